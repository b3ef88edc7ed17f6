import Foundation

extension Image.SymbolConfiguration {
    /// A configuration matching text in `textStyle`: the style's point size and weight at
    /// the default content size (body: 17 points regular; headline: 17 semibold). Unlike
    /// UIKit's, the size is fixed when the configuration is made; it does not follow the
    /// content size category later.
    public init(textStyle: Font.TextStyle, scale: Image.SymbolScale = .unspecified) {
        self.init(font: .preferredFont(forTextStyle: textStyle), scale: scale)
    }

    /// A configuration matching text in `font`: its point size and the nearest symbol weight.
    public init(font: Font, scale: Image.SymbolScale = .unspecified) {
        self.init(pointSize: font.pointSize, weight: Image.SymbolWeight(font.weight), scale: scale)
    }
}

extension Image.SymbolWeight {
    /// The symbol weight nearest to the font weight `weight`.
    init(_ weight: Font.Weight) {
        let pairs: [(Font.Weight, Image.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = pairs.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? .regular
    }
}
