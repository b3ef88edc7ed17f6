/// Where a face draws underlines and strikethroughs at one size, in whole device pixels.
struct DecorationMetrics: Hashable, Sendable {
    /// Distance from the baseline down to the underline's top row.
    let underlineOffset: Int
    /// The underline's thickness (at least one pixel).
    let underlineThickness: Int
    /// Distance from the baseline up to the strikethrough's top row.
    let strikethroughOffset: Int
    /// The strikethrough's thickness (at least one pixel).
    let strikethroughThickness: Int
}
