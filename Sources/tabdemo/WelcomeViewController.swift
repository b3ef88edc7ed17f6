import Foundation
import WidgetKitLite

/// The first page: a title and a few coloured cards.
final class WelcomeViewController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = Label(text: "WidgetKitLite", font: .systemFont(ofSize: 28, weight: .bold))
        title.frame.origin = CGPoint(x: 24, y: 24)
        title.accessibilityIdentifier = "title"
        view.addSubview(title)
        let colors: [(String, Color)] = [("blue", .systemBlue), ("green", .systemGreen), ("orange", .systemOrange)]
        for (i, (name, color)) in colors.enumerated() {
            let card = View(frame: CGRect(x: 24 + CGFloat(i) * 136, y: 80, width: 120, height: 80))
            card.backgroundColor = color
            card.cornerRadius = 12
            card.accessibilityIdentifier = name
            view.addSubview(card)
        }
    }
}
