import Foundation

/// Where the views of a window land on the device in one frame. One walk of the tree, at the
/// frame's collect step, places every shown view by one snapping rule (`place(_:under:)`);
/// the frame's other steps — damage, scroll copies, occlusion, the display-list build — and
/// the renderer's visibility and raster-ahead passes read it instead of deriving geometry
/// again. A placement holds its views: it lives for one frame (or one pass) and is dropped.
///
/// A group's offscreen layer reads the entries of its subtree moved by whole pixels into the
/// layer (`init(moving:of:dx:dy:)`), so it paints exactly where damage measured; a
/// rasterised view's store places its subtree anew by the same rule from the store's origin.
///
/// A view is *shown* when neither it nor an ancestor is hidden or fully transparent; every
/// shown view has an entry, clipped away or not (a row scrolled out of its list has one, with
/// an empty `clip`), except the subviews a rasterised view (other than the root) keeps in its
/// store: the frame composites the store, and the store places them itself when drawn. Views
/// without an entry (under a hidden ancestor, in a store) are placed on demand by the same
/// rule (`geometry(of:)`), for the records damage keeps.
@MainActor
final class Placement {
    /// Where one view lands: its rectangle and its content origin.
    struct Geometry {
        /// The view's rectangle in device pixels (whole numbers).
        let device: CGRect
        /// The view's bounds origin in device pixels (not rounded): its subviews' parent origin.
        let childOrigin: CGPoint
    }

    /// One shown view, in paint order (entries are the tree in preorder).
    struct Entry {
        let view: View
        let geometry: Geometry
        /// The content origin of the view's superview, which the view was placed under (for
        /// the root, the origin it was placed at).
        let parentOrigin: CGPoint
        /// `geometry.device` as a pixel rectangle.
        let pixels: PixelRect
        /// The device pixels the view may paint in: the placement's bounds within the
        /// rectangles of its ancestors that clip their subviews (possibly empty).
        let clip: PixelRect
        /// Where the view's subviews may paint: `clip`, within `pixels` when the view clips.
        let childClip: PixelRect
        /// The view's index in its superview's subviews (0 for the placement's root).
        let subviewIndex: Int
        /// One past the index of the last entry of the view's subtree.
        fileprivate(set) var end: Int

        var device: CGRect { geometry.device }
        var childOrigin: CGPoint { geometry.childOrigin }
        /// Whether any of the view's own pixels show inside its clip.
        var isOnScreen: Bool { !pixels.intersection(clip).isEmpty }
    }

    /// Device pixels per point.
    let scale: CGFloat
    /// The shown views in paint order; the first is the root.
    private(set) var entries: [Entry] = []
    private var indices: [ObjectIdentifier: Int] = [:]
    /// Geometry of views without an entry, computed when asked for.
    private var unplaced: [ObjectIdentifier: Geometry] = [:]
    /// Subtree extents, computed when first asked for.
    private var extents: [PixelRect?] = []
    private var unplacedExtents: [ObjectIdentifier: PixelRect] = [:]
    /// The index of the first subview a rasterised view draws live (over its store).
    private let firstLiveIndex: (View) -> Int
    /// Whether the subviews rasterised views keep in their stores have entries too.
    private let placesStoredSubviews: Bool

    /// The placement of `root`'s shown subtree with `root`'s rectangle at `device` and
    /// nothing painted outside `bounds`. A window is placed with its rectangle at the origin
    /// (`init(window:bounds:scale:firstLiveIndex:)`); a rasterised view is placed at the
    /// origin of its own store, and `includingRoot` (the store holds it at any opacity). The
    /// root's subviews are all placed, rasterised or not; `parentOrigin` is the content origin
    /// it was placed under (`device`'s origin when not given). With `placesStoredSubviews`
    /// the subviews in rasterised views' stores are placed too (what the window shows at rest).
    init(
        root: View, device: CGRect, parentOrigin: CGPoint? = nil, bounds: PixelRect, scale: CGFloat,
        firstLiveIndex: @escaping (View) -> Int, includingRoot: Bool = false, placesStoredSubviews: Bool = false
    ) {
        self.scale = scale
        self.firstLiveIndex = firstLiveIndex
        self.placesStoredSubviews = placesStoredSubviews
        guard includingRoot || Self.shows(root) else { return }
        let geometry = Geometry(device: device, childOrigin: Self.contentOrigin(of: root, device: device, scale: scale))
        add(root, geometry: geometry, parentOrigin: parentOrigin ?? device.origin, clip: bounds, subviewIndex: 0)
        extents = Array(repeating: nil, count: entries.count)
    }

    /// The placement of a window's shown views within `bounds` (its surface).
    convenience init(
        window: View, bounds: PixelRect, scale: CGFloat, firstLiveIndex: @escaping (View) -> Int,
        placesStoredSubviews: Bool = false
    ) {
        self.init(
            root: window, device: Self.rootDevice(of: window, scale: scale), bounds: bounds, scale: scale,
            firstLiveIndex: firstLiveIndex, placesStoredSubviews: placesStoredSubviews)
    }

    /// The placement of `view`'s subtree (`view` included, shown or not) where the placement
    /// of `window` within `bounds` puts it: its ancestors are placed by the rule from the
    /// window down, their other subviews not at all.
    convenience init(
        subtreeOf view: View, window: View, bounds: PixelRect, scale: CGFloat, firstLiveIndex: @escaping (View) -> Int
    ) {
        self.init(
            root: view, device: Self.device(of: view, in: window, scale: scale), bounds: bounds, scale: scale,
            firstLiveIndex: firstLiveIndex, includingRoot: true)
    }

    /// Where the placement of `window` puts `view`'s rectangle, with only its ancestors placed.
    static func device(of view: View, in window: View, scale: CGFloat) -> CGRect {
        var chain: [View] = []
        var ancestor = view.superview
        while let a = ancestor, a !== window {
            chain.append(a)
            ancestor = a.superview
        }
        let root = Self.rootDevice(of: window, scale: scale)
        var origin = Self.contentOrigin(of: window, device: root, scale: scale)
        for a in chain.reversed() { origin = Self.place(a, under: origin, scale: scale).childOrigin }
        return view === window ? root : Self.place(view, under: origin, scale: scale).device
    }

    /// The subtree of `source.entries[index]` moved by whole device pixels (`dx`, `dy`): the
    /// same places in the pixels of a target whose origin is elsewhere (a group's layer).
    init(moving index: Int, of source: Placement, dx: Int, dy: Int) {
        scale = source.scale
        firstLiveIndex = source.firstLiveIndex
        placesStoredSubviews = source.placesStoredSubviews
        let fx = CGFloat(dx), fy = CGFloat(dy)
        let first = index, end = source.entries[index].end
        entries.reserveCapacity(end - first)
        for e in source.entries[first..<end] {
            let moved = Geometry(
                device: e.device.offsetBy(dx: fx, dy: fy), childOrigin: CGPoint(x: e.childOrigin.x + fx, y: e.childOrigin.y + fy))
            indices[ObjectIdentifier(e.view)] = entries.count
            entries.append(
                Entry(
                    view: e.view, geometry: moved, parentOrigin: CGPoint(x: e.parentOrigin.x + fx, y: e.parentOrigin.y + fy),
                    pixels: e.pixels.offsetBy(dx: dx, dy: dy), clip: e.clip.offsetBy(dx: dx, dy: dy),
                    childClip: e.childClip.offsetBy(dx: dx, dy: dy), subviewIndex: e.subviewIndex, end: e.end - first))
        }
        extents = source.extents[first..<end].map { $0?.offsetBy(dx: dx, dy: dy) }
    }

    private func add(_ view: View, geometry: Geometry, parentOrigin: CGPoint, clip: PixelRect, subviewIndex: Int) {
        let pixels = PixelRect(covering: geometry.device)
        let childClip = Self.childClip(of: view, pixels: pixels, clip: clip)
        let index = entries.count
        indices[ObjectIdentifier(view)] = index
        entries.append(
            Entry(
                view: view, geometry: geometry, parentOrigin: parentOrigin, pixels: pixels, clip: clip, childClip: childClip, subviewIndex: subviewIndex,
                end: index + 1))
        let first = index > 0 && view.shouldRasterize && !placesStoredSubviews ? firstLiveIndex(view) : 0
        for (i, sub) in view.subviews.enumerated() where i >= first && Self.shows(sub) {
            add(sub, geometry: place(sub, under: geometry.childOrigin), parentOrigin: geometry.childOrigin, clip: childClip, subviewIndex: i)
        }
        entries[index].end = entries.count
    }

    // MARK: The rule

    /// Whether `view` itself is drawn at all (not hidden, not fully transparent).
    static func shows(_ view: View) -> Bool { !view.isHidden && view.presentationAlpha > 0 }

    /// Where `view` lands under a parent whose bounds origin is at device `parentOrigin` (the
    /// one snapping rule): its presentation frame scaled, the origin rounded to whole device
    /// pixels and the size rounded on its own, so a moving view keeps its exact pixel size;
    /// its content origin is that rectangle's origin less its presentation bounds origin.
    func place(_ view: View, under parentOrigin: CGPoint) -> Geometry {
        Self.place(view, under: parentOrigin, scale: scale)
    }

    private static func place(_ view: View, under parentOrigin: CGPoint, scale: CGFloat) -> Geometry {
        let frame = view.presentationFrame
        let device = CGRect(
            x: (parentOrigin.x + frame.minX * scale).rounded(), y: (parentOrigin.y + frame.minY * scale).rounded(),
            width: (frame.width * scale).rounded(), height: (frame.height * scale).rounded())
        return Geometry(device: device, childOrigin: Self.contentOrigin(of: view, device: device, scale: scale))
    }

    /// A window's rectangle: at the origin, its size scaled and rounded.
    private static func rootDevice(of window: View, scale: CGFloat) -> CGRect {
        let size = window.presentationFrame.size
        return CGRect(x: 0, y: 0, width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    private static func contentOrigin(of view: View, device: CGRect, scale: CGFloat) -> CGPoint {
        let b = view.presentationBoundsOrigin
        return CGPoint(x: device.minX - b.x * scale, y: device.minY - b.y * scale)
    }

    // MARK: Reading

    /// The entry of `view`, nil when it is not shown (or not in the placed subtree).
    func entry(of view: View) -> Entry? {
        indices[ObjectIdentifier(view)].map { entries[$0] }
    }

    /// The index of `view`'s entry in `entries`.
    func index(of view: View) -> Int? { indices[ObjectIdentifier(view)] }

    /// The indices of the entries of `entries[index]`'s shown subviews, in order.
    func children(of index: Int) -> ChildIndices { ChildIndices(placement: self, parent: index) }

    /// Where `view` lands, shown or not: its entry's geometry, or for a view under a hidden
    /// ancestor the same rule applied from the nearest placed ancestor; nil for a view
    /// outside the placed tree.
    func geometry(of view: View) -> Geometry? {
        if let index = indices[ObjectIdentifier(view)] { return entries[index].geometry }
        if let known = unplaced[ObjectIdentifier(view)] { return known }
        guard let parent = view.superview, let above = geometry(of: parent) else { return nil }
        let placed = place(view, under: above.childOrigin)
        unplaced[ObjectIdentifier(view)] = placed
        return placed
    }

    /// The device pixels `view` and its subtree cover (subviews count unless the view clips;
    /// of a rasterised view only those drawn live); empty when the view is hidden or fully
    /// transparent. A view under a hidden ancestor is measured as if that ancestor showed.
    func extent(of view: View) -> PixelRect {
        if let index = indices[ObjectIdentifier(view)] { return extent(at: index) }
        if let known = unplacedExtents[ObjectIdentifier(view)] { return known }
        guard Self.shows(view), let geometry = geometry(of: view) else { return .zero }
        let pixels = PixelRect(covering: geometry.device)
        var extent = ShadowGeometry.ownExtent(of: view, pixels: pixels, device: geometry.device, scale: scale)
        if !view.clipsToBounds {
            for sub in liveSubviews(of: view) { extent = extent.union(self.extent(of: sub)) }
        }
        if let transform = deviceTransform(of: view, device: geometry.device) {
            extent = Self.shownExtent(of: extent, under: transform)
        }
        unplacedExtents[ObjectIdentifier(view)] = extent
        return extent
    }

    /// The extent (`extent(of:)`) of the subtree of `entries[index]`.
    func extent(at index: Int) -> PixelRect {
        if let known = extents[index] { return known }
        let entry = entries[index]
        var extent = untransformedExtent(at: index)
        if let transform = deviceTransform(of: entry.view, device: entry.device) {
            extent = Self.shownExtent(of: extent, under: transform)
        }
        extents[index] = extent
        return extent
    }

    /// The extent of the subtree of `entries[index]` before the view's own transform.
    func untransformedExtent(at index: Int) -> PixelRect {
        let entry = entries[index]
        var extent = ShadowGeometry.ownExtent(of: entry.view, pixels: entry.pixels, device: entry.device, scale: scale)
        if !entry.view.clipsToBounds {
            let first = entry.view.shouldRasterize ? firstLiveIndex(entry.view) : 0
            for child in children(of: index) where entries[child].subviewIndex >= first {
                extent = extent.union(self.extent(at: child))
            }
        }
        return extent
    }

    private func liveSubviews(of view: View) -> ArraySlice<View> {
        view.shouldRasterize ? view.subviews[firstLiveIndex(view)...] : view.subviews[...]
    }

    /// The views of the placement with pixels inside their clip.
    var viewsOnScreen: Set<ObjectIdentifier> {
        var shown = Set<ObjectIdentifier>()
        for entry in entries where entry.isOnScreen { shown.insert(ObjectIdentifier(entry.view)) }
        return shown
    }

    /// The entries of one view's shown subviews, in order.
    struct ChildIndices: Sequence, IteratorProtocol {
        private let entries: [Entry]
        private var cursor: Int
        private let end: Int

        @MainActor init(placement: Placement, parent: Int) {
            entries = placement.entries
            cursor = parent + 1
            end = entries[parent].end
        }

        mutating func next() -> Int? {
            guard cursor < end else { return nil }
            let current = cursor
            cursor = entries[current].end
            return current
        }
    }
}
