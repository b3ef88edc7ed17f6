import Foundation
import Testing

import WidgetKitLite

/// The toolkit's own controls never trip its misuse diagnostics, whatever the rhythm of the
/// input: clicks while an animation runs, right after it ended, and long after.
@MainActor @Suite struct BuiltInDiagnosticsTests {
    /// Clicks `point` once per interval in `intervals`, advancing the clock between clicks;
    /// returns the diagnostics printed meanwhile.
    private func clicks(at point: CGPoint, on screen: HeadlessScreen, intervals: [TimeInterval]) -> [String] {
        capturingDiagnostics {
            for interval in intervals {
                screen.click(at: point)
                screen.advance(by: interval)
            }
        }
    }

    /// Around each control's animation: mid-way, exactly at its end, just after, long after.
    private let rhythm: [TimeInterval] = [1, 1, 0.05, 0.05, 0.35, 0.35, 0.3, 0.3, 2, 0.5, 0.5]

    @Test func aSwitchToggledAgainAfterItsAnimationEndedPrintsNothing() {
        let f = Fixture()
        let toggle = Switch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        f.root.addSubview(toggle)
        f.screen.advance(by: 0)
        let lines = clicks(at: CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), on: f.screen, intervals: rhythm)
        #expect(lines.isEmpty, "\(lines)")
        // The appearance switch of the demo: each toggle changes the window's appearance.
        toggle.addAction(Action { [weak window = f.window] _ in window?.overrideUserInterfaceStyle = toggle.isOn ? .dark : .light }, for: .valueChanged)
        let appearanceLines = clicks(at: CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), on: f.screen, intervals: rhythm)
        #expect(appearanceLines.isEmpty, "\(appearanceLines)")
        let keyLines = capturingDiagnostics {
            #expect(f.window.focus(toggle))
            for interval in rhythm {
                f.screen.key("space")
                f.screen.advance(by: interval)
            }
        }
        #expect(keyLines.isEmpty, "\(keyLines)")
        f.expectIdle()
    }

    @Test func slidersAndSegmentedControlsClickedInAnyRhythmPrintNothing() {
        let f = Fixture()
        let slider = Slider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
        let segmented = SegmentedControl(items: ["One", "Two", "Three"])
        segmented.frame = CGRect(x: 20, y: 80, width: 240, height: 32)
        f.root.addSubview(slider)
        f.root.addSubview(segmented)
        f.screen.advance(by: 0)
        var lines: [String] = []
        for x: CGFloat in [40, 200, 120] {
            lines += clicks(at: CGPoint(x: x, y: 35), on: f.screen, intervals: rhythm)
            lines += clicks(at: CGPoint(x: x + 20, y: 96), on: f.screen, intervals: rhythm)
        }
        #expect(lines.isEmpty, "\(lines)")
        f.expectIdle()
    }

    /// A window shrunk to almost nothing lays its controls out in tiny frames.
    @Test func controlsLaidOutInTinyFramesPrintNothing() {
        let f = Fixture()
        let lines = capturingDiagnostics {
            for size in [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 3, height: 40), CGSize(width: 200, height: 2)] {
                let segmented = SegmentedControl(items: ["One", "Two", "Three"])
                segmented.selectedSegmentIndex = 1
                let controls: [Control] = [Switch(frame: .zero), Slider(frame: .zero), segmented, Button(title: "OK", style: .filled)]
                for control in controls {
                    f.root.addSubview(control)
                    control.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
                }
                f.screen.advance(by: 0)
                segmented.selectedSegmentIndex = 2
                for control in controls { control.isHighlighted = true }
                f.screen.advance(by: 1)
                for control in controls { control.removeFromSuperview() }
            }
        }
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test func bottomBarsAndTableSelectionsInAnyRhythmPrintNothing() {
        let f = Fixture()
        let bar = BottomBar(text: "bar")
        f.root.addSubview(bar)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 150), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let source = DeselectingSource()
        table.dataSource = source
        table.delegate = source
        f.root.addSubview(table)
        f.screen.advance(by: 0)
        let lines = capturingDiagnostics {
            for interval in rhythm {
                bar.toggle()
                f.screen.click(at: CGPoint(x: 100, y: 22))
                f.screen.advance(by: interval)
            }
        }
        #expect(lines.isEmpty, "\(lines)")
        f.expectIdle()
    }

    /// Rows that deselect themselves, animated, when selected.
    final class DeselectingSource: TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}
