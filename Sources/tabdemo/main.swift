import WidgetKitLite

// tabdemo: a tab bar controller with navigation stacks, a tab bar that slides with pushes,
// and a bottom bar that fades — on a real X11 window, or rendered headless to a PNG.
MainActor.assumeIsolated {
    DemoLauncher.main(arguments: Array(CommandLine.arguments.dropFirst()))
}
