import Foundation

/// Behaviour added to a view as an object — UIKit's `UIInteraction` (tool tips are one).
///
/// ``View/addInteraction(_:)`` keeps the interaction (strongly) and calls
/// `willMove(to:)` then `didMove(to:)` with the view; ``View/removeInteraction(_:)`` calls
/// them with nil. An interaction is on one view at a time: adding it to another view
/// removes it from the first.
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is on; nil when it is on none.
    var view: View? { get }
    /// The interaction is about to move to `view` (nil: about to be removed).
    func willMove(to view: View?)
    /// The interaction moved to `view` (nil: it was removed); it keeps `view` (weakly) here.
    func didMove(to view: View?)
}

extension View {
    /// The interactions on the view, in the order they were added.
    public var interactions: [Interaction] {
        get { interactionStorage }
        set {
            for old in interactionStorage where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactionStorage.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds `interaction` to the view (moving it from the view it was on). Adding it again
    /// does nothing.
    public func addInteraction(_ interaction: Interaction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; one that is not on it is reported in one line and
    /// ignored.
    public func removeInteraction(_ interaction: Interaction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else {
            Diagnostics.report("removeInteraction: \(type(of: interaction)) is not on \(self); ignored")
            return
        }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
