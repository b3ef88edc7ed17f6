import Foundation
import Testing
import WidgetKitLite

/// A controller that records its size-class changes.
@MainActor
private final class SizeWatchingController: ViewController {
    var previousClasses: [UserInterfaceSizeClass] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousClasses.append(previousTraitCollection?.horizontalSizeClass ?? .unspecified)
    }
}

@MainActor
@Suite struct SizeClassTests {
    @Test func desktopWindowIsRegularAndScaleIsTheWindows() {
        let screen = HeadlessScreen(size: CGSize(width: 1200, height: 800), scale: 2)
        let window = screen.makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.traitCollection.horizontalSizeClass == .unspecified && view.traitCollection.displayScale == 1)
        window.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.displayScale == 2)
    }

    @Test func resizingAcrossTheThresholdsChangesTraitsAndCallsBack() {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 700))
        let window = screen.makeWindow()
        let page = SizeWatchingController()
        window.rootViewController = page
        screen.advance(by: 0)
        var handled: [(UserInterfaceSizeClass, UserInterfaceSizeClass)] = []
        page.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (controller: SizeWatchingController, previous: TraitCollection) in
            handled.append((previous.horizontalSizeClass, controller.traitCollection.horizontalSizeClass))
        }
        var verticalCalls = 0
        let registration = page.view.registerForTraitChanges([TraitVerticalSizeClass.self]) { (_: View, _: TraitCollection) in
            verticalCalls += 1
        }
        #expect(page.previousClasses.isEmpty, "joining the window is not a change")

        screen.resize(to: CGSize(width: 700, height: 700))
        #expect(page.previousClasses.isEmpty && handled.isEmpty, "still regular: no call")

        screen.resize(to: CGSize(width: 599, height: 700))
        #expect(page.traitCollection.horizontalSizeClass == .compact)
        #expect(page.previousClasses == [.regular])
        #expect(handled.count == 1 && handled.first?.0 == .regular && handled.first?.1 == .compact)
        #expect(verticalCalls == 0)

        screen.resize(to: CGSize(width: 599, height: 399))
        #expect(page.traitCollection.verticalSizeClass == .compact && verticalCalls == 1)
        #expect(handled.count == 1, "the horizontal class did not change")

        page.view.unregisterForTraitChanges(registration)
        screen.resize(to: CGSize(width: 600, height: 400))
        #expect(page.traitCollection.horizontalSizeClass == .regular && page.traitCollection.verticalSizeClass == .regular)
        #expect(handled.count == 2 && verticalCalls == 1)
        #expect(page.previousClasses == [.regular, .compact, .compact])
    }

    @Test func thresholdComesFromTheTheme() {
        var theme = Theme.light
        theme.containers.compactWidthThreshold = 900
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), theme: theme)
        let window = screen.makeWindow()
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(TraitCollection(horizontalSizeClass: .compact) != TraitCollection(horizontalSizeClass: .regular))
    }
}

@MainActor
@Suite struct TraitRegistrationMisuseTests {
    @Test func aHandlerOfAnotherTypeIsReported() {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 700))
        let window = screen.makeWindow()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var calls = 0
        let output = capturingStderr {
            view.registerForTraitChanges([TraitHorizontalSizeClass.self]) { (_: Label, _: TraitCollection) in calls += 1 }
        }
        screen.resize(to: CGSize(width: 500, height: 700))
        #expect(output.contains("registerForTraitChanges") && calls == 0)
    }
}
