import Foundation

/// The demo's books: 10,000 numbered books on 100 shelves (deleting one removes it from its
/// shelf; a deletion can be undone), a row of featured books, and the search over them.
struct Library {
    static let shelfCount = 100
    static let booksPerShelf = 100
    /// The featured books, shown as covers: every 41st book from the first.
    static let featured = (0..<24).map { 1 + $0 * 41 }
    private static let authors = ["Ada Lovelace", "Alan Kay", "Barbara Liskov", "Donald Knuth", "Edsger Dijkstra", "Grace Hopper", "Niklaus Wirth"]

    /// A book taken off its shelf, and where it was.
    struct Deletion: Equatable {
        let book: Int
        let shelf: Int
        let index: Int
    }

    /// The book numbers on each shelf, in order.
    private(set) var shelves: [[Int]] = (0..<Library.shelfCount).map { shelf in
        (1...Library.booksPerShelf).map { shelf * Library.booksPerShelf + $0 }
    }
    /// What the search looks in, per book number − 1: its title and byline, lower-cased.
    private let searchText: [String] = (1...(Library.shelfCount * Library.booksPerShelf)).map {
        "\(Library.title($0)) \(Library.byline($0))".lowercased()
    }

    var bookCount: Int { shelves.reduce(0) { $0 + $1.count } }

    static func title(_ book: Int) -> String { "Book \(book)" }

    /// "Author · year" for `book`.
    static func byline(_ book: Int) -> String {
        "\(authors[(book - 1) % authors.count]) · \(1950 + book % 70)"
    }

    /// Whether `book`'s title or byline contains `filter`, which is lower-cased (an empty
    /// filter matches every book).
    func matches(_ book: Int, lowercased filter: String) -> Bool {
        filter.isEmpty || searchText[book - 1].contains(filter)
    }

    /// Whether `book` is still on a shelf.
    func contains(_ book: Int) -> Bool {
        let shelf = (book - 1) / Self.booksPerShelf
        return shelves.indices.contains(shelf) && shelves[shelf].contains(book)
    }

    /// Takes `book` off its shelf; nil when it is not there.
    mutating func delete(_ book: Int) -> Deletion? {
        let shelf = (book - 1) / Self.booksPerShelf
        guard shelves.indices.contains(shelf), let index = shelves[shelf].firstIndex(of: book) else { return nil }
        shelves[shelf].remove(at: index)
        return Deletion(book: book, shelf: shelf, index: index)
    }

    /// Puts a deleted book back where it was.
    mutating func restore(_ deletion: Deletion) {
        guard shelves.indices.contains(deletion.shelf), !shelves[deletion.shelf].contains(deletion.book) else { return }
        shelves[deletion.shelf].insert(deletion.book, at: min(deletion.index, shelves[deletion.shelf].count))
    }
}
