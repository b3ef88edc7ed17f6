import Foundation

@testable import WidgetKitLite

/// Scenes that exercise the compositor more than any one view: backgrounds, text, drawn
/// content, a rasterised subtree and translucent groups together; and a table scrolled by
/// wheel and drag, caught while it decelerates under a pinned header (frames that move
/// pixels already shown).
extension GoldenScene {
    static let compositing: [GoldenScene] = [layers, scrolledTable]

    /// Plain and rounded backgrounds, text, drawn content, a rasterised subtree and a
    /// translucent group over a translucent band.
    private static let layers = GoldenScene("compositing-layers", width: 240, height: 160) { screen in
        let window = screen.makeWindow()
        window.backgroundColor = Color(rgb: 245, 245, 247)
        let button = Label(text: "Push page", color: .white)
        button.frame = CGRect(x: 10, y: 10, width: 110, height: 32)
        button.backgroundColor = .systemBlue
        button.cornerRadius = 8
        button.textAlignment = .center
        window.addSubview(button)
        window.addSubview(BlockDrawingView(frame: CGRect(x: 130, y: 10, width: 100, height: 40)))
        let raster = View(frame: CGRect(x: 10, y: 60, width: 100, height: 40))
        raster.backgroundColor = Color(rgb: 40, 160, 90)
        raster.shouldRasterize = true
        raster.addSubview(Label(text: "Cached", color: .white))
        window.addSubview(raster)
        let group = View(frame: CGRect(x: 120, y: 60, width: 110, height: 90))
        group.alpha = 0.5
        let inner = View(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        inner.backgroundColor = Color(rgb: 20, 20, 20)
        group.addSubview(inner)
        let over = View(frame: CGRect(x: 30, y: 30, width: 80, height: 60))
        over.backgroundColor = Color(rgb: 250, 200, 0)
        group.addSubview(over)
        window.addSubview(group)
        let dim = View(frame: CGRect(x: 0, y: 120, width: 240, height: 40))
        dim.backgroundColor = Color(rgb: 0, 0, 0, alpha: 0.3)
        window.addSubview(dim)
        screen.runFrame()
    }

    /// Sections of rows with disclosure indicators under pinned headers: wheel steps, then a
    /// drag let go, 0.3 s into the deceleration.
    private static let scrolledTable = GoldenScene("table-scrolled", width: 320, height: 300) { screen in
        let window = screen.makeWindow()
        let model = TableModel(
            sections: (0..<5).map { s in (0..<10).map { "S\(s) R\($0)" } }, headers: (0..<5).map { "Section \($0)" })
        model.accessory = .disclosureIndicator
        let table = ModelOwningTableView(frame: window.bounds, style: .plain)
        table.model = model
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        screen.advance(by: 0)
        for _ in 0..<6 {
            screen.scroll(dx: 0, dy: 70, at: CGPoint(x: 160, y: 150))
            screen.advance(by: 0.05)
        }
        screen.drag(from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 60), duration: 0.2)
        screen.advance(by: 0.3)
    }
}

/// A view drawing a block and a separator in `draw(_:in:)`.
@MainActor
private final class BlockDrawingView: View {
    override func draw(_ rect: CGRect, in context: GraphicsContext) {
        context.fill(CGRect(x: 4, y: 4, width: 30, height: 12), color: Color(rgb: 220, 60, 40))
        context.fill(
            CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: Color(rgb: 198, 198, 200))
    }
}

/// A table that keeps its data source alive (a table holds it weakly) as long as the
/// scene's window shows it.
@MainActor
private final class ModelOwningTableView: TableView {
    var model: TableModel?
}
