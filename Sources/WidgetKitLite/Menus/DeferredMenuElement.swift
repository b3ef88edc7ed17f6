import Foundation

/// A placeholder for elements that are loaded when the menu opens — UIKit's
/// `UIDeferredMenuElement`. The menu shows a "Loading…" row until the provider calls its
/// completion, then the elements in its place. A cached element asks its provider once and
/// keeps the elements for later openings; `.uncached` asks every time the menu opens.
@MainActor
public final class DeferredMenuElement: MenuElement {
    /// Loads the elements and hands them to the completion (now or later, on the main actor).
    public typealias ElementProvider = (@escaping @MainActor ([MenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    /// Whether loaded elements are kept for later openings.
    let isCached: Bool
    /// The elements loaded, when cached.
    private(set) var cachedElements: [MenuElement]?

    /// A deferred element whose elements are loaded once, the first time a menu shows it.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, isCached: true)
    }

    /// A deferred element whose elements are loaded each time a menu shows it.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> DeferredMenuElement {
        DeferredMenuElement(provider: elementProvider, isCached: false)
    }

    private init(provider: @escaping ElementProvider, isCached: Bool) {
        self.provider = provider
        self.isCached = isCached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Hands the elements to `completion`: the cached ones at once, else asks the provider
    /// (its later calls of the completion are ignored).
    func load(_ completion: @escaping @MainActor ([MenuElement]) -> Void) {
        if isCached, let cachedElements { return completion(cachedElements) }
        var answered = false
        provider { [weak self] elements in
            guard !answered else { return }
            answered = true
            if let self, self.isCached { self.cachedElements = elements }
            completion(elements)
        }
    }
}
