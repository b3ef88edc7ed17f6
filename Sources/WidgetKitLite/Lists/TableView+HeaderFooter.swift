import Foundation

/// Section headers and footers: the data source's titles, the delegate's views and heights,
/// their reuse, and where they stand (pinned at the top in a plain table).
extension TableView {
    /// Registers the class header and footer views of `identifier` are made from (nil
    /// unregisters).
    public func register(_ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(viewClass, for: identifier)
    }

    /// A header or footer view for `identifier`: a pooled one prepared for reuse, else a new
    /// one of the registered class; nil (with a diagnostic) when no class is registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier) { return view }
        guard let viewClass = headerFooterPool.registered[identifier] else {
            Diagnostics.report("TableView: no header or footer class registered for \"\(identifier)\"; dequeueReusableHeaderFooterView returns nil")
            return nil
        }
        return viewClass.init(reuseIdentifier: identifier)
    }

    /// The header view shown for `section` (the delegate's or the table's title view), or
    /// nil when the section's header is not in view.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        headerViews[section] as? TableViewHeaderFooterView
    }

    /// The footer view shown for `section`, or nil when it is not in view.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        footerViews[section] as? TableViewHeaderFooterView
    }

    /// The rectangle of `section`'s header in content coordinates (`.zero` out of range).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let geometry = loadedGeometry
        guard geometry.sections.indices.contains(section) else { return .zero }
        resolveHeights(through: geometry.sections[section].firstRow + geometry.sections[section].rowCount)
        let top = self.geometry?.sectionTop(section) ?? 0
        return CGRect(x: rowColumn.x, y: top, width: rowColumn.width, height: geometry.sections[section].headerHeight)
    }

    /// The rectangle of `section`'s footer in content coordinates (`.zero` out of range).
    public func rectForFooter(inSection section: Int) -> CGRect {
        let geometry = loadedGeometry
        guard geometry.sections.indices.contains(section) else { return .zero }
        resolveHeights(through: geometry.sections[section].firstRow + geometry.sections[section].rowCount)
        let height = geometry.sections[section].footerHeight
        let bottom = self.geometry?.sectionBottom(section) ?? 0
        return CGRect(x: rowColumn.x, y: bottom - height, width: rowColumn.width, height: height)
    }

    // MARK: Loading

    /// The title, kind and height of `section`'s header or footer. The delegate's view is
    /// asked here (once per section per load, as the titles are) and kept until the section
    /// is laid out; the height is the delegate's, else `sectionHeaderHeight` /
    /// `sectionFooterHeight`, else the view's fitting height or the theme's for a title.
    func sectionChrome(_ s: Int, isHeader: Bool) -> (title: String?, isView: Bool, height: CGFloat) {
        let kind = isHeader ? "Header" : "Footer"
        let title = isHeader ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if let view { preparedSectionViews[SectionViewKey(section: s, isHeader: isHeader)] = view }
        let asked = isHeader ? tableDelegate?.tableView(self, heightForHeaderInSection: s) : tableDelegate?.tableView(self, heightForFooterInSection: s)
        let property = isHeader ? sectionHeaderHeight : sectionFooterHeight
        let height: CGFloat
        if let h = checkedSectionHeight(asked, "heightFor\(kind)InSection(\(s))") {
            height = h
        } else if let h = checkedSectionHeight(property, "section\(kind)Height") {
            height = h
        } else if let view {
            height = fittingHeight(of: view, isHeader: isHeader)
        } else {
            height = defaultSectionHeight(hasTitle: title != nil, isHeader: isHeader)
        }
        return (title, view != nil, height)
    }

    /// `height` when it is a real height; nil for `automaticDimension` (and for nil), and for
    /// a negative or non-finite one, with a diagnostic naming `source`.
    private func checkedSectionHeight(_ height: CGFloat?, _ source: String) -> CGFloat? {
        guard let height, height != TableView.automaticDimension else { return nil }
        guard height.isFinite, height >= 0 else {
            Diagnostics.report("TableView: \(source) is \(height); using automaticDimension")
            return nil
        }
        return height
    }

    /// The theme's height for a section title, or the space grouped sections keep between
    /// them when there is none.
    private func defaultSectionHeight(hasTitle: Bool, isHeader: Bool) -> CGFloat {
        let theme = self.theme.lists
        guard isHeader else { return hasTitle ? theme.footerHeight : 0 }
        if style == .plain { return hasTitle ? theme.plainHeaderHeight : 0 }
        return hasTitle ? theme.groupedHeaderHeight : theme.groupedSectionSpacing
    }

    /// The height a delegate's view fits in at the table's width: its content's constraints,
    /// else `sizeThatFits` (a plain view's own height).
    private func fittingHeight(of view: View, isHeader: Bool) -> CGFloat {
        let width = style == .plain && isHeader ? bounds.width : rowColumn.width
        (view as? TableViewHeaderFooterView)?.placement = placement(isHeader: isHeader)
        let container = (view as? TableViewHeaderFooterView)?.contentView ?? view
        let height: CGFloat
        if container.usesConstraintsForItsContent {
            height =
                container.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
        } else {
            height = view.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return height.isFinite ? max(0, height) : 0
    }

    func placement(isHeader: Bool) -> TableViewHeaderFooterView.Placement {
        TableViewHeaderFooterView.Placement(isHeader: isHeader, isGrouped: style != .plain)
    }

    // MARK: Layout

    /// Shows the headers and footers of the sections between `top` and `bottom`; a plain
    /// table's headers stay pinned at the top of the visible area while their section
    /// scrolls under them and are pushed up by the next one.
    func layoutSectionTitles(top: CGFloat, bottom: CGFloat) {
        guard let geometry else { return }
        var keepHeaders: [Int: View] = [:], keepFooters: [Int: View] = [:]
        var s = geometry.firstSection(endingBelow: top)
        let width = bounds.width
        let (x, rowWidth) = rowColumn
        while s < geometry.sections.count, geometry.sectionTop(s) < bottom {
            let section = geometry.sections[s]
            let sectionTop = geometry.sectionTop(s)
            if section.hasHeader {
                let view = headerViews.removeValue(forKey: s) ?? sectionView(s, isHeader: true, title: section.headerTitle)
                var frame = CGRect(x: x, y: sectionTop, width: rowWidth, height: section.headerHeight)
                if style == .plain {
                    let pinned = bounds.minY + adjustedContentInset.top
                    let sectionEnd = geometry.sectionBottom(s) - section.footerHeight - section.headerHeight
                    frame = CGRect(x: 0, y: min(max(sectionTop, pinned), max(sectionTop, sectionEnd)), width: width, height: section.headerHeight)
                }
                if view.frame != frame { view.frame = frame }
                keepHeaders[s] = view
            }
            if section.hasFooter {
                let view = footerViews.removeValue(forKey: s) ?? sectionView(s, isHeader: false, title: section.footerTitle)
                let y = geometry.sectionBottom(s) - section.footerHeight
                let frame = CGRect(x: x, y: y, width: rowWidth, height: section.footerHeight)
                if view.frame != frame { view.frame = frame }
                keepFooters[s] = view
            }
            s += 1
        }
        for view in headerViews.values { recycleSectionView(view) }
        for view in footerViews.values { recycleSectionView(view) }
        headerViews = keepHeaders
        footerViews = keepFooters
        recyclePreparedSectionViews()
    }

    /// The view for a section's header or footer coming into view: the delegate's (asked
    /// while loading, else now), else a title view.
    private func sectionView(_ s: Int, isHeader: Bool, title: String?) -> View {
        let key = SectionViewKey(section: s, isHeader: isHeader)
        var view = preparedSectionViews.removeValue(forKey: key)
        if view == nil, title == nil {
            view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        }
        if let view, view.superview !== self || !isShownForAnotherSection(view) {
            (view as? TableViewHeaderFooterView)?.placement = placement(isHeader: isHeader)
            addSubview(view)
            return view
        }
        if view != nil {
            Diagnostics.report("TableView: the view for the \(isHeader ? "header" : "footer") of section \(s) is shown for another section; using a title view")
        }
        let titleView = self.titleView(isHeader: isHeader)
        titleView.title = title
        return titleView
    }

    private func isShownForAnotherSection(_ view: View) -> Bool {
        headerViews.values.contains { $0 === view } || footerViews.values.contains { $0 === view }
    }

    func titleView(isHeader: Bool) -> TableViewSectionTitleView {
        if let i = spareTitleViews.firstIndex(where: { $0.isHeader == isHeader }) {
            let view = spareTitleViews.remove(at: i)
            addSubview(view)
            return view
        }
        let view = TableViewSectionTitleView(isHeader: isHeader, grouped: style != .plain)
        // Above the cells (the scroll view keeps its indicators in front).
        addSubview(view)
        return view
    }

    /// Takes back a header or footer view leaving the screen: the table's title views are
    /// kept for its titles, reusable views go to their pool, others are let go.
    func recycleSectionView(_ view: View) {
        view.removeFromSuperview()
        if let titleView = view as? TableViewSectionTitleView {
            if spareTitleViews.count < reusePool.limit { spareTitleViews.append(titleView) }
        } else if let reusable = view as? TableViewHeaderFooterView {
            headerFooterPool.enqueue(reusable)
            headerFooterPool.trim()
        }
    }

    /// Takes back the delegate's views asked while loading that were not shown.
    func recyclePreparedSectionViews() {
        let prepared = preparedSectionViews
        preparedSectionViews.removeAll()
        for view in prepared.values where !isShownForAnotherSection(view) { recycleSectionView(view) }
    }
}

/// A section's header (or footer) in the table's bookkeeping.
struct SectionViewKey: Hashable {
    var section: Int
    var isHeader: Bool
}

extension TableViewHeaderFooterView: ReusableView {}
