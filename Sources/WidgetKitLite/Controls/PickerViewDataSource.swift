import Foundation

/// Tells a picker view how many components and rows it shows — UIKit's `UIPickerViewDataSource`.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many components (columns) the picker shows.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker view its rows' titles and sizes and hears about choices — UIKit's
/// `UIPickerViewDelegate`. Every method has a default.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of `row` in `component` (default: nil, an empty row).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The attributed title of a row; when not nil its string is shown instead of the title
    /// (default: nil).
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The user chose `row` in `component` (not called for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of `component`'s pop-up button (default: 0, an equal share of the width).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a row in `component`'s list (default: `PickerView.defaultRowHeight`).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension PickerViewDelegate {
    /// Returns nil.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Returns nil.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// Returns 0 (an equal share of the width).
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// Returns `PickerView.defaultRowHeight`.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { PickerView.defaultRowHeight }
}
