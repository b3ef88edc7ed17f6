import Foundation

extension View {
    /// Calls the touch callback `callback` on this view.
    func receiveTouches(_ callback: TouchCallback, _ touches: Set<Touch>, _ event: Event?) {
        switch callback {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }

    /// Passes touches to the next responder: the owning view controller (`ViewOwner`), else the superview.
    func passTouches(_ callback: TouchCallback, _ touches: Set<Touch>, _ event: Event?) {
        if let controller = owningViewController {
            switch callback {
            case .began: controller.touchesBegan(touches, with: event)
            case .moved: controller.touchesMoved(touches, with: event)
            case .ended: controller.touchesEnded(touches, with: event)
            case .cancelled: controller.touchesCancelled(touches, with: event)
            }
        } else {
            superview?.receiveTouches(callback, touches, event)
        }
    }

    /// Passes key presses to the next responder; the window, at the end of the chain, lets
    /// the dispatcher move the focus.
    func passPresses(_ presses: Set<KeyPress>, _ event: Event?) {
        if let controller = owningViewController {
            controller.pressesBegan(presses, with: event)
        } else if let superview {
            superview.pressesBegan(presses, with: event)
        } else if let window = self as? Window {
            window.eventDispatcher.pressesReachedEndOfChain(presses)
        }
    }

    /// Passes released keys to the next responder (nothing handles them at the end).
    func passPressesEnded(_ presses: Set<KeyPress>, _ event: Event?) {
        if let controller = owningViewController {
            controller.pressesEnded(presses, with: event)
        } else {
            superview?.pressesEnded(presses, with: event)
        }
    }

    /// Whether the view is moving under an animation that does not allow user interaction
    /// (`View.animate` without `.allowUserInteraction`): such views ignore touches.
    var isInNonInteractiveAnimation: Bool {
        guard !tracks.isEmpty else { return false }
        let now = animationNow
        return tracks.values.contains { !$0.driver.allowsUserInteraction && $0.driver.isMoving(at: now) }
    }
}
