/// Frame timings of a headless screen for `wkl-bench` (`@_spi(Benchmarks) import
/// WidgetKitLite`): measurements, not part of the toolkit's public API.
extension HeadlessScreen {
    /// The work of the most recent frames, oldest first.
    @_spi(Benchmarks)
    public var frameTimings: [FrameTiming] { frameLoop.statistics.samples }

    /// Forgets the recorded frame timings (start of a measurement).
    @_spi(Benchmarks)
    public func resetFrameTimings() { frameLoop.statistics.reset() }

    /// How many times the screen's windows drew and blurred a `VisualEffectView`'s backdrop.
    @_spi(Benchmarks)
    public var backdropBlurs: Int { windows.reduce(0) { $0 + $1.renderer.backdropBlurs } }
}
