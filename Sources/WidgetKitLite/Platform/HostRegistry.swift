/// The host whose screen new view controllers size their default views for: the most
/// recently made `HeadlessScreen`, or the application's X11 host.
@MainActor
enum HostRegistry {
    static weak var current: PlatformHost?
}
