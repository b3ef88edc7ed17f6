import Foundation

/// Begins on the press on a reorder handle — a table row's reorder control, a list cell's
/// `.reorder()` accessory — so neither the list's scroll nor a tap takes it; follows the
/// pointer, ends on release.
@MainActor
final class ListReorderGestureRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .began }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { if state.isInProgress { state = .changed } }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { if state.isInProgress { state = .ended } }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { if state.isInProgress { state = .cancelled } }
}
