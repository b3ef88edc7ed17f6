import Foundation

/// The space a flow layout fills: the extent across the scrolling axis and where items may
/// start, from the collection view's size, insets and the section inset reference.
@MainActor
struct FlowLayoutFrame {
    let vertical: Bool
    /// The content's extent across the scrolling axis (the width scrolling vertically).
    let across: CGFloat
    /// Extra margins across, before and after, from the inset reference.
    let leadingMargin: CGFloat
    let trailingMargin: CGFloat

    init(collectionView: CollectionView, direction: CollectionView.ScrollDirection, reference: CollectionViewFlowLayout.SectionInsetReference) {
        vertical = direction == .vertical
        let size = collectionView.bounds.size, inset = collectionView.adjustedContentInset
        across = max(0, vertical ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom)
        let extra: EdgeInsets
        switch reference {
        case .fromContentInset: extra = .zero
        case .fromSafeArea: extra = collectionView.safeAreaInsets
        case .fromLayoutMargins: extra = collectionView.layoutMargins
        }
        leadingMargin = max(0, vertical ? extra.left : extra.top)
        trailingMargin = max(0, vertical ? extra.right : extra.bottom)
    }

    /// A rectangle from flow coordinates: `u` across the lines, `v` along the scrolling axis.
    func rect(u: CGFloat, v: CGFloat, across uLength: CGFloat, along vLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: u, y: v, width: uLength, height: vLength) : CGRect(x: v, y: u, width: vLength, height: uLength)
    }
}

/// Where a flow layout puts every section, line, item, header and footer, in content
/// coordinates; sections and lines are in scrolling order for binary search.
struct FlowLayoutGeometry {
    /// One line of items (a row scrolling vertically, a column horizontally).
    struct Line {
        /// Where the line starts and ends along the scrolling axis.
        var start: CGFloat
        var end: CGFloat
        /// The items on the line.
        var items: Range<Int>
    }

    /// One section.
    struct Section {
        /// Where the section (header to footer) starts and ends along the scrolling axis.
        var start: CGFloat
        var end: CGFloat
        var header: CGRect?
        var footer: CGRect?
        var lines: [Line] = []
        var itemFrames: [CGRect] = []

        /// The first line ending after `position` (the count when none does).
        func firstLine(endingAfter position: CGFloat) -> Int {
            var low = 0, high = lines.count
            while low < high {
                let mid = (low + high) / 2
                if lines[mid].end > position { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    var sections: [Section] = []
    var contentSize: CGSize = .zero

    /// The first section ending after `position` (the count when none does).
    func firstSection(endingAfter position: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end > position { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Builds the geometry section after section.
    @MainActor
    struct Builder {
        let frame: FlowLayoutFrame
        private(set) var geometry = FlowLayoutGeometry()
        private var position: CGFloat = 0

        init(frame: FlowLayoutFrame) { self.frame = frame }

        /// Appends a section of items of `sizes`.
        mutating func appendSection(sizes: [CGSize], header: CGSize, footer: CGSize, inset: EdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat) {
            let vertical = frame.vertical
            func along(_ size: CGSize) -> CGFloat { clean(vertical ? size.height : size.width) }
            func across(_ size: CGSize) -> CGFloat { clean(vertical ? size.width : size.height) }
            var section = Section(start: position, end: position)
            let headerExtent = along(header)
            if headerExtent > 0 {
                section.header = frame.rect(u: 0, v: position, across: frame.across, along: headerExtent)
                position += headerExtent
            }
            if !sizes.isEmpty {
                let leading = clean(vertical ? inset.left : inset.top) + frame.leadingMargin
                let trailing = clean(vertical ? inset.right : inset.bottom) + frame.trailingMargin
                position += clean(vertical ? inset.top : inset.left)
                let available = max(0, frame.across - leading - trailing)
                let lines = Self.lines(sizes: sizes.map { across($0) }, available: available, spacing: interitemSpacing)
                section.itemFrames = Array(repeating: .zero, count: sizes.count)
                for (index, line) in lines.enumerated() {
                    if index > 0 { position += lineSpacing }
                    let thickness = line.items.map { along(sizes[$0]) }.max() ?? 0
                    for (item, u) in zip(line.items, line.offsets) {
                        let a = along(sizes[item])
                        section.itemFrames[item] = frame.rect(u: leading + u, v: position + (thickness - a) / 2, across: across(sizes[item]), along: a)
                    }
                    section.lines.append(Line(start: position, end: position + thickness, items: line.items))
                    position += thickness
                }
                position += clean(vertical ? inset.bottom : inset.right)
            }
            let footerExtent = along(footer)
            if footerExtent > 0 {
                section.footer = frame.rect(u: 0, v: position, across: frame.across, along: footerExtent)
                position += footerExtent
            }
            section.end = position
            geometry.sections.append(section)
            geometry.contentSize = vertical ? CGSize(width: frame.across, height: position) : CGSize(width: position, height: frame.across)
        }

        private func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

        /// UIKit's line filling for items `extents` across: which items share a line and
        /// their offsets from the leading inset (see `CollectionViewFlowLayout`).
        static func lines(sizes extents: [CGFloat], available: CGFloat, spacing: CGFloat) -> [(items: Range<Int>, offsets: [CGFloat])] {
            guard let first = extents.first else { return [] }
            var result: [(items: Range<Int>, offsets: [CGFloat])] = []
            if extents.allSatisfy({ $0 == first }) {
                // One size: columns, the last line keeping them.
                let perLine = max(1, Int(((available + spacing) / (first + spacing)).rounded(.down)))
                let gap = perLine > 1 ? (available - CGFloat(perLine) * first) / CGFloat(perLine - 1) : 0
                var start = 0
                while start < extents.count {
                    let end = min(extents.count, start + perLine)
                    let offsets =
                        perLine == 1 ? [max(0, (available - first) / 2)] : (0..<(end - start)).map { CGFloat($0) * (first + gap) }
                    result.append((start..<end, offsets))
                    start = end
                }
                return result
            }
            var start = 0
            while start < extents.count {
                var end = start + 1
                var used = extents[start]
                while end < extents.count, used + spacing + extents[end] <= available {
                    used += spacing + extents[end]
                    end += 1
                }
                let count = end - start
                var offsets: [CGFloat] = []
                let isLast = end == extents.count
                if isLast {
                    var u: CGFloat = 0
                    for i in start..<end {
                        offsets.append(u)
                        u += extents[i] + spacing
                    }
                } else if count == 1 {
                    offsets = [max(0, (available - extents[start]) / 2)]
                } else {
                    let gap = (available - (used - spacing * CGFloat(count - 1))) / CGFloat(count - 1)
                    var u: CGFloat = 0
                    for i in start..<end {
                        offsets.append(u)
                        u += extents[i] + gap
                    }
                }
                result.append((start..<end, offsets))
                start = end
            }
            return result
        }
    }
}
