import Foundation

extension SplitViewController {
    // MARK: Widths

    /// The primary column's width the app asks for (`automaticDimension`, the default:
    /// `preferredPrimaryColumnWidthFraction`, else `Theme.containers.splitPrimaryColumnWidth`),
    /// kept within the minimum and maximum. Dragging the divider sets it.
    public var preferredPrimaryColumnWidth: CGFloat {
        get { widths.preferredPrimary }
        set { setWidth(\.preferredPrimary, newValue, "preferredPrimaryColumnWidth") }
    }

    /// The narrowest the primary column gets (`automaticDimension`: `Theme.containers.splitMinimumPrimaryColumnWidth`).
    public var minimumPrimaryColumnWidth: CGFloat {
        get { widths.minimumPrimary }
        set { setWidth(\.minimumPrimary, newValue, "minimumPrimaryColumnWidth") }
    }

    /// The widest the primary column gets (`automaticDimension`: `Theme.containers.splitMaximumPrimaryColumnWidth`).
    public var maximumPrimaryColumnWidth: CGFloat {
        get { widths.maximumPrimary }
        set { setWidth(\.maximumPrimary, newValue, "maximumPrimaryColumnWidth") }
    }

    /// The primary column's width as a fraction of the split view's (0…1), used when
    /// `preferredPrimaryColumnWidth` is automatic; `automaticDimension` by default.
    public var preferredPrimaryColumnWidthFraction: CGFloat {
        get { widths.primaryFraction }
        set { setWidth(\.primaryFraction, newValue == Self.automaticDimension ? newValue : min(newValue, 1), "preferredPrimaryColumnWidthFraction") }
    }

    /// The supplementary column's width (`automaticDimension`: `Theme.containers.splitSupplementaryColumnWidth`).
    public var preferredSupplementaryColumnWidth: CGFloat {
        get { widths.preferredSupplementary }
        set { setWidth(\.preferredSupplementary, newValue, "preferredSupplementaryColumnWidth") }
    }

    /// The primary column's width as laid out now (0 before the view is loaded).
    public var primaryColumnWidth: CGFloat {
        guard isViewLoaded else { return 0 }
        let theme = view.theme.containers
        let minimum = widths.minimumPrimary == Self.automaticDimension ? theme.splitMinimumPrimaryColumnWidth : widths.minimumPrimary
        let maximum = max(minimum, widths.maximumPrimary == Self.automaticDimension ? theme.splitMaximumPrimaryColumnWidth : widths.maximumPrimary)
        var width = theme.splitPrimaryColumnWidth
        if widths.preferredPrimary != Self.automaticDimension {
            width = widths.preferredPrimary
        } else if widths.primaryFraction != Self.automaticDimension {
            width = widths.primaryFraction * view.bounds.width
        }
        return min(max(width, minimum), maximum)
    }

    /// The supplementary column's width as laid out now (0 before the view is loaded).
    public var supplementaryColumnWidth: CGFloat {
        guard isViewLoaded else { return 0 }
        return widths.preferredSupplementary == Self.automaticDimension
            ? view.theme.containers.splitSupplementaryColumnWidth : widths.preferredSupplementary
    }

    private func setWidth(_ path: WritableKeyPath<ColumnWidths, CGFloat>, _ value: CGFloat, _ name: String) {
        guard value.isFinite, value >= 0 || value == Self.automaticDimension else {
            return Diagnostics.report("SplitViewController.\(name): invalid value \(value); ignored")
        }
        widths[keyPath: path] = value
        viewIfLoaded?.setNeedsLayout()
    }

    /// The divider was dragged: the primary column takes `width` (clamped).
    func dividerDragged(toPrimaryWidth width: CGFloat) {
        widths.preferredPrimary = max(0, width)
        widths.preferredPrimary = primaryColumnWidth
        updateColumns()
    }

    // MARK: Display

    /// The display mode to lay out when expanded: the override of `show`/`hide`, else the
    /// preferred one, with `.automatic` resolved for the width and "over" modes as "beside".
    var resolvedDisplayMode: DisplayMode {
        let requested = displayModeOverride ?? preferredDisplayMode
        let hasSupplementary = style == .tripleColumn
        switch requested {
        case .secondaryOnly: return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: return .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return hasSupplementary ? .twoBesideSecondary : .oneBesideSecondary
        case .automatic:
            guard isViewLoaded else { return .oneBesideSecondary }
            let room = view.bounds.width - view.theme.containers.splitMinimumSecondaryColumnWidth
            let first = hasSupplementary ? supplementaryColumnWidth : primaryColumnWidth
            if hasSupplementary, room >= primaryColumnWidth + supplementaryColumnWidth { return .twoBesideSecondary }
            return room >= first ? .oneBesideSecondary : .secondaryOnly
        }
    }

    /// The columns a display mode shows, leftmost first.
    private func columns(for mode: DisplayMode) -> [Column] {
        switch mode {
        case .secondaryOnly: return [.secondary]
        case .twoBesideSecondary: return [.primary, .supplementary, .secondary]
        default: return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// Collapses or expands for the window's size class, then shows the columns of the
    /// display mode (or the collapsed one) and lays them out, with appearance callbacks
    /// for the controllers that come and go.
    func updateColumns() {
        guard isViewLoaded else { return }
        let compact = view.traitCollection.horizontalSizeClass == .compact
        var didCollapse = false, didExpand = false
        if compact, collapsedColumn == nil {
            collapsedColumn = columnForCollapsing()
            didCollapse = true
        } else if !compact, collapsedColumn != nil {
            collapsedColumn = nil
            didExpand = true
        }
        let mode = collapsedColumn == nil ? resolvedDisplayMode : .secondaryOnly
        let shownColumns = collapsedColumn.map { [$0] } ?? columns(for: mode)
        if collapsedColumn == nil, !hasLaidOutColumns {
            hasLaidOutColumns = view.window != nil
            laidOutDisplayMode = mode
        } else if collapsedColumn == nil {
            let wasShown = Set(columns(for: laidOutDisplayMode))
            for column in columns(for: .twoBesideSecondary) where wasShown.contains(column) != shownColumns.contains(column) && !didExpand {
                if shownColumns.contains(column) {
                    delegate?.splitViewController(self, willShow: column)
                } else {
                    delegate?.splitViewController(self, willHide: column)
                }
            }
            if mode != laidOutDisplayMode { delegate?.splitViewController(self, willChangeTo: mode) }
            laidOutDisplayMode = mode
        }
        let target = shownColumns.compactMap { containers[$0] }
        for old in shownControllers where !target.contains(where: { $0 === old }) { hideShown(old) }
        let appearing = appearanceState == .appeared || appearanceState == .appearing
        for controller in target where !shownControllers.contains(where: { $0 === controller }) {
            if appearing { controller.beginAppearanceTransition(true, animated: false) }
            let childView: View = controller.view
            childView.autoresizingMask = []
            view.insertSubview(childView, belowSubview: divider)
            shownControllers.append(controller)
            if appearing { controller.endAppearanceTransition() }
        }
        shownControllers = target
        layoutColumns(shownColumns)
        if didCollapse { delegate?.splitViewControllerDidCollapse(self) }
        if didExpand { delegate?.splitViewControllerDidExpand(self) }
    }

    /// The column shown alone when collapsing: `.compact` when set, else the delegate's pick.
    private func columnForCollapsing() -> Column {
        if containers[.compact] != nil { return .compact }
        let proposed: Column = containers[.secondary] != nil ? .secondary : .primary
        let picked = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        return containers[picked] != nil ? picked : proposed
    }

    /// Takes `controller`'s view out of the split view, with its disappearance callbacks.
    func hideShown(_ controller: ViewController) {
        let appearing = appearanceState == .appeared || appearanceState == .appearing
        if appearing { controller.beginAppearanceTransition(false, animated: false) }
        controller.viewIfLoaded?.removeFromSuperview()
        shownControllers.removeAll { $0 === controller }
        if appearing { controller.endAppearanceTransition() }
    }

    /// Places the shown columns side by side with a 1-pixel line between them, and the
    /// divider over the line after the primary column.
    private func layoutColumns(_ shownColumns: [Column]) {
        if divider.superview !== view { view.addSubview(divider) }
        let bounds = view.bounds
        let line = 1 / max(1, view.traitCollection.displayScale)
        var x: CGFloat = 0
        var lines: [CGFloat] = []
        for (index, column) in shownColumns.enumerated() {
            let isLast = index == shownColumns.count - 1
            let width: CGFloat
            switch column {
            case _ where isLast: width = max(0, bounds.width - x)
            case .primary: width = primaryColumnWidth
            case .supplementary: width = supplementaryColumnWidth
            default: width = 0
            }
            containers[column]?.viewIfLoaded?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
            if !isLast {
                lines.append(x)
                x += line
            }
        }
        while separators.count < lines.count {
            let separator = View(frame: .zero)
            separator.backgroundColor = view.theme.containers.splitSeparatorColor
            separator.isUserInteractionEnabled = false
            view.insertSubview(separator, belowSubview: divider)
            separators.append(separator)
        }
        while separators.count > lines.count { separators.removeLast().removeFromSuperview() }
        for (separator, lineX) in zip(separators, lines) {
            separator.frame = CGRect(x: lineX, y: 0, width: line, height: bounds.height)
        }
        let primaryShown = shownColumns.first == .primary && shownColumns.count > 1
        divider.isHidden = !primaryShown
        let hit = view.theme.containers.splitDividerHitWidth
        divider.frame = CGRect(x: (lines.first ?? 0) - hit, y: 0, width: 2 * hit + line, height: bounds.height)
    }
}

/// The app's column widths (`automaticDimension` where the split view decides).
struct ColumnWidths {
    var preferredPrimary: CGFloat = -1
    var minimumPrimary: CGFloat = -1
    var maximumPrimary: CGFloat = -1
    var primaryFraction: CGFloat = -1
    var preferredSupplementary: CGFloat = -1
}
