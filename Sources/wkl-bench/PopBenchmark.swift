import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// A "pop" (a card scaling from half size and fading in, `transform` and `alpha` animated
/// together) against a plain fade of the same card, on the headless pixman path: the frame
/// cost of compositing through a transform, beside compositing with an opacity only.
@MainActor
enum PopBenchmark {
    /// Per kind (`pop`, `fade`): frame timings over `rounds` animations of 0.3 s each, in a
    /// window of `size` points at `scale`; the rounds alternate between the kinds.
    static func run(size: CGSize, scale: CGFloat = 1, rounds: Int) -> [String: Any] {
        let scene = BenchScene(size: size, scale: scale)
        guard let page = scene.navigation.topViewController else { return [:] }
        let card = makeCard(center: CGPoint(x: size.width / 2, y: size.height / 2))
        page.view.addSubview(card)
        scene.screen.advance(by: 0.1)
        var pop: [FrameTiming] = [], fade: [FrameTiming] = []
        for _ in 0..<rounds {
            for popping in [true, false] {
                card.alpha = 0
                if popping { card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
                scene.screen.advance(by: 0.05)
                scene.screen.resetFrameTimings()
                View.animate(withDuration: 0.3) {
                    card.transform = .identity
                    card.alpha = 1
                }
                scene.screen.advance(by: 0.35)
                let frames = scene.screen.frameTimings.filter { $0.pixelsPainted > 0 }
                if popping { pop += frames } else { fade += frames }
            }
        }
        return ["pop": Benchmarks.Summary(frames: pop).json, "fade": Benchmarks.Summary(frames: fade).json]
    }

    /// A 360×240 card: a rounded white background, a title, a line of text and a button.
    private static func makeCard(center: CGPoint) -> View {
        let card = View(frame: CGRect(x: center.x - 180, y: center.y - 120, width: 360, height: 240))
        card.backgroundColor = .white
        card.cornerRadius = 14
        let title = Label(text: "Saved to Library", color: .black)
        title.font = .boldSystemFont(ofSize: 20)
        title.frame = CGRect(x: 20, y: 20, width: 320, height: 28)
        card.addSubview(title)
        let body = Label(text: "The page is kept for reading offline.", color: .darkGray)
        body.frame = CGRect(x: 20, y: 60, width: 320, height: 22)
        card.addSubview(body)
        let button = Button(title: "Done", style: .filled)
        button.frame = CGRect(x: 20, y: 180, width: 320, height: 40)
        card.addSubview(button)
        return card
    }
}
