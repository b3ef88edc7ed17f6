import Foundation

extension View {
    /// The interactions attached to the view, in the order added — UIKit's `interactions`.
    public var interactions: [Interaction] { interactionStorage }

    /// Attaches `interaction` (moving it from the view it was on, if any): it is told
    /// `willMove(to:)` and `didMove(to:)` with this view. Adding one already here does nothing.
    public func addInteraction(_ interaction: Interaction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (told `willMove(to: nil)` and `didMove(to: nil)`); one not
    /// attached here is left alone.
    public func removeInteraction(_ interaction: Interaction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
