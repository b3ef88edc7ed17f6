import Foundation
import Testing
@testable import WidgetKitLite

/// Runs what the main queue holds now (item provider completions are queued there).
@MainActor
func drainMainQueue() async {
    for _ in 0..<3 {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

@MainActor
final class RecordingDropDelegate: DropInteractionDelegate {
    var proposal: DropOperation = .copy
    var accepts = true
    var events: [String] = []
    var strings: [String] = []
    var urls: [URL] = []
    var locations: [CGPoint] = []
    var localObjects: [Any] = []

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        events.append("canHandle")
        return accepts
    }
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) { events.append("enter") }
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        events.append("update")
        locations.append(session.location(in: interaction.view!))
        return DropProposal(operation: proposal)
    }
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { events.append("exit") }
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        events.append("perform")
        localObjects = session.items.compactMap(\.localObject)
        session.loadObjects(ofClass: String.self) { self.strings = $0 }
        session.loadObjects(ofClass: URL.self) { self.urls = $0 }
    }
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) { events.append("conclude") }
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { events.append("end") }
}

@MainActor
final class StringDragSource: DragInteractionDelegate {
    var text = "dragged"
    var ended: [DropOperation] = []
    var beginLocations: [CGPoint] = []

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        beginLocations.append(session.location(in: interaction.view!))
        guard !text.isEmpty else { return [] }
        let item = DragItem(itemProvider: ItemProvider(object: text))
        item.localObject = interaction.view
        return [item]
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        ended.append(operation)
    }
}

@MainActor @Suite struct DropInteractionTests {
    /// A source view at the left, a target view at the right of the window.
    @MainActor struct Scene {
        let f = Fixture()
        let source = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let target = View(frame: CGRect(x: 200, y: 10, width: 100, height: 100))
        let sourceDelegate = StringDragSource()
        let targetDelegate = RecordingDropDelegate()

        init() {
            f.root.addSubview(source)
            f.root.addSubview(target)
            source.addInteraction(DragInteraction(delegate: sourceDelegate))
            target.addInteraction(DropInteraction(delegate: targetDelegate))
        }

        func drag(to end: CGPoint) {
            f.screen.press(at: CGPoint(x: 50, y: 50))
            f.screen.move(to: CGPoint(x: 70, y: 50))
            f.screen.move(to: CGPoint(x: 150, y: 50))
            f.screen.move(to: end)
            f.screen.release(at: end)
        }
    }

    @Test func aDragInTheAppDeliversTheItemAndItsLocalObject() async {
        let s = Scene()
        s.drag(to: CGPoint(x: 250, y: 60))
        #expect(s.sourceDelegate.beginLocations == [CGPoint(x: 40, y: 40)])
        #expect(s.targetDelegate.events == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        #expect(s.targetDelegate.locations.last == CGPoint(x: 50, y: 50))
        #expect(s.targetDelegate.localObjects.first as? View === s.source)
        #expect(s.sourceDelegate.ended == [.copy])
        await drainMainQueue()
        #expect(s.targetDelegate.strings == ["dragged"])
        #expect(s.targetDelegate.urls.isEmpty)
    }

    @Test func aDropOutsideEveryTargetIsCancelled() {
        let s = Scene()
        s.drag(to: CGPoint(x: 150, y: 200))
        #expect(s.targetDelegate.events == [])
        #expect(s.sourceDelegate.ended == [.cancel])
    }

    @Test func leavingTheTargetTellsItAndADropElsewhereDoesNotPerform() {
        let s = Scene()
        s.f.screen.press(at: CGPoint(x: 50, y: 50))
        s.f.screen.move(to: CGPoint(x: 70, y: 50))
        s.f.screen.move(to: CGPoint(x: 250, y: 50))
        s.f.screen.move(to: CGPoint(x: 150, y: 200))
        s.f.screen.release(at: CGPoint(x: 150, y: 200))
        #expect(s.targetDelegate.events == ["canHandle", "enter", "update", "exit", "end"])
        #expect(s.sourceDelegate.ended == [.cancel])
    }

    @Test func forbiddenAndCancelProposalsDoNotDrop() {
        for proposal in [DropOperation.forbidden, .cancel] {
            let s = Scene()
            s.targetDelegate.proposal = proposal
            s.drag(to: CGPoint(x: 250, y: 60))
            #expect(!s.targetDelegate.events.contains("perform"))
            #expect(s.targetDelegate.events.last == "end")
            #expect(s.sourceDelegate.ended == [.cancel])
        }
    }

    @Test func aMoveProposalIsAMoveInTheApp() {
        let s = Scene()
        s.targetDelegate.proposal = .move
        s.drag(to: CGPoint(x: 250, y: 60))
        #expect(s.sourceDelegate.ended == [.move])
    }

    @Test func aTargetThatCannotHandleTheDragIsPassedOverForItsAncestor() {
        let s = Scene()
        s.targetDelegate.accepts = false
        let outer = RecordingDropDelegate()
        s.f.root.addInteraction(DropInteraction(delegate: outer))
        s.drag(to: CGPoint(x: 250, y: 60))
        #expect(s.targetDelegate.events == ["canHandle"])
        #expect(outer.events.contains("perform"))
        #expect(outer.locations.last == CGPoint(x: 250, y: 60))
    }

    @Test func noItemsNoDrag() {
        let s = Scene()
        s.sourceDelegate.text = ""
        s.drag(to: CGPoint(x: 250, y: 60))
        #expect(s.targetDelegate.events.isEmpty)
        #expect(s.sourceDelegate.ended.isEmpty)
    }

    @Test func aPressThatDoesNotMovePastTheThresholdStartsNoDrag() {
        let s = Scene()
        s.f.screen.press(at: CGPoint(x: 50, y: 50))
        s.f.screen.move(to: CGPoint(x: 55, y: 50))
        s.f.screen.release(at: CGPoint(x: 55, y: 50))
        #expect(s.sourceDelegate.beginLocations.isEmpty)
    }

    @Test func aDragFromAnotherApplicationIsOfferedLikeALocalOne() async {
        let s = Scene()
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.file-url") { completion in
            completion(Data("file:///tmp/a%20b.txt\r\nfile:///tmp/c.txt\r\n".utf8))
        }
        let drag = IncomingDrag(items: [DragItem(itemProvider: provider)], allowsMove: false)
        let destination: DragDestination = s.f.window
        #expect(destination.drag(drag, movedTo: CGPoint(x: 20, y: 200)) == .cancel)
        s.targetDelegate.proposal = .move
        #expect(destination.drag(drag, movedTo: CGPoint(x: 210, y: 20)) == .copy)
        #expect(destination.drop(drag, at: CGPoint(x: 210, y: 20)) == .copy)
        #expect(s.targetDelegate.events == ["canHandle", "enter", "update", "perform", "conclude", "end"])
        await drainMainQueue()
        #expect(s.targetDelegate.urls.map(\.path) == ["/tmp/a b.txt", "/tmp/c.txt"])
        #expect(s.targetDelegate.strings.isEmpty)
    }

    @Test func anExternalDragThatLeavesEndsTheSession() {
        let s = Scene()
        let drag = IncomingDrag(items: [DragItem(itemProvider: ItemProvider(object: "x"))], allowsMove: true)
        let destination: DragDestination = s.f.window
        #expect(destination.drag(drag, movedTo: CGPoint(x: 210, y: 20)) == .copy)
        destination.dragExited(drag)
        #expect(s.targetDelegate.events == ["canHandle", "enter", "update", "exit", "end"])
    }
}

@MainActor @Suite struct DragCancellationTests {
    @Test func escapeCancelsADragAndTheReleaseDropsNothing() {
        let s = DropInteractionTests.Scene()
        s.f.screen.press(at: CGPoint(x: 50, y: 50))
        s.f.screen.move(to: CGPoint(x: 70, y: 50))
        s.f.screen.move(to: CGPoint(x: 250, y: 60))
        s.f.screen.key("Escape")
        s.f.screen.release(at: CGPoint(x: 250, y: 60))
        #expect(s.targetDelegate.events == ["canHandle", "enter", "update", "exit", "end"])
        #expect(s.sourceDelegate.ended == [.cancel])
        // Keys reach the window again.
        s.f.screen.press(at: CGPoint(x: 50, y: 50))
        s.f.screen.move(to: CGPoint(x: 70, y: 50))
        s.f.screen.move(to: CGPoint(x: 250, y: 60))
        s.f.screen.release(at: CGPoint(x: 250, y: 60))
        #expect(s.sourceDelegate.ended == [.cancel, .copy])
    }
}
