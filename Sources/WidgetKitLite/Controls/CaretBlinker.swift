import Foundation

/// Blinks a text field's caret through the frame loop: on for `Theme.caretBlinkInterval`,
/// off for as long, from the last input until `Theme.caretBlinkTimeout` has passed; then the
/// caret stays on and the blinker leaves the loop, so the window goes idle (no wakeups).
/// While blinking, the loop's frames repaint only the caret's few pixels, twice a second.
@MainActor
final class CaretBlinker: FrameTicking {
    private weak var field: TextField?
    private var lastInput: TimeInterval = 0
    private var isScheduled = false
    /// Whether the caret is in its visible half of the blink now.
    private(set) var isCaretOn = true

    init(field: TextField) {
        self.field = field
    }

    /// Input happened now: the caret is on and blinks again for the whole timeout.
    func restart() {
        guard let loop = field?.window?.frameLoop else { return }
        lastInput = loop.now
        isCaretOn = true
        if !isScheduled {
            isScheduled = true
            loop.add(self)
        }
    }

    /// Editing ended: leave the loop at its next frame.
    func stop() {
        isCaretOn = true
        isScheduled = false
    }

    func tick(at now: TimeInterval) -> Bool {
        guard isScheduled, let field, field.isEditing else {
            isScheduled = false
            return false
        }
        let theme = Theme.current
        let elapsed = now - lastInput
        if elapsed >= theme.caretBlinkTimeout {
            isCaretOn = true
            isScheduled = false
            field.updateCaret()
            return false
        }
        let interval = max(theme.caretBlinkInterval, 1.0 / 60)
        let on = Int((elapsed / interval).rounded(.down)) % 2 == 0
        if on != isCaretOn {
            isCaretOn = on
            field.updateCaret()
        }
        return true
    }
}
