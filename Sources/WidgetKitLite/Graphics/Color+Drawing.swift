/// UIKit's colour-setting calls on the current context (`UIColor.setFill()` and friends).
extension Color {
    /// Makes this the fill colour of the current graphics context. Outside a drawing
    /// context: one diagnostic line.
    @MainActor
    public func setFill() {
        guard let context = GraphicsContext.current else { return Self.reportNoContext("setFill()") }
        context.setFillColor(self)
    }

    /// Makes this the stroke colour of the current graphics context. Outside a drawing
    /// context: one diagnostic line.
    @MainActor
    public func setStroke() {
        guard let context = GraphicsContext.current else { return Self.reportNoContext("setStroke()") }
        context.setStrokeColor(self)
    }

    /// Makes this both the fill and the stroke colour of the current graphics context.
    @MainActor
    public func set() {
        guard let context = GraphicsContext.current else { return Self.reportNoContext("set()") }
        context.setFillColor(self)
        context.setStrokeColor(self)
    }

    @MainActor
    private static func reportNoContext(_ api: String) {
        Diagnostics.report("Color.\(api): no current graphics context (call it inside draw(_:) or a GraphicsImageRenderer block)")
    }
}
