import Foundation

import WidgetKitLite

/// A form laid out with anchors only, in a navigation controller inside a tab bar
/// controller: labels and fields on one baseline, a switch row, a wrapped note in the
/// readable content guide and a button pinned to the safe area's bottom above the tab bar.
extension GoldenScene {
    static let autoLayout: [GoldenScene] = [
        GoldenScene("autolayout-form-1x", width: 420, height: 360) { form(on: $0) },
        GoldenScene("autolayout-form-2x", width: 420, height: 360, scale: 2) { form(on: $0) },
    ]

    @MainActor
    private static func form(on screen: SceneScreen) {
        let window = screen.makeWindow()
        let page = ViewController()
        page.title = "Profile"
        page.tabBarItem = TabBarItem(title: "Profile", image: ImageSamples.ring)
        let view: View = page.view

        let nameLabel = Label(), name = TextField(), noteLabel = Label(), toggleLabel = Label(), toggle = Switch()
        let save = Button(title: "Save", style: .filled)
        nameLabel.text = "Name"
        name.text = "Ada Lovelace"
        toggleLabel.text = "Show in search"
        toggle.isOn = true
        noteLabel.numberOfLines = 0
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.text = "Your name is shown to people you share albums with. It can be changed at any time."
        for v in [nameLabel, name, toggleLabel, toggle, noteLabel, save] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide, safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            name.leadingAnchor.constraint(equalToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 2),
            name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            name.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            toggleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            toggle.topAnchor.constraint(equalToSystemSpacingBelow: name.bottomAnchor, multiplier: 2),
            toggleLabel.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            noteLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            noteLabel.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            noteLabel.topAnchor.constraint(equalToSystemSpacingBelow: toggle.bottomAnchor, multiplier: 2),
            save.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            save.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.5),
            save.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -12),
        ])
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: page)]
        window.rootViewController = tabs
        screen.advance(by: 0)
    }
}
