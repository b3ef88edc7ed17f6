import WidgetKitLite

// Headless benchmarks of the frame path; scripts/bench runs this (release build) and the
// X11, idle, start-up and memory measurements around it.
MainActor.assumeIsolated {
    Benchmarks.main(arguments: Array(CommandLine.arguments.dropFirst()))
}
