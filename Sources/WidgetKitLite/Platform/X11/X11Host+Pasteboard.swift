extension X11Host {
    /// The clipboard and primary selection of this process.
    func pasteboard(named name: Pasteboard.Name) -> Pasteboard {
        name == .general ? Self.processGeneral : Self.processPrimary
    }

    private static let processGeneral = Pasteboard(name: .general, store: MemoryPasteboardStore())
    private static let processPrimary = Pasteboard(name: .primary, store: MemoryPasteboardStore())
}
