import Foundation
import Testing
import WidgetKitLite

@MainActor @Suite struct SliderTests {
    /// A slider 228 pt wide at (40, 40): the thumb's centre runs from x = 54 to x = 254,
    /// so every 2 pt of pointer movement is 1 % of the range 0…100.
    private func makeSlider(_ f: Fixture, changes: @escaping (Float) -> Void = { _ in }) -> Slider {
        let slider = Slider(frame: CGRect(x: 40, y: 40, width: 228, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.addAction(Action { action in changes((action.sender as? Slider)?.value ?? -1) }, for: .valueChanged)
        f.root.addSubview(slider)
        f.screen.runFrame()
        return slider
    }

    @Test func naturalSizeAndThumbPlacement() {
        let f = Fixture()
        let slider = makeSlider(f)
        #expect(slider.sizeThatFits(CGSize(width: 300, height: 10)) == CGSize(width: 300, height: 31))
        // Thumb centre at 54 + 0.5 × 200 = 154 in the root, 114 in the slider.
        let image = f.screen.snapshot()
        #expect(image.pixel(x: 154, y: 55).red > 0.95, "white thumb in the middle")
        #expect(image.pixel(x: 100, y: 55).blue > 0.9 && image.pixel(x: 100, y: 55).red < 0.1, "tinted track left of it")
        #expect(image.pixel(x: 220, y: 55).red < 0.95 && image.pixel(x: 220, y: 55).red > 0.8, "grey track right of it")
    }

    @Test func draggingTheThumbIsContinuous() {
        let f = Fixture(width: 400)
        var values: [Float] = []
        let slider = makeSlider(f) { values.append($0) }
        f.screen.press(at: CGPoint(x: 154, y: 55))
        #expect(values.isEmpty, "grabbing the thumb does not move it")
        f.screen.move(to: CGPoint(x: 174, y: 55))
        #expect(slider.value == 60 && values == [60])
        f.screen.move(to: CGPoint(x: 194, y: 55))
        f.screen.move(to: CGPoint(x: 194, y: 90))
        #expect(values == [60, 70], "vertical movement changes nothing")
        f.screen.move(to: CGPoint(x: 390, y: 55))
        #expect(slider.value == 100, "clamped at the maximum")
        f.screen.release(at: CGPoint(x: 390, y: 55))
        #expect(values == [60, 70, 100])
        f.expectIdle()
    }

    @Test func nonContinuousSendsOnceOnRelease() {
        let f = Fixture(width: 400)
        var values: [Float] = []
        let slider = makeSlider(f) { values.append($0) }
        slider.isContinuous = false
        f.screen.drag(from: CGPoint(x: 154, y: 55), to: CGPoint(x: 114, y: 55), duration: 0.3)
        #expect(slider.value == 30 && values == [30])
        // A press and release on the thumb without movement sends nothing.
        f.screen.click(at: CGPoint(x: 114, y: 55))
        #expect(values == [30])
        f.expectIdle()
    }

    @Test func clickOnTheTrackJumpsThere() {
        let f = Fixture(width: 400)
        var values: [Float] = []
        let slider = makeSlider(f) { values.append($0) }
        f.screen.click(at: CGPoint(x: 234, y: 55))
        #expect(slider.value == 90 && values == [90])
        f.screen.advance(by: 0.1)
        let thumbX = slider.thumbFrameMidX
        #expect(abs(thumbX - (234 - 40)) < 0.01, "the model is there at once: \(thumbX)")
        f.screen.advance(by: 0.3)
        f.expectIdle()
    }

    @Test func arrowKeysStepWhenFocused() {
        let f = Fixture()
        var values: [Float] = []
        let slider = makeSlider(f) { values.append($0) }
        f.screen.key("Right")
        #expect(values.isEmpty, "not focused")
        f.screen.key("Tab")
        #expect(slider.isFocused)
        f.screen.key("Right")
        f.screen.key("Up")
        f.screen.key("Left")
        #expect(values == [55, 60, 55])
        f.screen.key("End")
        f.screen.key("Right")
        #expect(values == [55, 60, 55, 100], "no event when already at the end")
        f.screen.key("Home")
        #expect(slider.value == 0)
        f.screen.advance(by: 0.3)
        f.expectIdle()
    }

    @Test func valuesAreClampedAndNonFiniteInputIsDefined() {
        let f = Fixture()
        var values: [Float] = []
        let slider = makeSlider(f) { values.append($0) }
        slider.value = 150
        #expect(slider.value == 100)
        slider.value = -3
        #expect(slider.value == 0)
        var lines = capturingDiagnostics { slider.value = .nan }
        #expect(slider.value == 0 && lines.count == 1 && lines[0].contains("NaN"))
        lines = capturingDiagnostics { slider.value = .infinity }
        #expect(slider.value == 100 && lines.count == 1 && lines[0].contains("infinite"))
        lines = capturingDiagnostics { slider.setValue(-.infinity, animated: true) }
        #expect(slider.value == 0 && lines.count == 1)
        lines = capturingDiagnostics {
            slider.minimumValue = .nan
            slider.maximumValue = .infinity
        }
        #expect(slider.minimumValue == 0 && slider.maximumValue == 100 && lines.count == 2)
        slider.value = 40
        slider.minimumValue = 60
        #expect(slider.value == 60 && slider.maximumValue == 100)
        slider.maximumValue = 10
        #expect(slider.minimumValue == 10 && slider.maximumValue == 10 && slider.value == 10)
        #expect(values.isEmpty, "changes made in code send nothing")
        f.expectIdle()
    }

    @Test func disabledSliderIgnoresInput() {
        let f = Fixture()
        var values: [Float] = []
        let slider = makeSlider(f) { values.append($0) }
        slider.isEnabled = false
        f.screen.click(at: CGPoint(x: 234, y: 55))
        f.screen.drag(from: CGPoint(x: 154, y: 55), to: CGPoint(x: 200, y: 55), duration: 0.2)
        f.screen.key("Tab")
        f.screen.key("Right")
        #expect(slider.value == 50 && values.isEmpty && !slider.isFocused)
        f.expectIdle()
    }
}

extension Slider {
    /// The thumb's centre x (model value) in the slider's coordinates, found from the
    /// subviews as an app would: the largest round subview.
    fileprivate var thumbFrameMidX: CGFloat {
        let thumb = subviews.filter { $0.frame.width == $0.frame.height && $0.frame.width >= 28 }.last
        return thumb?.frame.midX ?? .nan
    }
}
