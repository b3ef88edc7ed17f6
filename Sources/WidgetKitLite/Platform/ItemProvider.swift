import Foundation

/// Data offered in a drag, loaded only when a drop asks for it — UIKit's (Foundation's)
/// `NSItemProvider`.
///
/// A provider holds representations, each a type identifier (`public.utf8-plain-text`,
/// `public.file-url`, `public.png`…) with a way to produce its bytes. `init(object:)`
/// registers what a `String`, `URL` or `Image` can be written as; a provider of a drag from
/// another application has the types that application offers, and loading one asks that
/// application for it. Every completion handler runs on the main queue after the call that
/// started the load has returned.
@MainActor
public final class ItemProvider {
    /// Produces one representation's bytes; calls its argument once (nil: unavailable).
    public typealias DataLoader = (_ completion: @escaping @MainActor (Data?) -> Void) -> Void

    private var representations: [(typeIdentifier: String, load: DataLoader)] = []

    /// A name for the item a drop may use (a file name, without its extension).
    public var suggestedName: String?

    /// An empty provider; add representations with `registerDataRepresentation`.
    public init() {}

    /// A provider of `object`, in every type it can be written as.
    public convenience init(object: ItemProviderWriting) {
        self.init()
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            let data = object.itemProviderData(forTypeIdentifier: identifier)
            registerDataRepresentation(forTypeIdentifier: identifier) { completion in completion(data) }
        }
    }

    /// The type identifiers the provider has, in the order registered (preferred first).
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Adds a representation of `typeIdentifier` whose bytes `loader` produces when asked.
    /// A type registered again keeps its first loader.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, loadHandler loader: @escaping DataLoader) {
        guard !representations.contains(where: { $0.typeIdentifier == typeIdentifier }) else { return }
        representations.append((typeIdentifier, loader))
    }

    /// Whether a registered type is `typeIdentifier` or conforms to it (`public.file-url`
    /// conforms to `public.url`, `public.utf8-plain-text` to `public.plain-text`…).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether `loadObject(ofClass:)` can make an object of `objectClass` from a registered type.
    public func canLoadObject(ofClass objectClass: ItemProviderReading.Type) -> Bool {
        objectClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the bytes of the first registered type conforming to `typeIdentifier`;
    /// `completionHandler` gets them, or an `ItemProviderError`, on the main queue.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @MainActor (Data?, Error?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            NextTurn.schedule { completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier)) }
            return progress
        }
        var isDone = false
        representation.load { data in
            guard !isDone else { return }
            isDone = true
            progress.completedUnitCount = 1
            NextTurn.schedule {
                completionHandler(data, data == nil ? ItemProviderError.loadFailed(representation.typeIdentifier) : nil)
            }
        }
        return progress
    }

    /// Loads an object of `objectClass` (`String`, `URL`, `Image`) from the first type it can
    /// read; `completionHandler` gets it, or an `ItemProviderError`, on the main queue.
    @discardableResult
    public func loadObject<T: ItemProviderReading>(
        ofClass objectClass: T.Type, completionHandler: @escaping @MainActor (T?, Error?) -> Void
    ) -> Progress {
        loadObjects(ofClass: objectClass) { objects, error in completionHandler(objects.first, error) }
    }

    /// Every object of `objectClass` the provider's data holds: all the URLs of a
    /// `text/uri-list`, one object for other types.
    @discardableResult
    func loadObjects<T: ItemProviderReading>(
        ofClass objectClass: T.Type, completionHandler: @escaping @MainActor ([T], Error?) -> Void
    ) -> Progress {
        let readable = objectClass.readableTypeIdentifiersForItemProvider
        guard let identifier = readable.first(where: { hasItemConformingToTypeIdentifier($0) }),
            let source = representation(conformingTo: identifier)?.typeIdentifier
        else {
            NextTurn.schedule { completionHandler([], ItemProviderError.unavailableType("\(objectClass)")) }
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
            guard let data else {
                completionHandler([], error)
                return
            }
            do {
                completionHandler(try objectClass.objects(withItemProviderData: data, typeIdentifier: source), nil)
            } catch {
                completionHandler([], error)
            }
        }
    }

    /// The bytes of the first type conforming to `typeIdentifier` when its loader answers
    /// at once (the data of `init(object:)`); nil otherwise. For a drag leaving the app.
    func dataNow(conformingTo typeIdentifier: String) -> Data? {
        guard let representation = representation(conformingTo: typeIdentifier) else { return nil }
        var result: Data?
        representation.load { result = $0 }
        return result
    }

    private func representation(conformingTo typeIdentifier: String) -> (typeIdentifier: String, load: DataLoader)? {
        representations.first { DragTypes.type($0.typeIdentifier, conformsTo: typeIdentifier) }
    }
}

/// Why an item provider gave no data or object.
public enum ItemProviderError: Error, Equatable, CustomStringConvertible {
    /// The provider has no representation of this type (or none an object class reads).
    case unavailableType(String)
    /// The representation of this type could not be produced (the dragging application
    /// went away or did not answer in time).
    case loadFailed(String)
    /// The bytes of this type were not what it promises.
    case cannotDecode(String)

    /// The reason in words.
    public var description: String {
        switch self {
        case .unavailableType(let type): "no representation of \(type)"
        case .loadFailed(let type): "the \(type) representation could not be loaded"
        case .cannotDecode(let type): "the \(type) representation could not be decoded"
        }
    }
}
