// Replays the session PushPop.wklrec (recorded with WKL_RECORD) through tabdemo's own code and
// asserts what frame 79 showed. Keep PushPop.wklrec next to this file.
// Written by `tabdemo --replay PushPop.wklrec --to-test`.
import Foundation
import Testing
import WidgetKitLite
@testable import tabdemo

@MainActor
@Suite struct ReplayPushPopTests {
    static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PushPop.wklrec")

    @Test func replaysAsRecorded() throws {
        let replay = try SessionReplay.run(Self.recording, delegateClass: DemoAppDelegate.self, toFrame: 79)
        #expect(replay.stop == nil, "the replay stopped early")
        #expect(replay.frame == 79)
        #expect(replay.viewTree == Self.viewTree)
        #expect(replay.pixelHash == "ca98623500dd2683", "the pixels of frame 79 differ from the recorded replay's")
    }

    @Test func replaysTheSamePixelsTwice() throws {
        let first = try SessionReplay.run(Self.recording, delegateClass: DemoAppDelegate.self, toFrame: 79)
        let second = try SessionReplay.run(Self.recording, delegateClass: DemoAppDelegate.self, toFrame: 79)
        #expect(first.image.pngData() == second.image.pngData())
    }

    /// The view tree of frame 79.
    static let viewTree = #"""
        Window (0,0 800x600)
          View (0,0 800x600)
            View (0,0 800x600)
              View (0,0 800x600)
                Button (20,64 120x36) title="Push page"
                  ImageView (0,0 0x0) hidden
                  Label (16,8 88x20) text="Push page"
                Button (20,110 214x36) title="Push full-screen page"
                  ImageView (0,0 0x0) hidden
                  Label (16,8 182x20) text="Push full-screen page"
                Button (20,156 137x36) title="Hide tab bar"
                  ImageView (0,0 0x0) hidden
                  Label (16,8 105x20) text="Hide tab bar"
                BottomBar (0,451 800x100) alpha=0
                  Label (20,40 310x20) text="Bottom bar · click the page to fade it"
              NavigationBar (0,0 800x44)
                View (0,0 800x44)
                  Label (81,0 638x44) text="Home"
                View (0,44 800x0) hidden
                  Label (16,-52 768x52) text="Home"
                View (0,44 800x1)
                BackButton (8,0 0x44) hidden
                  Label (20,22 0x0)
                BarItemStack (8,0 0x44)
                BarItemStack (727,0 65x44)
                  BarButtonItemView (0,0 65x44) title="Notes"
                    ImageView (0,0 0x0) hidden
                    Label (8,0 49x44) text="Notes"
            TabBar (0,551 800x49)
              View (0,0 800x1)
              TabBarItemView (0,0 267x49)
                Label (0,30 267x12) text="Home"
              TabBarItemView (267,0 267x49)
                Label (0,30 267x12) text="Library"
              TabBarItemView (533,0 267x49)
                Label (0,30 267x12) text="Settings"
          MenuBar (0,0 800x26) hidden
        """#
}
