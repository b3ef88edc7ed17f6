import Foundation

extension ViewController {
    /// Registers `command`; it runs when its key is pressed while this controller is in the
    /// responder chain (the focused view's chain, else the front-most controller's).
    public func addKeyCommand(_ command: KeyCommand) {
        guard !registeredKeyCommands.contains(where: { $0 === command }) else { return }
        registeredKeyCommands.append(command)
    }

    /// Unregisters `command`.
    public func removeKeyCommand(_ command: KeyCommand) {
        registeredKeyCommands.removeAll { $0 === command }
    }
}
