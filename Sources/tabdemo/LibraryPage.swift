import Foundation
import WidgetKitLite

/// The Library tab's root page: a demo page whose content is a long list.
final class LibraryPage: DemoPage {
    init(title: String) {
        super.init(title: title, depth: 1)
    }
}
