import Foundation
import Testing
import WidgetKitLite

/// A 400×300 window filled by a scroll view over 2000 points of 50-point rows.
@MainActor
struct ScrollFixture {
    let screen: HeadlessScreen
    let window: Window
    let scrollView: ScrollView
    let rows: [View]
    let log = ScrollLog()

    init(width: CGFloat = 400, height: CGFloat = 300, contentHeight: CGFloat = 2000, frame: CGRect? = nil, scale: CGFloat = 1) {
        screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: scale)
        window = screen.makeWindow()
        scrollView = ScrollView(frame: frame ?? window.bounds)
        scrollView.backgroundColor = .white
        var rows: [View] = []
        var y: CGFloat = 0
        var index = 0
        while y < contentHeight {
            let row = View(frame: CGRect(x: 0, y: y, width: width, height: 50))
            let grey = CGFloat(index % 5) * 0.2
            row.backgroundColor = Color(red: grey, green: 1 - grey, blue: 0.5, alpha: 1)
            scrollView.addSubview(row)
            rows.append(row)
            y += 50
            index += 1
        }
        self.rows = rows
        scrollView.contentSize = CGSize(width: width, height: contentHeight)
        scrollView.delegate = log
        window.addSubview(scrollView)
        screen.advance(by: 0)
        log.events.removeAll()
    }

    var offset: CGPoint { scrollView.contentOffset }

    /// Checks that everything comes to rest once the indicators have faded (0.75 s).
    func expectIdle(sourceLocation: SourceLocation = #_sourceLocation) {
        screen.advance(by: 1)
        #expect(screen.isIdle, "animations, frames or timers still pending", sourceLocation: sourceLocation)
        #expect(!screen.isFrameTimerActive, "frame timer still running", sourceLocation: sourceLocation)
    }

    /// Whether what the screen shows equals a full repaint of the window.
    func incrementalEqualsFullRepaint() -> Bool {
        let shown = screen.snapshot()
        let full = screen.fullRepaint()
        return shown == full
    }
}

/// Records delegate calls by name ("scroll" for each `scrollViewDidScroll`).
@MainActor
final class ScrollLog: ScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []

    /// The calls other than `scroll`, in order.
    var milestones: [String] { events.filter { $0 != "scroll" } }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        events.append("scroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
}
