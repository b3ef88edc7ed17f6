import Foundation
import WidgetKitLite

/// The Settings tab's name field: what is typed there shows in the Home page's title.
@MainActor
final class NameSetting: View {
    let label = Label(text: "Name", font: .systemFont(ofSize: 15), color: .secondaryLabel)
    let field = TextField(placeholder: "Your name")
    /// Called with the field's text after every edit.
    var onChange: (String) -> Void = { _ in }

    static let height: CGFloat = 60
    static let labelGap: CGFloat = 4

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.clearButtonMode = .whileEditing
        field.accessibilityIdentifier = "name"
        field.addAction(Action { [weak self] _ in self?.onChange(self?.field.text ?? "") }, for: .editingChanged)
        addSubview(label)
        addSubview(field)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let labelHeight = label.intrinsicContentSize.height
        label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: labelHeight)
        let fieldHeight = field.intrinsicContentSize.height
        field.frame = CGRect(x: 0, y: labelHeight + Self.labelGap, width: bounds.width, height: fieldHeight)
    }

    /// The title of the Home page for `name`: "Home", or "Home · name".
    static func homeTitle(for name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "Home" : "Home · \(trimmed)"
    }
}
