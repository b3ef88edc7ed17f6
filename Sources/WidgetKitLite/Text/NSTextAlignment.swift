/// UIKit's name for the toolkit's `TextAlignment` (`NSParagraphStyle.alignment`,
/// `Label.textAlignment`), so `NSTextAlignment.center` ports unchanged.
public typealias NSTextAlignment = TextAlignment
