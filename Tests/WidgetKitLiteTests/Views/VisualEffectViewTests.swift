import Foundation
import Testing

@testable import WidgetKitLite

/// `VisualEffectView` with a `BlurEffect`: what is behind it shows blurred and tinted, what
/// is on it shows sharp, and the blur is made again only when what is behind it changes.
@MainActor @Suite struct VisualEffectViewTests {
    private func red(_ f: Fixture, _ x: Int, _ y: Int) -> Int { f.red(x, y) }

    /// Black and white stripes 4 pt wide across the root, and a blur view over the middle.
    private func stripes(_ f: Fixture, style: BlurEffect.Style = .light) -> VisualEffectView {
        for i in stride(from: 0, to: 320, by: 8) {
            let stripe = View(frame: CGRect(x: CGFloat(i), y: 0, width: 4, height: 240))
            stripe.backgroundColor = .black
            f.root.addSubview(stripe)
        }
        let blur = VisualEffectView(effect: BlurEffect(style: style))
        blur.frame = CGRect(x: 80, y: 60, width: 160, height: 80)
        f.root.addSubview(blur)
        f.screen.runFrame()
        return blur
    }

    @Test func theBackdropIsBlurredUnderTheViewOnly() {
        let f = Fixture()
        _ = stripes(f, style: .light)
        // Outside: sharp stripes.
        #expect(red(f, 1, 100) == 0)
        #expect(red(f, 5, 100) == 255)
        // Inside: the stripes average to mid grey (half black, half white), with the light
        // tint (white at 0.3) over it: 0.5 × 0.7 + 0.3 ≈ 0.65.
        let inside = (0..<8).map { red(f, 120 + $0, 100) }
        for value in inside { #expect(abs(value - 166) <= 8, "blurred and tinted: \(inside)") }
        #expect(inside.max()! - inside.min()! <= 4, "no stripes left: \(inside)")
    }

    @Test func contentIsSharpOverTheBlur() {
        let f = Fixture()
        let blur = stripes(f, style: .dark)
        let dot = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        dot.backgroundColor = Color(rgb: 255, 0, 0)
        blur.contentView.addSubview(dot)
        f.screen.runFrame()
        let c = f.screen.snapshot().pixel(x: 95, y: 75)
        #expect(c.red > 0.99 && c.green < 0.01, "the content view's subviews are drawn over the blur")
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels)
    }

    @Test func theBlurIsKeptWhileNothingBehindChanges() {
        let f = Fixture()
        let blur = stripes(f)
        let renderer = f.window.renderer
        let made = renderer.backdropBlurs
        #expect(made == 1)
        // Something far away changes: no new blur.
        let far = View(frame: CGRect(x: 0, y: 200, width: 20, height: 20))
        far.backgroundColor = .systemBlue
        f.root.addSubview(far)
        f.screen.runFrame()
        #expect(renderer.backdropBlurs == made, "a change outside the blur's reach reuses it")
        // Content on the blur changes: the backdrop is the same, but it is repainted over it.
        let label = Label()
        label.text = "Blur"
        label.frame = CGRect(x: 4, y: 4, width: 60, height: 20)
        blur.contentView.addSubview(label)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels)
        // Something behind it changes: blurred again, and the result is what a full repaint gives.
        let behind = View(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        behind.backgroundColor = Color(rgb: 255, 0, 0)
        f.root.insertSubview(behind, belowSubview: blur)
        f.screen.runFrame()
        #expect(renderer.backdropBlurs > made + 0)
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels, "incremental equals full repaint")
        let tinted = f.screen.snapshot().pixel(x: 84, y: 64)
        #expect(tinted.red > tinted.blue + 0.1, "the red square behind shows through, blurred")
    }

    @Test func movingTheBlurViewBlursWhatIsUnderItsNewPlace() {
        let f = Fixture()
        let blur = stripes(f)
        blur.frame.origin.y = 120
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels)
        #expect(red(f, 1, 70) == 0, "its old place is sharp again")
    }

    @Test func materialsFollowTheAppearance() {
        let f = Fixture()
        let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 40, y: 40, width: 100, height: 60)
        f.root.addSubview(blur)
        f.screen.runFrame()
        #expect(red(f, 90, 70) == 255, "light material over white stays white")
        blur.overrideUserInterfaceStyle = .dark
        f.screen.runFrame()
        #expect(red(f, 90, 70) < 100, "the dark material darkens it")
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels)
    }

    @Test func noEffectShowsOnlyTheContent() {
        let f = Fixture()
        let blur = stripes(f)
        blur.effect = nil
        f.screen.runFrame()
        #expect(red(f, 81, 100) == 0, "the stripes show sharp")
        blur.effect = BlurEffect(style: .light)
        f.screen.runFrame()
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels)
    }

    @Test func underATransformTheTintIsOpaque() {
        let f = Fixture()
        let blur = stripes(f, style: .dark)
        blur.transform = CGAffineTransform(rotationAngle: 0.2)
        f.screen.runFrame()
        let c = f.screen.snapshot().pixel(x: 160, y: 100)
        #expect(abs(c.red - 28.0 / 255) < 0.02, "the dark tint, opaque, with no blur")
    }

    @Test func theBlurWorksAtTwiceTheScaleAndOnTheWindowEdge() {
        let f = Fixture(width: 200, height: 100, scale: 2)
        for i in stride(from: 0, to: 200, by: 4) {
            let stripe = View(frame: CGRect(x: CGFloat(i), y: 0, width: 2, height: 100))
            stripe.backgroundColor = .black
            f.root.addSubview(stripe)
        }
        let bar = VisualEffectView(effect: BlurEffect(style: .light))
        bar.frame = CGRect(x: 0, y: 70, width: 200, height: 30)
        f.root.addSubview(bar)
        f.screen.runFrame()
        let bottom = (0..<8).map { f.red(100 + $0, 199) }
        for value in bottom { #expect(abs(value - 166) <= 10, "grey up to the window's edge: \(bottom)") }
    }
}

/// Bad values of the blur's theme and sizes past what a layer may have.
@MainActor @Suite struct VisualEffectViewFaultTests {
    @Test func badThemeValuesAreReplacedWithOneLineEach() {
        var theme = BlurTheme()
        let lines = capturingDiagnostics {
            theme.sigma = .nan
            theme.sigma = -3
            theme.downsampling = 0
            theme.downsampling = 6
            theme.downsampling = 64
        }
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.first?.contains("Theme.blur.sigma") == true)
        #expect(theme.sigma == 10)
        #expect(theme.downsampling == 16)
        theme.downsampling = 6
        #expect(theme.downsampling == 4)
    }

    @Test func aBlurWiderThanTheWindowAveragesWhatIsBehind() {
        var theme = Theme.light
        theme.blur.sigma = 100_000
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), theme: theme)
        let window = screen.makeWindow()
        window.backgroundColor = .white
        let black = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        black.backgroundColor = .black
        window.addSubview(black)
        let blur = VisualEffectView(effect: BlurEffect(style: .light))
        blur.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
        window.addSubview(blur)
        screen.runFrame()
        // The kernel is cut to the backdrop (edges repeated): a smooth ramp from the black half
        // to the white one, in the time a blur of the window's size takes.
        let image = screen.snapshot()
        let ramp = stride(from: 22, through: 178, by: 26).map { image.pixel(x: $0, y: 50).red }
        #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 < $1 }, "rising: \(ramp)")
        #expect(ramp.first! > 0.3 && ramp.last! < 0.95, "no sharp black or white: \(ramp)")
        #expect(screen.snapshot().pixels == screen.fullRepaint().pixels)
    }
}
