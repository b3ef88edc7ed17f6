import Foundation

import WidgetKitLite

/// Scenes that exercise the compositor more than any one view: backgrounds, text, drawn
/// content, a rasterised subtree and translucent groups together; and a table scrolled by
/// wheel and drag, caught while it decelerates under a pinned header (frames that move
/// pixels already shown).
extension GoldenScene {
    static let compositing: [GoldenScene] = [
        layers(scale: 1), layers(scale: 2), clipsAndFractions(scale: 1), clipsAndFractions(scale: 2), scrolledTable,
    ]

    /// Plain and rounded backgrounds, text, drawn content, a rasterised subtree and a
    /// translucent group over a translucent band, at `scale`.
    private static func layers(scale: CGFloat) -> GoldenScene {
        GoldenScene("compositing-layers\(scale == 1 ? "" : "-\(Int(scale))x")", width: 240, height: 160, scale: scale) {
            screen in
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
    }

    /// Rounded clips of drawn and rasterised content, frames at fractions of a point, and
    /// groups nested inside translucent groups, at `scale`.
    private static func clipsAndFractions(scale: CGFloat) -> GoldenScene {
        GoldenScene("compositing-clips-\(Int(scale))x", width: 200, height: 120, scale: scale) { screen in
            let window = screen.makeWindow()
            window.backgroundColor = Color(rgb: 230, 236, 245)
            let card = View(frame: CGRect(x: 8.5, y: 8.25, width: 90.5, height: 60.75))
            card.backgroundColor = .white
            card.cornerRadius = 14
            card.clipsToBounds = true
            let overhang = BlockDrawingView(frame: CGRect(x: -10.5, y: -6.5, width: 70, height: 30))
            overhang.backgroundColor = Color(rgb: 255, 149, 0)
            card.addSubview(overhang)
            let caption = Label(text: "Clipped card", color: .black)
            caption.frame = CGRect(x: 6.5, y: 34.5, width: 120, height: 20)
            card.addSubview(caption)
            window.addSubview(card)
            let outer = View(frame: CGRect(x: 104.25, y: 10.5, width: 88, height: 100))
            outer.alpha = 0.6
            outer.backgroundColor = Color(rgb: 88, 86, 214)
            outer.cornerRadius = 10
            let inner = View(frame: CGRect(x: 10.5, y: 10.5, width: 60, height: 40))
            inner.alpha = 0.5
            inner.backgroundColor = Color(rgb: 255, 45, 85)
            inner.addSubview(Label(text: "Nested", color: .white))
            outer.addSubview(inner)
            let cached = View(frame: CGRect(x: 20.75, y: 55.25, width: 56, height: 36))
            cached.shouldRasterize = true
            cached.alpha = 0.8
            cached.cornerRadius = 6
            cached.clipsToBounds = true
            cached.backgroundColor = Color(rgb: 52, 199, 89)
            cached.addSubview(BlockDrawingView(frame: CGRect(x: 30, y: 20, width: 50, height: 30)))
            outer.addSubview(cached)
            window.addSubview(outer)
            let band = View(frame: CGRect(x: 0, y: 80.5, width: 200, height: 30))
            band.backgroundColor = Color(rgb: 255, 255, 255, alpha: 0.45)
            window.addSubview(band)
            screen.runFrame()
        }
    }

    /// Sections of rows with disclosure indicators under pinned headers: wheel steps, then a
    /// drag let go, 0.3 s into the deceleration.
    private static let scrolledTable = GoldenScene("table-scrolled", width: 320, height: 300) { screen in
        let window = screen.makeWindow()
        let model = TableModel(
            sections: (0..<5).map { s in (0..<10).map { "S\(s) R\($0)" } }, headers: (0..<5).map { "Section \($0)" })
        model.accessory = .disclosureIndicator
        let table = ModelOwningTableView(frame: window.bounds, model: model)
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
final class ModelOwningTableView: TableView {
    var model: TableModel?

    /// A plain table of `frame` showing `model` (its data source and delegate) with cells
    /// registered as "row".
    convenience init(frame: CGRect, model: TableModel) {
        self.init(frame: frame, style: .plain)
        self.model = model
        register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = model
        delegate = model
    }
}
