import CX11

extension X11Host {
    /// Carries a drag of `items` out of `surface`'s window over other clients' windows with
    /// XDND; nil when no item has data another application can take (or the surface is not
    /// ours).
    func beginExternalDrag(_ items: [DragItem], from surface: WindowSurface) -> ExternalDrag? {
        guard !isDisconnected, !X11Errors.connectionLost, let surface = surface as? X11Surface else { return nil }
        return X11DndOutgoing(dnd: dnd, items: items, surface: surface)
    }
}
