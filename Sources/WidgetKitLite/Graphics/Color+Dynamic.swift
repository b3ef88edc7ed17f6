import Foundation

extension Color {
    /// A colour that `provider` gives for the traits it is drawn for — UIKit's
    /// `UIColor(dynamicProvider:)`: `Color { $0.userInterfaceStyle == .dark ? .white : .black }`.
    /// The provider is called each time the colour is resolved, and should be a pure
    /// function of the traits. Until resolved, the colour shows the provider's light value.
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        let box = Provider(provider)
        self.init(provider(TraitCollection(userInterfaceStyle: .light)).fixed, dynamic: .provider(box))
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    init(light: Color, dark: Color) {
        self.init(light.fixed, dynamic: .appearance(light: light, dark: dark))
    }

    /// A colour that is `base` on the base level and `elevated` on content raised above it
    /// (``TraitCollection/userInterfaceLevel``), each resolved for the appearance.
    init(base: Color, elevated: Color) {
        self.init(base.fixed, dynamic: .level(base: base, elevated: elevated))
    }

    /// The colour at `key` in the theme of the window it is drawn in; `light` and `dark`
    /// where no window's themes are known.
    init(paletteKey key: PaletteKey, light: Color, dark: Color, shown: Color) {
        self.init(shown.fixed, dynamic: .palette(key, Fallback(light: light.fixed, dark: dark.fixed)))
    }

    /// The fixed colour this colour is for `traitCollection` — UIKit's `resolvedColor(with:)`.
    /// A fixed colour is itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let dynamic else { return self }
        let style = traitCollection.userInterfaceStyle
        switch dynamic {
        case let .appearance(light, dark):
            return (style == .dark ? dark : light).resolvedColor(with: traitCollection)
        case let .palette(key, fallback):
            return traitCollection.palette?.color(at: key, for: style)?.fixed ?? (style == .dark ? fallback.dark : fallback.light)
        case let .level(base, elevated):
            return (traitCollection.userInterfaceLevel == .elevated ? elevated : base).resolvedColor(with: traitCollection)
        case let .alpha(base, alpha):
            return base.resolvedColor(with: traitCollection).withAlphaComponent(alpha)
        case let .desaturated(base):
            return base.resolvedColor(with: traitCollection).desaturated
        case let .blend(a, b, t):
            return Color.interpolate(a.resolvedColor(with: traitCollection), b.resolvedColor(with: traitCollection), t)
        case let .provider(box):
            return box.provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Whether the colour depends on the traits it is drawn for.
    var isDynamic: Bool { dynamic != nil }

    /// The components the colour shows, as a fixed colour.
    var fixed: Color { dynamic == nil ? self : Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Equal fixed components, or the same dynamic colour: two dynamic colours are equal
    /// when they resolve alike (the same theme colour, the same light and dark values, the
    /// same provider).
    public static func == (a: Color, b: Color) -> Bool {
        switch (a.dynamic, b.dynamic) {
        case (nil, nil): a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
        case let (x?, y?): x == y
        default: false
        }
    }

    /// Hashes what `==` compares: the provider of a dynamic colour, the components of a fixed one.
    public func hash(into hasher: inout Hasher) {
        if let dynamic {
            hasher.combine(dynamic)
        } else {
            hasher.combine(red)
            hasher.combine(green)
            hasher.combine(blue)
            hasher.combine(alpha)
        }
    }

    /// Names a colour of a theme (the key path of the theme's colour); the themes, above,
    /// make the keys, and a window's `ColorPalette` answers them.
    struct PaletteKey: Hashable, @unchecked Sendable {
        // Key paths are immutable values.
        let keyPath: AnyKeyPath
    }

    /// What a dynamic colour resolves through.
    indirect enum Dynamic: Hashable, Sendable {
        /// One colour for the light appearance, another for the dark one.
        case appearance(light: Color, dark: Color)
        /// One colour on the base level, another on elevated content.
        case level(base: Color, elevated: Color)
        /// A theme's colour, looked up in the palette of the traits.
        case palette(PaletteKey, Fallback)
        /// `base` resolved, with this alpha.
        case alpha(Color, CGFloat)
        /// `base` resolved, then made a grey of its lightness (a dimmed tint).
        case desaturated(Color)
        /// The two colours resolved, then mixed (`interpolate`).
        case blend(Color, Color, CGFloat)
        /// An app's provider.
        case provider(Provider)
    }

    /// The values of a theme colour for traits without a palette; not part of the colour's
    /// identity (a theme colour is equal to itself whatever themes it was read from).
    struct Fallback: Hashable, Sendable {
        let light: Color
        let dark: Color
        static func == (_: Fallback, _: Fallback) -> Bool { true }
        func hash(into _: inout Hasher) {}
    }

    /// An app's dynamic provider; equal only to itself.
    final class Provider: Hashable, Sendable {
        let provider: @Sendable (TraitCollection) -> Color
        init(_ provider: @escaping @Sendable (TraitCollection) -> Color) { self.provider = provider }
        static func == (a: Provider, b: Provider) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
}
