import Foundation

/// What a blinking caret belongs to: a text field or a text view.
@MainActor
protocol CaretBlinking: View {
    /// Whether the caret shows (the view is editing).
    var isEditing: Bool { get }
    /// Shows or hides the caret for the blink's current half.
    func updateCaret()
    /// The view's blinker, made on the first input while editing.
    var blinker: CaretBlinker? { get set }
}

extension CaretBlinking {
    /// Input arrived: the caret shows and blinks again for `Theme.caretBlinkTimeout`.
    func inputDidHappen() {
        guard isEditing else { return }
        if blinker == nil { blinker = CaretBlinker(owner: self) }
        blinker?.restart()
        updateCaret()
    }
}

/// Blinks a text field's or text view's caret: on for `Theme.caretBlinkInterval`, off for as long, from the
/// last input until `Theme.caretBlinkTimeout` has passed; then the caret stays on.
///
/// It wakes only at the blink's edges, through a frame-loop timer: no frames run in between,
/// each edge repaints only the caret's few pixels, and once the caret stays on nothing is
/// scheduled, so the window goes idle (no wakeups).
@MainActor
final class CaretBlinker {
    private weak var field: (any CaretBlinking)?
    private var lastInput: TimeInterval = 0
    private var timer: FrameLoopTimer?
    /// Whether the caret is in its visible half of the blink now.
    private(set) var isCaretOn = true
    /// Blinks faster than this are slowed to it.
    static let shortestInterval: TimeInterval = 1.0 / 60

    init(owner: any CaretBlinking) {
        self.field = owner
    }

    /// Whether the next edge of the blink is scheduled.
    var isBlinking: Bool { timer?.isPending ?? false }

    /// Input happened now: the caret is on and blinks again for the whole timeout (with
    /// `Theme.caretBlinks` off it stays on and nothing is scheduled).
    func restart() {
        guard let loop = field?.window?.frameLoop else { return }
        guard field?.theme.caretBlinks ?? true else {
            stop()
            return
        }
        lastInput = loop.now
        isCaretOn = true
        schedule(edge: 1, on: loop)
    }

    /// Editing ended: the caret is on and nothing more is scheduled.
    func stop() {
        timer?.cancel()
        timer = nil
        isCaretOn = true
    }

    /// Schedules the `edge`-th flip after the last input; the edge at the timeout is the last.
    private func schedule(edge: Int, on loop: FrameLoop) {
        timer?.cancel()
        let theme = field?.theme ?? Theme.light
        let interval = max(theme.caretBlinkInterval, Self.shortestInterval)
        let timeout = max(0, theme.caretBlinkTimeout)
        let elapsed = Double(edge) * interval
        let isLast = elapsed >= timeout
        timer = loop.schedule(at: lastInput + min(elapsed, timeout)) { [weak self] in
            self?.reach(edge: edge, isLast: isLast)
        }
    }

    private func reach(edge: Int, isLast: Bool) {
        timer = nil
        guard let field, field.isEditing, let loop = field.window?.frameLoop else {
            isCaretOn = true
            return
        }
        isCaretOn = isLast || edge % 2 == 0
        field.updateCaret()
        if !isLast { schedule(edge: edge + 1, on: loop) }
    }
}

extension TextField: CaretBlinking {}
