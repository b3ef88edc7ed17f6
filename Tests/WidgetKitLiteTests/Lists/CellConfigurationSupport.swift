import Foundation
import Testing
@testable import WidgetKitLite

/// A data source whose rows are content configurations (one section per array), with a
/// background configuration per row when given; it keeps every cell it handed out.
@MainActor
final class ConfigurationListModel: TableViewDataSource, TableViewDelegate {
    var sections: [[ListContentConfiguration]]
    var background: ((IndexPath) -> BackgroundConfiguration?)?
    var handedOut: [TableViewCell] = []

    init(sections: [[ListContentConfiguration]], background: ((IndexPath) -> BackgroundConfiguration?)? = nil) {
        self.sections = sections
        self.background = background
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.contentConfiguration = sections[indexPath.section][indexPath.row]
        if let background { cell.backgroundConfiguration = background(indexPath) }
        handedOut.append(cell)
        return cell
    }
}

/// A table over a `ConfigurationListModel` in a window of its own; the table keeps the model.
@MainActor
final class ConfigurationListTable: TableView {
    required init?(coder: NSCoder) { nil }

    let model: ConfigurationListModel

    init(frame: CGRect, style: Style, model: ConfigurationListModel) {
        self.model = model
        super.init(frame: frame, style: style)
        register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = model
        delegate = model
    }
}

/// Template glyphs for rows: solid shapes whose alpha alone matters.
enum RowGlyphs {
    /// A filled circle `size` pixels across.
    static func disc(_ size: Int) -> Image { shape(size) { dx, dy, r in dx * dx + dy * dy <= r * r } }
    /// A filled square with a hole, `size` pixels across.
    static func frame(_ size: Int) -> Image { shape(size) { dx, dy, r in max(abs(dx), abs(dy)) > r * 0.45 } }
    /// A triangle pointing up, `size` pixels across.
    static func triangle(_ size: Int) -> Image { shape(size) { dx, dy, r in abs(dx) * 2 <= dy + r } }

    private static func shape(_ size: Int, _ inside: (Double, Double, Double) -> Bool) -> Image {
        let r = Double(size) / 2
        var pixels: [UInt32] = []
        for y in 0..<size {
            for x in 0..<size {
                pixels.append(inside(Double(x) + 0.5 - r, Double(y) + 0.5 - r, r) ? 0xFF00_0000 : 0)
            }
        }
        return makeImage(width: size, height: size, pixels: pixels).withRenderingMode(.alwaysTemplate)
    }
}
