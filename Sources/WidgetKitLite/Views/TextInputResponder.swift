/// A responder that takes text: while it is the first responder, the keys it uses reach it
/// before any key command of the responder chain (UIKit gives text input the same priority).
@MainActor
protocol TextInputResponder: AnyObject {
    /// Whether `press` is a key the responder uses now (typing, caret movement, editing shortcuts).
    func wantsKeyBeforeKeyCommands(_ press: KeyPress) -> Bool
}
