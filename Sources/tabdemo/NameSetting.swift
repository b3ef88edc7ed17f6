import Foundation
import WidgetKitLite

/// The Settings tab's name field: what is typed there shows in the Home page's title. A
/// caption over the field, both in text styles that follow the text size; its height is
/// theirs (constraints), its width the one it is given.
@MainActor
final class NameSetting: View {
    required init?(coder: NSCoder) { nil }

    let label = Label(text: "Name", font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    let field = TextField(placeholder: "Your name")
    /// Called with the field's text after every edit.
    var onChange: (String) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.clearButtonMode = .whileEditing
        field.font = .preferredFont(forTextStyle: .body)
        // Both follow the text size chosen in Settings.
        label.adjustsFontForContentSizeCategory = true
        field.adjustsFontForContentSizeCategory = true
        field.accessibilityIdentifier = "name"
        field.addAction(Action { [weak self] _ in self?.onChange(self?.field.text ?? "") }, for: .editingChanged)
        for sub in [label, field] as [View] {
            sub.translatesAutoresizingMaskIntoConstraints = false
            addSubview(sub)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            field.topAnchor.constraint(equalToSystemSpacingBelow: label.bottomAnchor, multiplier: 0.5),
            field.leadingAnchor.constraint(equalTo: leadingAnchor),
            field.trailingAnchor.constraint(equalTo: trailingAnchor),
            field.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// The title of the Home page for `name`: "Home", or "Home · name".
    static func homeTitle(for name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "Home" : "Home · \(trimmed)"
    }
}
