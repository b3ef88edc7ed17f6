import Foundation

extension View {
    // MARK: Guides

    /// The guides added to the view, in order (system guides not included).
    public var layoutGuides: [LayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds `guide` to the view: its `layoutFrame` is then in this view's coordinates, and
    /// constraints can relate it to the view and its subtree. A guide already owned by another
    /// view moves here (its constraints to the old view's tree are deactivated).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom else {
            Diagnostics.report("addLayoutGuide: \(guide) is a system guide of its view; ignored")
            return
        }
        if let old = guide.owningView {
            if old === self { return }
            old.removeLayoutGuide(guide)
        }
        guide.owningView = self
        autoLayout.guides.append(guide)
    }

    /// Removes `guide` from the view, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        if let node = guide.existingLayoutNode { NSLayoutConstraint.deactivate(node.users) }
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The bounds inset by the safe area (`safeAreaInsets`): follows the bars, so a view
    /// pinned to it moves with a sliding tab bar frame by frame.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self, identifier: "SafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The bounds inset by the layout margins (and the safe area, while
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, owningView: self, identifier: "LayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The layout margins narrowed to a readable line length (at most 672 points), centred.
    public var readableContentGuide: LayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = LayoutGuide(kind: .readable, owningView: self, identifier: "ReadableContentGuide")
        autoLayout.readableGuide = guide
        return guide
    }

    // MARK: Margins

    /// The space to keep between the view's edges and its content (8 points on every edge
    /// by default; a view controller's root view keeps at least the controller's
    /// `systemMinimumLayoutMargins` on its sides).
    public var layoutMargins: EdgeInsets {
        get { EdgeInsets(directionalLayoutMargins) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue) }
    }

    /// `layoutMargins` with leading and trailing edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            guard let owner = owningViewController else { return autoLayoutStorage?.margins ?? DefaultLayoutMargins.view }
            // A view controller's root view: the system minimum, unless the app set larger.
            var m = autoLayoutStorage?.margins ?? owner.systemMinimumLayoutMargins
            if owner.viewRespectsSystemMinimumLayoutMargins {
                let floor = owner.systemMinimumLayoutMargins
                m = NSDirectionalEdgeInsets(
                    top: max(m.top, floor.top), leading: max(m.leading, floor.leading),
                    bottom: max(m.bottom, floor.bottom), trailing: max(m.trailing, floor.trailing))
            }
            return m
        }
        set {
            let clean = NSDirectionalEdgeInsets(
                top: newValue.top.finite(), leading: newValue.leading.finite(), bottom: newValue.bottom.finite(),
                trailing: newValue.trailing.finite())
            if clean != newValue { BadValue.report("View.directionalLayoutMargins", newValue, using: clean) }
            guard clean != autoLayoutStorage?.margins else { return }
            autoLayout.margins = clean
            layoutMarginsChanged()
        }
    }

    /// Whether the view's margins are at least its superview's where it reaches into them.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds (true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    /// The insets the margins guide and the margin attributes use: the margins, from the
    /// safe area's edges while `insetsLayoutMarginsFromSafeArea`, and at least the
    /// superview's where it reaches into them while `preservesSuperviewLayoutMargins`.
    var layoutMarginInsets: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.layoutMarginInsets, pb = parent.bounds.size, f = modelFrame
            m.left = max(m.left, p.left - f.minX)
            m.top = max(m.top, p.top - f.minY)
            m.right = max(m.right, p.right - (pb.width - f.maxX))
            m.bottom = max(m.bottom, p.bottom - (pb.height - f.maxY))
        }
        return m
    }

    /// The margins (or what they are measured from) changed: the guides and margin
    /// attributes follow, and the subviews lay out again.
    func layoutMarginsChanged() {
        layoutMarginsDidChange()
        layoutGuideInsetsChanged()
        setNeedsLayout()
    }

    /// The safe area or the margins changed: the system guides' constraints follow.
    func layoutGuideInsetsChanged() {
        guard let state = autoLayoutStorage else { return }
        for guide in [state.safeAreaGuide, state.marginsGuide, state.readableGuide] {
            guard let node = guide?.existingLayoutNode, let island = node.island else { continue }
            island.refreshInternals(of: node)
        }
        if let node = state.node, let island = node.island { island.itemMetricsDidChange(node) }
    }
}
