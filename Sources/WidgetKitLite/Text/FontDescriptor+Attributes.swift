import Foundation

extension FontDescriptor {
    /// The descriptor's attributes as UIKit's dictionary: `.family` (when one is named),
    /// `.name` (a named face), `.size` (when nonzero), `.traits` (`.weight` as `CGFloat`,
    /// `.symbolic` as `SymbolicTraits`), `.featureSettings` (OpenType tag and value per
    /// feature) and `.textStyle`.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .traits: [TraitKey.weight: weight.rawValue, TraitKey.symbolic: symbolicTraits] as [TraitKey: Any]
        ]
        if let family { attributes[.family] = family }
        if let faceName { attributes[.name] = faceName }
        if pointSize != 0 { attributes[.size] = pointSize }
        if !features.isEmpty {
            attributes[.featureSettings] = features.map {
                [FeatureKey.openTypeFeatureTag: $0.tag, FeatureKey.openTypeFeatureValue: $0.value] as [FeatureKey: Any]
            }
        }
        if let textStyle { attributes[.textStyle] = textStyle }
        return attributes
    }

    /// A descriptor of the system font changed by `attributes` (see `addingAttributes(_:)`).
    @MainActor
    public init(fontAttributes attributes: [AttributeName: Any]) {
        self = FontDescriptor().addingAttributes(attributes)
    }

    /// The descriptor with `attributes` added, replacing the same ones: `.family` (a
    /// `String`), `.name` (a face's full or PostScript name), `.size` (a number),
    /// `.traits` (`.weight` as a number or `Font.Weight`, `.symbolic` as `SymbolicTraits`
    /// or its raw value, `.slant`), `.featureSettings` (added to the current ones, a later
    /// setting of a feature replacing an earlier one) and `.textStyle`. A value of the wrong
    /// type is ignored with one diagnostic line; an unknown key or feature is ignored.
    @MainActor
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> FontDescriptor {
        var result = self
        for (key, value) in attributes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch key {
            case .family:
                guard let family = value as? String else { reportWrongType(key, value, "String"); continue }
                result.family = family
                result.faceName = nil
            case .name:
                guard let name = value as? String else { reportWrongType(key, value, "String"); continue }
                result.faceName = name
                if let face = FontMatcher.face(named: name) {
                    result.family = face.family
                    result.weight = Font.Weight(fontconfigWeight: face.fontconfigWeight)
                    result.isItalic = face.isItalic
                } else {
                    result.family = name
                }
            case .size:
                guard let size = Self.number(value) else { reportWrongType(key, value, "a number"); continue }
                result = result.withSize(size)
            case .traits:
                guard let traits = value as? [TraitKey: Any] else {
                    reportWrongType(key, value, "[FontDescriptor.TraitKey: Any]")
                    continue
                }
                result.apply(traits: traits)
            case .featureSettings:
                guard let settings = value as? [[FeatureKey: Any]] else {
                    reportWrongType(key, value, "[[FontDescriptor.FeatureKey: Any]]")
                    continue
                }
                for setting in settings {
                    if let feature = Self.feature(setting) { result.features = result.features.setting(feature) }
                }
            case .textStyle:
                if let style = value as? Font.TextStyle {
                    result.textStyle = style
                } else if let raw = value as? String {
                    result.textStyle = Font.TextStyle(rawValue: raw)
                } else {
                    reportWrongType(key, value, "Font.TextStyle")
                }
            default:
                continue
            }
        }
        return result
    }

    @MainActor
    private mutating func apply(traits: [TraitKey: Any]) {
        if let value = traits[.weight] {
            if let weight = value as? Font.Weight {
                self.weight = weight
            } else if let number = Self.number(value) {
                weight = Font.Weight(rawValue: number)
            } else {
                reportWrongType(.traits, value, "a weight")
            }
        }
        if let value = traits[.symbolic] {
            let symbolic: SymbolicTraits?
            if let traits = value as? SymbolicTraits {
                symbolic = traits
            } else if let number = Self.number(value), number >= 0, number <= CGFloat(UInt32.max) {
                symbolic = SymbolicTraits(rawValue: UInt32(number))
            } else {
                symbolic = nil
                reportWrongType(.traits, value, "SymbolicTraits")
            }
            if let symbolic {
                isItalic = symbolic.contains(.traitItalic)
                isMonospaced = symbolic.contains(.traitMonoSpace)
                otherTraits = symbolic.subtracting(.selecting)
                if symbolic.contains(.traitBold), weight < .semibold { weight = .bold }
            }
        }
        if let value = traits[.slant], let slant = Self.number(value) { isItalic = slant != 0 }
        faceName = nil
    }

    /// A feature setting: an OpenType tag (and value), or an AAT type and selector UIKit apps use.
    private static func feature(_ setting: [FeatureKey: Any]) -> FontFeature? {
        if let tag = setting[.openTypeFeatureTag] as? String {
            let value = setting[.openTypeFeatureValue].flatMap(number).map { Int($0) } ?? 1
            return FontFeature(tag: tag, value: value)
        }
        guard let type = setting[.type].flatMap(number), let selector = setting[.selector].flatMap(number) else { return nil }
        return FontFeature.fromAAT(type: Int(type), selector: Int(selector))
    }

    /// A finite number given as any of Swift's number types.
    private static func number(_ value: Any) -> CGFloat? {
        let number: CGFloat? =
            switch value {
            case let v as CGFloat: v
            case let v as Double: CGFloat(v)
            case let v as Float: CGFloat(v)
            case let v as Int: CGFloat(v)
            case let v as UInt32: CGFloat(v)
            case let v as Int32: CGFloat(v)
            default: nil
            }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    @MainActor
    private func reportWrongType(_ key: AttributeName, _ value: Any, _ expected: String) {
        Diagnostics.report("font attribute \(key.rawValue) is \(type(of: value)), not \(expected); ignored")
    }
}
