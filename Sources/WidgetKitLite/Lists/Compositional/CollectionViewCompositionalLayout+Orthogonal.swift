import Foundation

/// Geometry for scrolling orthogonal sections, for the collection view: each section whose
/// `orthogonalScrollingBehavior` is not `.none` shows its groups in a band that scrolls
/// across the layout's axis (sideways in a vertical layout) by its own offset. The
/// collection view turns wheel and drag input over a band (`orthogonalSection(at:)`) into
/// `setOrthogonalOffset(_:forSection:)`, and when a drag ends lets the band decelerate to
/// `orthogonalTargetOffset(forSection:proposed:velocity:)`. Every frame the layout returns
/// for the section's items and their supplementary items is moved by the offset; the
/// section's headers and footers do not move.
///
/// Offsets are in points along the band's content: 0 shows its start, and they rest in
/// `0...orthogonalMaximumOffset(forSection:)`. They survive `prepare()` (clamped to the new
/// range; dropped for sections no longer orthogonal).
extension CollectionViewCompositionalLayout {
    /// The orthogonal sections, ascending.
    var orthogonalSections: [Int] { geometry?.orthogonalBands.keys.sorted() ?? [] }

    /// Where the band of orthogonal `section` shows, in content coordinates: the collection
    /// view's full content width across (in a vertical layout) by the height of its groups.
    /// Nil for a section that is not orthogonal.
    func orthogonalBandFrame(forSection section: Int) -> CGRect? {
        geometry?.orthogonalBands[section]?.frame
    }

    /// The length of the band's content across the layout's axis: its groups with their
    /// spacing, between the section's leading and trailing content insets. Nil for a section
    /// that is not orthogonal.
    func orthogonalContentLength(forSection section: Int) -> CGFloat? {
        geometry?.orthogonalBands[section]?.contentLength
    }

    /// The largest offset at rest: the band's content end at the band's end (0 when the
    /// content fits). 0 for a section that is not orthogonal.
    func orthogonalMaximumOffset(forSection section: Int) -> CGFloat {
        guard let geometry, let band = geometry.orthogonalBands[section] else { return 0 }
        return band.maximumOffset(vertical: geometry.isVertical)
    }

    /// The orthogonal section whose band contains `point` (content coordinates), if any.
    func orthogonalSection(at point: CGPoint) -> Int? {
        guard let geometry else { return nil }
        let along = geometry.isVertical ? point.y : point.x
        for band in geometry.bands.indices(overlapping: along, along.nextUp, in: 0..<geometry.bands.count) {
            if case .orthogonal(let section) = geometry.bandContents[band], geometry.orthogonalBands[section]?.frame.contains(point) == true { return section }
        }
        return nil
    }

    /// How the band of `section` scrolls (`.none` for a section that is not orthogonal).
    func orthogonalScrollingBehavior(forSection section: Int) -> CollectionLayoutSectionOrthogonalScrollingBehavior {
        geometry?.orthogonalBands[section]?.behavior ?? .none
    }

    /// How far the band of `section` is scrolled (0 for a section that is not orthogonal).
    func orthogonalOffset(forSection section: Int) -> CGFloat {
        orthogonalOffsets[section] ?? 0
    }

    /// Scrolls the band of `section` to `offset`, which moves every frame the layout returns
    /// for the section's items from now on; the caller then lays out the visible cells
    /// again. Not clamped (a band may rubber-band past its ends); a non-finite offset counts
    /// as 0. No effect on a section that is not orthogonal.
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard geometry?.orthogonalBands[section] != nil else { return }
        orthogonalOffsets[section] = offset.finite()
    }

    /// Where the band of `section` comes to rest when scrolling would stop at `proposed`
    /// with `velocity` (points per second across the axis; positive towards the content's
    /// end), clamped to `0...orthogonalMaximumOffset(forSection:)`:
    /// - `.continuous`: `proposed`.
    /// - `.continuousGroupLeadingBoundary`: the group boundary nearest `proposed`.
    /// - `.paging`: a multiple of the band's visible length; `proposed` is the offset where
    ///   the drag ended, moving on to the next page in the velocity's direction (nearest
    ///   when the velocity is 0).
    /// - `.groupPaging` / `.groupPagingCentered`: the same with group boundaries (a group's
    ///   leading edge at the band's leading content inset, or a group centred).
    /// Returns `proposed` for a section that is not orthogonal.
    func orthogonalTargetOffset(forSection section: Int, proposed: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let geometry, let band = geometry.orthogonalBands[section] else { return proposed }
        let maximum = band.maximumOffset(vertical: geometry.isVertical)
        let offset = proposed.finite(or: orthogonalOffset(forSection: section)).clamped(to: 0...maximum)
        let direction = velocity.finite()
        switch band.behavior {
        case .none, .continuous:
            return offset
        case .continuousGroupLeadingBoundary:
            return Self.restingPoint(among: band.groupOffsets + [maximum], from: offset, direction: 0)
        case .paging:
            let page = band.visibleLength(vertical: geometry.isVertical)
            guard page > 0 else { return offset }
            let pages = offset / page
            let index = direction > 0 ? pages.rounded(.up) : direction < 0 ? pages.rounded(.down) : pages.rounded()
            return min(index * page, maximum)
        case .groupPaging, .groupPagingCentered:
            return Self.restingPoint(among: band.groupOffsets + [maximum], from: offset, direction: direction)
        }
    }

    /// The candidate at or after `offset` (direction > 0), at or before it (< 0), or
    /// nearest it (0); `offset` itself when there is none.
    static func restingPoint(among candidates: [CGFloat], from offset: CGFloat, direction: CGFloat) -> CGFloat {
        let tolerance: CGFloat = 0.5
        if direction > 0 {
            return candidates.filter { $0 >= offset - tolerance }.min() ?? offset
        }
        if direction < 0 {
            return candidates.filter { $0 <= offset + tolerance }.max() ?? offset
        }
        return candidates.min { abs($0 - offset) < abs($1 - offset) } ?? offset
    }
}
