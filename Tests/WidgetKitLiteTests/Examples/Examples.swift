import Testing

/// The documentation's examples: every Swift code block of the articles in
/// `Sources/WidgetKitLite/WidgetKitLite.docc` is code in this folder, and the suites here
/// run it. `swift test --filter Examples` runs only them; `scripts/docs` checks that each
/// article's code blocks still appear here verbatim.
@Suite enum Examples {}
