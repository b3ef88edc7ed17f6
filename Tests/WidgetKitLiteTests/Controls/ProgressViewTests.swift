import Foundation
import Testing
@testable import WidgetKitLite

@MainActor @Suite struct ProgressViewTests {
    private func makeProgress(_ f: Fixture, style: ProgressView.Style = .default) -> ProgressView {
        let view = ProgressView(progressViewStyle: style)
        view.frame = CGRect(x: 20, y: 40, width: 200, height: 4)
        f.root.addSubview(view)
        return view
    }

    @Test func progressIsClampedAndNaNBecomesZeroWithOneLine() {
        let f = Fixture()
        let view = makeProgress(f)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.progress = -0.2
        #expect(view.progress == 0)
        view.progress = 0.4
        let lines = capturingDiagnostics { view.progress = .nan }
        #expect(view.progress == 0)
        #expect(lines.count == 1 && lines[0].contains("ProgressView.setProgress"), "\(lines)")
        f.expectIdle()
    }

    @Test func intrinsicHeightFollowsTheStyle() {
        let view = ProgressView(progressViewStyle: .default)
        #expect(view.intrinsicContentSize.height == 4)
        #expect(view.intrinsicContentSize.width == View.noIntrinsicMetric)
        view.progressViewStyle = .bar
        #expect(view.intrinsicContentSize.height == 2.5)
    }

    @Test func fillDrawsTheFractionInTheTint() {
        let f = Fixture()
        let view = makeProgress(f)
        view.progress = 0.5
        f.screen.runFrame()
        let image = f.screen.snapshot()
        let filled = image.pixel(x: 60, y: 42), track = image.pixel(x: 180, y: 42)
        #expect(filled.blue > 0.95 && filled.red < 0.05, "the tint (0, 122, 255): \(filled)")
        #expect(abs(track.red - 229.0 / 255) < 0.01, "the track: \(track)")
        view.progressTintColor = Color(rgb: 255, 0, 0)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixel(x: 60, y: 42).red > 0.95)
        f.expectIdle()
    }

    @Test func setProgressAnimatedGlidesOnTheFrameLoop() {
        let f = Fixture()
        let view = makeProgress(f)
        view.setProgress(0.8, animated: true)
        #expect(view.progress == 0.8, "the model value at once")
        #expect(view.presentedProgress == 0, "nothing moved yet")
        f.screen.advance(by: 0.125)
        // Half of 0.25 s on an ease-in-out curve: half way.
        #expect(abs(view.presentedProgress - 0.4) < 0.01, "\(view.presentedProgress)")
        f.screen.advance(by: 0.125)
        #expect(abs(view.presentedProgress - 0.8) < 0.001)
        view.setProgress(0.2, animated: false)
        #expect(abs(view.presentedProgress - 0.2) < 0.001, "not animated: at once")
        f.expectIdle()
    }

    @Test func followsAnObservedProgressWhileItIsUnfinished() {
        let f = Fixture()
        let view = makeProgress(f)
        let work = Progress(totalUnitCount: 4)
        view.observedProgress = work
        #expect(view.progress == 0)
        work.completedUnitCount = 1
        f.screen.advance(by: 1.0 / 60)
        #expect(view.progress == 0.25)
        #expect(f.screen.isFrameTimerActive, "read every frame while unfinished")
        work.completedUnitCount = 4
        f.screen.advance(by: 1.0 / 60)
        #expect(view.progress == 1)
        f.expectIdle()
        // Not in a window: nothing is read, nothing runs.
        let other = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        let detached = Progress(totalUnitCount: 2)
        other.observedProgress = detached
        f.expectIdle()
        detached.completedUnitCount = 1
        f.root.addSubview(other)
        #expect(other.progress == 0.5, "read when it joins the window")
        #expect(f.screen.isFrameTimerActive)
        other.observedProgress = nil
        f.screen.advance(by: 0.05)
        f.expectIdle()
    }

    @Test func worksWithAutoLayout() {
        let f = Fixture()
        let view = ProgressView(progressViewStyle: .bar)
        view.translatesAutoresizingMaskIntoConstraints = false
        f.root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(equalTo: f.root.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 20),
        ])
        f.screen.runFrame()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 300, height: 2.5))
    }
}
