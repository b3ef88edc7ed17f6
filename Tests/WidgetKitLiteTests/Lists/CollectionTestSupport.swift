import Foundation
import Testing
@testable import WidgetKitLite

/// A cell that counts how many were made and shows its title.
@MainActor
final class GridCell: CollectionViewCell {
    required init?(coder: NSCoder) { nil }

    let label = Label()
    /// How many times a data source configured this cell.
    var timesConfigured = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        let background = View()
        background.backgroundColor = Color(rgb: 120, 170, 230)
        backgroundView = background
        label.isUserInteractionEnabled = false
        contentView.addSubview(label)
        let selected = View()
        selected.backgroundColor = Color(rgb: 30, 80, 160)
        selectedBackgroundView = selected
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        label.frame = CGRect(x: 4, y: 4, width: max(0, b.width - 8), height: max(0, b.height - 8))
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }
}

/// A header showing its section's title.
@MainActor
final class GridHeader: CollectionReusableView {
    required init?(coder: NSCoder) { nil }

    let label = Label()
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Color(rgb: 235, 235, 240)
        addSubview(label)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 8, y: 0, width: max(0, bounds.width - 16), height: bounds.height)
    }
}

/// A data source and delegate over sections of item titles that logs every call.
@MainActor
class GridModel: CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[String]]
    var headers = false
    var cellRequests: [IndexPath] = []
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var countOverride: Int?
    /// Returned for every item when set (a misbehaving data source).
    var fixedCell: CollectionViewCell?
    /// Every distinct cell the collection view handed out, kept alive so none is counted twice.
    var cellsSeen: [ObjectIdentifier: CollectionViewCell] = [:]

    init(sections: [[String]]) { self.sections = sections }

    /// One section of `items` items titled "0", "1", …
    convenience init(items: Int) { self.init(sections: [(0..<items).map { "\($0)" }]) }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { countOverride ?? sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests.append(indexPath)
        if let fixedCell { return fixedCell }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cellsSeen[ObjectIdentifier(cell)] = cell
        if let grid = cell as? GridCell {
            grid.label.text = sections[indexPath.section][indexPath.item]
            grid.timesConfigured += 1
        }
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? GridHeader)?.label.text = "Section \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { deselected.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) { displayed.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) { ended.append(indexPath) }
}

/// A grid model that also sizes items through the flow layout delegate.
@MainActor
final class SizedGridModel: GridModel, CollectionViewDelegateFlowLayout {
    var sizes: [CGSize] = []
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }
}

/// A window of `width` × `height` filled by a collection view with a flow layout over a
/// `GridModel`.
@MainActor
struct GridFixture {
    let screen: HeadlessScreen
    let window: Window
    let collection: CollectionView
    let layout: CollectionViewFlowLayout
    let model: GridModel

    init(model: GridModel, width: CGFloat = 400, height: CGFloat = 600, configure: (CollectionView, CollectionViewFlowLayout) -> Void = { _, _ in }) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height))
        window = screen.makeWindow()
        layout = CollectionViewFlowLayout()
        collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(GridCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(GridHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        self.model = model
        configure(collection, layout)
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        screen.advance(by: 0)
    }

    /// Cells in the collection view's tree.
    var cellsInTree: [CollectionViewCell] { collection.subviews.compactMap { $0 as? CollectionViewCell } }

    /// Cells alive: in the tree plus the pool.
    var cellsAlive: Int { cellsInTree.count + collection.cellPool.count }

    /// Checks that every shown cell is where the layout puts its item, fully shown, and shows
    /// its item's title; and that no other cell is in the tree.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        for indexPath in collection.indexPathsForVisibleItems {
            guard let cell = collection.cellForItem(at: indexPath) as? GridCell else {
                Issue.record("no cell for \(indexPath)", sourceLocation: sourceLocation)
                continue
            }
            #expect(cell.frame == collection.layoutAttributesForItem(at: indexPath)?.frame, sourceLocation: sourceLocation)
            #expect(cell.presentation.frame == cell.frame, sourceLocation: sourceLocation)
            #expect(cell.alpha == 1 && cell.presentation.alpha == 1, sourceLocation: sourceLocation)
            #expect(cell.label.text == model.sections[indexPath.section][indexPath.item], sourceLocation: sourceLocation)
        }
        #expect(cellsInTree.count == collection.visibleCells.count, sourceLocation: sourceLocation)
        #expect(collection.disappearingViews.isEmpty, sourceLocation: sourceLocation)
    }
}
