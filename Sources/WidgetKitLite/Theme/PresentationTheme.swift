import Foundation

/// The colours, sizes and durations of presented controllers (`Theme.presentation`).
public struct PresentationTheme: Sendable, Equatable {
    /// A sheet slides up (and down when dismissed) over 0.4 s, ease-out.
    public var sheetDuration: TimeInterval = 0.4
    /// The presenter under a sheet or an alert is dimmed by black at this alpha: 0.4.
    public var dimmingAlpha: CGFloat = 0.4
    /// Space between the window's top and a page sheet: 40 pt.
    public var sheetTopMargin: CGFloat = 40
    /// A page sheet is at most 720 pt wide, centred (full width in narrower windows).
    public var sheetMaximumWidth: CGFloat = 720
    /// Corner radius of a sheet's top corners: 10 pt.
    public var sheetCornerRadius: CGFloat = 10
    /// A sheet dragged down and released dismisses when its projected travel passes this
    /// fraction of its height: 0.5.
    public var sheetDismissFraction: CGFloat = 0.5
    /// An alert fades in and out over 0.25 s.
    public var alertDuration: TimeInterval = 0.25
    /// Width of an alert: 270 pt.
    public var alertWidth: CGFloat = 270
    /// Corner radius of alerts and action-sheet groups: 14 pt.
    public var alertCornerRadius: CGFloat = 14
    /// Background of alerts and action sheets: (248, 248, 248); dark (44, 44, 46).
    public var alertBackgroundColor = Color(rgb: 248, 248, 248)
    /// The hairlines between an alert's or an action sheet's text and buttons: (200, 199,
    /// 204); dark (68, 68, 71), which shows on the dark box.
    public var alertSeparatorColor = Color(rgb: 200, 199, 204)
    /// What a presented page sheet should fill itself with: white; dark (28, 28, 30), the
    /// "elevated" background that sets the sheet apart from the dimmed black page under
    /// it (UIKit's `systemBackground` at the elevated level). Pages whose background is the
    /// plain `pageBackgroundColor` (black in the dark) would melt into the dimming.
    public var sheetBackgroundColor = Color.white
    /// Height of an alert or action-sheet button: 44 pt (action sheets: 57 pt).
    public var alertButtonHeight: CGFloat = 44
    /// Height of an action-sheet button: 57 pt.
    public var actionSheetButtonHeight: CGFloat = 57
    /// Margin around action sheets: 10 pt.
    public var actionSheetMargin: CGFloat = 10
    /// Maximum width of an action sheet: 400 pt.
    public var actionSheetMaximumWidth: CGFloat = 400
    /// Titles of alerts: 17 pt semibold.
    public var alertTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    /// Messages of alerts: 13 pt.
    public var alertMessageFont = Font.systemFont(ofSize: 13)
    /// Height of a text field in an alert: 28 pt.
    public var alertTextFieldHeight: CGFloat = 28
    /// Text of the text fields in an alert: 13 pt.
    public var alertTextFieldFont = Font.systemFont(ofSize: 13)
    /// Destructive actions: (255, 59, 48).
    public var destructiveColor = Color(rgb: 255, 59, 48)

    /// The default look.
    public init() {}
}
