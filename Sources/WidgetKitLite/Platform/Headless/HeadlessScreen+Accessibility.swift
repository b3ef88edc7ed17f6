import Foundation

/// Reading the front window as assistive technologies would, and auditing it.
extension HeadlessScreen {
    /// The accessibility tree of the front window (an empty window node when there is none).
    ///
    /// Visible views are walked in subview order: a view whose `isAccessibilityElement` is
    /// true is a node (its subviews are not read); a view with `accessibilityElements` is a
    /// "panel" node holding those; other views are flattened into their parent. When
    /// subviews of one view set `accessibilityViewIsModal`, only the last of them is read.
    public func accessibilitySnapshot() -> AccessibilitySnapshot {
        guard let window = windows.last else {
            return AccessibilitySnapshot(root: .init(role: "window", states: [], frame: .zero, children: []))
        }
        return AccessibilityTreeReader(window: window).snapshot()
    }

    /// The accessibility problems of the front window: unlabelled interactive elements,
    /// targets under 24 × 24 pt, and label text under 4.5:1 contrast against the background
    /// behind it (WCAG 2 relative luminance). Empty for a well-made window. (Focus order is
    /// not audited: the Tab key's order is the reading order, so it never goes back.)
    public func accessibilityAudit() -> [AccessibilityAuditIssue] {
        guard let window = windows.last else { return [] }
        return AccessibilityAuditIssue.audit(window)
    }
}
