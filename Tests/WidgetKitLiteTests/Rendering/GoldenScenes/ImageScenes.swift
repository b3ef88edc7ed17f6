import Foundation

import WidgetKitLite

/// Images in image views (each content mode, at 1× and 2×) and in table cells.
extension GoldenScene {
    static let images: [GoldenScene] =
        [CGFloat(1), 2].flatMap { scale in contentModes.map { imageView($0.name, $0.mode, scale: scale) } }
        + [cellsWithImages]

    private static let contentModes: [(name: String, mode: View.ContentMode)] = [
        ("fill", .scaleToFill), ("fit", .scaleAspectFit), ("aspectfill", .scaleAspectFill), ("center", .center),
    ]

    /// The 40 × 20 picture in a 60 × 60 view in `mode`.
    private static func imageView(_ name: String, _ mode: View.ContentMode, scale: CGFloat) -> GoldenScene {
        GoldenScene("imageview-\(name)-\(Int(scale))x", width: 80, height: 80, scale: scale) { screen in
            let (_, root) = screen.makeWindowWithRootView()
            let view = ImageView(image: ImageSamples.picture)
            view.contentMode = mode
            view.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
            view.backgroundColor = Color(white: 0.9)
            root.addSubview(view)
            screen.runFrame()
        }
    }

    /// A default cell with a template image and a disclosure indicator over a subtitle cell
    /// with a picture.
    private static let cellsWithImages = GoldenScene("tableviewcell-images", width: 300, height: 100) { screen in
        let (_, root) = screen.makeWindowWithRootView()
        @MainActor func cell(_ style: TableViewCell.CellStyle, y: CGFloat) -> TableViewCell {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: y, width: 300, height: 44)
            cell.textLabel?.text = "Albums"
            cell.detailTextLabel?.text = "12 items"
            root.addSubview(cell)
            return cell
        }
        let plain = cell(.default, y: 0)
        plain.imageView?.image = ImageSamples.ring.withRenderingMode(.alwaysTemplate)
        plain.accessoryType = .disclosureIndicator
        let subtitle = cell(.subtitle, y: 50)
        subtitle.imageView?.image = ImageSamples.picture
        screen.runFrame()
    }
}
