import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of
/// — UIKit's `UICollectionViewController`.
///
/// Subclasses override the data source and delegate methods below (they are `open` so an
/// override is the one the collection view calls).
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// Returns nil: there are no storyboards or nibs to decode a view from.
    public required init?(coder: NSCoder) { nil }

    /// The layout the collection view is made with.
    public let collectionViewLayout: CollectionViewLayout

    /// Whether the selection is cleared each time the view is about to appear. Default: true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press on an item the data source can move
    /// (`collectionView(_:canMoveItemAt:)`) starts moving it: the item follows the pointer
    /// and lands where it is released (`collectionView(_:moveItemAt:to:)`). Default: true,
    /// as in UIKit; it only moves items whose data source says they can move.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateInteractiveMovementGesture() }
    }
    /// The long press behind `installsStandardGestureForInteractiveMovement`, and what lets
    /// it begin only on an item that can move (elsewhere a long press leaves the click to
    /// select).
    private var interactiveMovementPress: LongPressGestureRecognizer?
    private let interactiveMovementGate = MovableItemGate()

    /// Creates a controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// The collection view: the controller's view (loading it).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes the collection view, as large as the screen, resizing with its superview, with
    /// the controller as its data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: defaultViewFrame, collectionViewLayout: collectionViewLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
        updateInteractiveMovementGesture()
    }

    /// Puts the long press on the collection view, or takes it off.
    private func updateInteractiveMovementGesture() {
        guard let collectionView = viewIfLoaded as? CollectionView else { return }
        if let press = interactiveMovementPress {
            collectionView.removeGestureRecognizer(press)
            interactiveMovementPress = nil
        }
        guard installsStandardGestureForInteractiveMovement else { return }
        let press = LongPressGestureRecognizer(target: self, action: CollectionViewController.interactiveMovementPressed)
        press.delegate = interactiveMovementGate
        collectionView.addGestureRecognizer(press)
        interactiveMovementPress = press
    }

    private func interactiveMovementPressed(_ press: LongPressGestureRecognizer) {
        guard let collectionView = viewIfLoaded as? CollectionView else { return }
        collectionView.driveInteractiveMovement(with: press, keepsGrabOffset: false) {
            collectionView.indexPathForItem(at: press.location(in: collectionView))
        }
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? CollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    /// Enters or leaves editing mode: the collection view's too.
    open func setEditing(_ editing: Bool, animated: Bool) {
        collectionView.setEditing(editing, animated: animated)
    }

    /// Whether the collection view is in editing mode.
    open var isEditing: Bool {
        get { (viewIfLoaded as? CollectionView)?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items; subclasses override.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A blank cell, with a diagnostic; subclasses that have items override.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        Diagnostics.report("CollectionViewController: cellForItemAt is not overridden; using a blank cell")
        return CollectionViewCell(frame: .zero)
    }

    /// No item moves; subclasses whose items the user may reorder override, with `moveItemAt`.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; subclasses update their data to match the move.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// A blank view, with a diagnostic; subclasses whose layout has supplementary views override.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        Diagnostics.report("CollectionViewController: viewForSupplementaryElementOfKind is not overridden; using a blank view")
        return CollectionReusableView(frame: .zero)
    }

    // MARK: Delegate

    /// True.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Lets a long press on a collection view begin only over an item its data source can move.
@MainActor
private final class MovableItemGate: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let collectionView = gestureRecognizer.view as? CollectionView,
            let indexPath = collectionView.indexPathForItem(at: gestureRecognizer.location(in: collectionView))
        else { return false }
        return collectionView.dataSource?.collectionView(collectionView, canMoveItemAt: indexPath) == true
    }
}
