// The code of the "Attributed Text" article, compiled and run by `swift test`. Written as an
// app writes it: a plain `import WidgetKitLite`, public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: Article code

/// A styled paragraph: a bold heading run, a link, an underline and an inline icon.
@MainActor
func makeWelcomeText(icon: Image) -> NSAttributedString {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.paragraphSpacing = 8
    let body: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 15), .paragraphStyle: style]
    let text = NSMutableAttributedString(string: "Welcome\n", attributes: body)
    text.addAttribute(.font, value: Font.boldSystemFont(ofSize: 22), range: NSRange(location: 0, length: 7))
    text.append(NSAttributedString(string: "Read the ", attributes: body))
    var link = body
    link[.link] = URL(string: "https://example.com/guide")!
    text.append(NSAttributedString(string: "guide", attributes: link))
    text.append(NSAttributedString(string: " or tap ", attributes: body))
    let attachment = NSTextAttachment(image: icon)
    attachment.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)
    text.append(NSAttributedString(attachment: attachment))
    var important = body
    important[.underlineStyle] = NSUnderlineStyle.single.rawValue
    important[.foregroundColor] = Color.systemRed
    text.append(NSAttributedString(string: " now", attributes: important))
    return text
}

/// A label and a button that show it.
@MainActor
func showWelcome(in view: View, icon: Image) -> Label {
    let label = Label(frame: CGRect(x: 16, y: 16, width: 280, height: 0))
    label.numberOfLines = 0
    label.attributedText = makeWelcomeText(icon: icon)
    let size = CGSize(width: 280, height: 0)
    let height = label.attributedText?.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height
    label.frame.size.height = (height ?? 0).rounded(.up)
    view.addSubview(label)

    let button = Button(frame: CGRect(x: 16, y: label.frame.maxY + 8, width: 120, height: 44))
    let title = NSAttributedString(string: "Continue", attributes: [.kern: 1.5, .font: Font.boldSystemFont(ofSize: 15)])
    button.setAttributedTitle(title, for: .normal)
    view.addSubview(button)
    return label
}

/// "Hello, " and the name in bold blue, built as Swift's attributed string.
@MainActor
func greeting(for name: String) -> NSAttributedString {
    var hello = AttributedString("Hello, ")
    hello.font = .systemFont(ofSize: 17)
    var who = AttributedString(name)
    who.font = .boldSystemFont(ofSize: 17)
    who.foregroundColor = .systemBlue
    return NSAttributedString(hello + who)
}

// MARK: The article's promises, checked

extension Examples {
    @MainActor @Suite struct AttributedText {
        @Test func theWelcomeTextShowsInALabelSizedByBoundingRect() {
            let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
            let window = screen.makeWindow()
            let label = showWelcome(in: window, icon: .empty)
            #expect(label.text == "Welcome\nRead the guide or tap \u{FFFC} now")
            // A 22-point line, 4 points of line spacing, 8 of paragraph spacing, a 15-point line.
            let measured = label.attributedText?.size() ?? .zero
            #expect(measured.height == 56)
            #expect(label.bounds.height == 56)
            screen.advance(by: 0)
        }

        @Test func theGreetingKeepsItsTwoStyles() {
            let text = greeting(for: "Ada")
            #expect(text.string == "Hello, Ada")
            #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? Font == .systemFont(ofSize: 17))
            #expect(text.attribute(.font, at: 8, effectiveRange: nil) as? Font == .boldSystemFont(ofSize: 17))
            #expect(text.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? Color == .systemBlue)
        }
    }
}
