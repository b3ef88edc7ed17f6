// UIKit's "Adopting drag and drop in a custom view" snippets with `UI` dropped, compiled and
// run by `swift test`: public API only.
import Foundation
import Testing
import WidgetKitLite

/// A view controller whose view takes dropped text and whose label drags its text out.
final class DropTextViewController: ViewController, DropInteractionDelegate, DragInteractionDelegate {
    let label = Label()
    private(set) var received: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        label.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        label.text = "Hello"
        label.isUserInteractionEnabled = true
        view.addSubview(label)
        view.addInteraction(DropInteraction(delegate: self))
        label.addInteraction(DragInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        session.loadObjects(ofClass: String.self) { items in
            self.received += items
        }
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        guard let text = label.text else { return [] }
        let provider = ItemProvider(object: text)
        let item = DragItem(itemProvider: provider)
        item.localObject = label
        return [item]
    }
}

@MainActor @Suite struct DragAndDropExample {
    @Test func theLabelsTextDropsOnTheView() async {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 240))
        let window = screen.makeWindow()
        let controller = DropTextViewController()
        window.rootViewController = controller
        screen.runFrame()
        screen.press(at: CGPoint(x: 30, y: 30))
        screen.move(to: CGPoint(x: 60, y: 30))
        screen.move(to: CGPoint(x: 200, y: 150))
        screen.release(at: CGPoint(x: 200, y: 150))
        for _ in 0..<3 {
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        #expect(controller.received == ["Hello"])
    }
}
