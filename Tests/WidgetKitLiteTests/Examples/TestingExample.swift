// The code of the "Testing your UI without an X server" article, compiled and run by
// `swift test`. Written as an app's tests are: a plain `import WidgetKitLite`.
import Foundation
import Testing
import WidgetKitLite

extension Examples {
    @MainActor @Suite struct FadeButtonTests {
        @Test func aClickFadesTheBoxOut() {
            let screen = HeadlessScreen(size: CGSize(width: 200, height: 100))
            let window = screen.makeWindow()
            let box = View(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            box.backgroundColor = .black
            let button = Button(
                title: "Fade", style: .filled,
                primaryAction: Action { _ in
                    View.animate(withDuration: 0.5) { box.alpha = 0 }
                })
            button.frame = CGRect(x: 10, y: 30, width: 80, height: 40)
            window.addSubview(box)
            window.addSubview(button)

            screen.click(at: CGPoint(x: 50, y: 50))  // the action has run when click returns
            #expect(box.alpha == 0)  // the model changed at once
            screen.advance(by: 0.25)  // half way, on the manual clock
            let grey = screen.snapshot().pixel(x: 150, y: 50)
            #expect(grey.red > 0.4 && grey.red < 0.6)
            screen.advance(by: 0.25)
            #expect(screen.snapshot().pixel(x: 150, y: 50) == .white)
        }

        @Test func deletingANoteAsksFirst() {
            let screen = HeadlessScreen(size: CGSize(width: 600, height: 400))
            let window = screen.makeWindow()
            let notes = ViewController()
            var deleted = false
            let delete = AlertAction(title: "Delete", style: .destructive) { _ in deleted = true }
            notes.navigationItem.rightBarButtonItem = BarButtonItem(
                title: "Delete", style: .plain,
                primaryAction: Action { _ in
                    let alert = AlertController(title: "Delete this note?", message: nil, preferredStyle: .actionSheet)
                    alert.addAction(delete)
                    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                    notes.present(alert, animated: true)
                })
            window.rootViewController = NavigationController(rootViewController: notes)
            screen.advance(by: 0)

            #expect(screen.click(notes.navigationItem.rightBarButtonItem!))
            screen.advance(by: 0.5)  // the action sheet slides up
            #expect(screen.frame(of: delete) != nil)
            #expect(screen.click(delete))
            screen.advance(by: 0.5)  // the sheet slides away, then the action's handler runs
            #expect(deleted)
        }

        @Test func dragsAndKeys() {
            let screen = HeadlessScreen(size: CGSize(width: 300, height: 200))
            let window = screen.makeWindow()
            let canvas = View(frame: window.bounds)
            var translation = CGPoint.zero
            canvas.addGestureRecognizer(
                PanGestureRecognizer { pan in
                    translation = pan.translation(in: canvas)
                })
            window.addSubview(canvas)

            screen.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.2)
            #expect(translation.x == 200)
            screen.key("Tab")  // keys go to the focused view and key commands
        }

        @Test func goldenImage() throws {
            let screen = HeadlessScreen(size: CGSize(width: 120, height: 80), scale: 2)
            let window = screen.makeWindow()
            let label = Label(text: "Hello")
            label.frame = CGRect(x: 10, y: 10, width: 100, height: 30)
            window.addSubview(label)

            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wkl-golden-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let golden = directory.appendingPathComponent("hello.png")

            let image = screen.snapshot()
            #expect(image.width == 240 && image.height == 160)  // device pixels: points × scale
            if !FileManager.default.fileExists(atPath: golden.path) {
                try image.writePNG(to: golden)  // the first run records the golden
            }
            #expect(try Image(contentsOfPNG: golden) == image)
        }
    }
}
