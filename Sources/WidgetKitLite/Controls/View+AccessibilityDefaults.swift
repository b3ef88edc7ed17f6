import Foundation

// The accessibility defaults of the toolkit's controls (see View's `accessibility…`
// properties): what each says about itself unless the app sets its own.

extension Control {
    /// `.notEnabled` when disabled, `.selected` when selected.
    var stateAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

/// `fraction` (0…1) as a whole percentage, "50%".
private func percentage(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
}

/// A number without a needless ".0": "3", "2.5".
func accessibilityNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", value)
}

extension Label: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !(text ?? "").isEmpty }
    var defaultAccessibilityLabel: String? { text }
    var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
}

extension Button: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? {
        if let title = currentTitle ?? configuration?.title, !title.isEmpty { return title }
        if let label = imageView.accessibilityStorage.label { return label }
        // UIKit's system buttons are named by what they do.
        switch buttonType {
        case .close: return "Close"
        case .infoLight, .infoDark, .detailDisclosure: return "More Info"
        case .contactAdd: return "Add"
        case .custom, .system, .plain: return nil
        }
    }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits.union(.button) }
    func defaultAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
}

extension Switch: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits.union([.button, .toggleButton]) }
    func defaultAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: false)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }
}

extension Slider: AccessibilityDefaults {
    var defaultAccessibilityValue: String? {
        let range = Double(maximumValue) - Double(minimumValue)
        return percentage(range > 0 ? (Double(value) - Double(minimumValue)) / range : 0)
    }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits.union(.adjustable) }
    func defaultAccessibilityAdjust(up: Bool) {
        guard isEnabled else { return }
        let step = (maximumValue - minimumValue) / 10
        let next = min(max(value + (up ? step : -step), minimumValue), maximumValue)
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }
}

extension Stepper: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { accessibilityNumber(value) }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits.union(.adjustable) }
    func defaultAccessibilityAdjust(up: Bool) { step(up ? .increment : .decrement, sendsNow: true) }
}

extension SegmentedControl: AccessibilityDefaults {
    /// A container of its segments, as UIKit's is.
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityElements: [Any]? { accessibilitySegments }
    var defaultAccessibilityValue: String? {
        selectedSegmentIndex >= 0 ? titleForSegment(at: selectedSegmentIndex) : nil
    }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits }
}

extension PageControl: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits.union(.adjustable) }
    func defaultAccessibilityAdjust(up: Bool) {
        guard isEnabled else { return }
        let next = min(max(currentPage + (up ? 1 : -1), 0), max(numberOfPages - 1, 0))
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}

extension TextField: AccessibilityDefaults {
    var defaultAccessibilityLabel: String? { (text ?? "").isEmpty ? placeholder : nil }
    var defaultAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return nil }
        return isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }
    var defaultAccessibilityTraits: AccessibilityTraits { stateAccessibilityTraits }
    func defaultAccessibilityActivate() -> Bool { isEnabled && becomeFirstResponder() }
}

extension TextView: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { (text ?? "").isEmpty ? nil : text }
    func defaultAccessibilityActivate() -> Bool { becomeFirstResponder() }
}

extension ProgressView: AccessibilityDefaults {
    var defaultAccessibilityValue: String? { percentage(Double(progress)) }
    var defaultAccessibilityTraits: AccessibilityTraits { .updatesFrequently }
}

extension ImageView: AccessibilityDefaults {
    var defaultIsAccessibilityElement: Bool { !(accessibilityStorage.label ?? "").isEmpty }
    var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
