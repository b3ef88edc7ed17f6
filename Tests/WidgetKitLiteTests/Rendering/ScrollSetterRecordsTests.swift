import Foundation
import Testing

@testable import WidgetKitLite

/// A scroll view's bounds setter only records the offset's change; the frame decides
/// whether the pixels shown are copied and what is repainted.
@MainActor @Suite struct ScrollSetterRecordsTests {
    @Test func settingTheOffsetRecordsOnlyAndTheFrameCopies() {
        let f = Fixture()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 200, height: 1000)
        for i in 0..<20 {
            let row = View(frame: CGRect(x: 0, y: CGFloat(i) * 50, width: 200, height: 49))
            row.backgroundColor = i % 2 == 0 ? .systemBlue : .systemRed
            scroll.addSubview(row)
        }
        f.root.addSubview(scroll)
        f.screen.runFrame()
        let renderer = f.window.renderer
        let regions = renderer.scrollRegionComputations
        let damage = renderer.damageComputations
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        #expect(renderer.scrollRegionComputations == regions, "the setter computes no copy region")
        #expect(renderer.scrollCopies.isEmpty)
        #expect(renderer.pendingScrolls[ObjectIdentifier(scroll)]?.delta == CGPoint(x: 0, y: 20))
        #expect(renderer.damageComputations == damage)
        f.screen.runFrame()
        #expect(renderer.scrollRegionComputations > regions, "the frame decides the copy")
        #expect(renderer.pendingScrolls.isEmpty)
        #expect(f.screen.snapshot().pixels == f.screen.fullRepaint().pixels)
    }
}
