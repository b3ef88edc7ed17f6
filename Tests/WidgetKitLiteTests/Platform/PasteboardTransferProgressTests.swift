import Foundation
import Testing

@testable import WidgetKitLite

/// The limits of a transfer from another program, on explicit times: a step at least every
/// second, and from the third second on an average of at least 64 KiB/s.
@MainActor
@Suite struct PasteboardTransferProgressTests {
    @Test func anOwnerThatNeverAnswersStallsAfterTheTimeout() {
        let progress = PasteboardTransferProgress(startedAt: 10)
        #expect(progress.failure(at: 10.99) == nil)
        #expect(progress.failure(at: 11) == .stalled(bytes: 0))
        #expect(progress.nextCheck == 11)
    }

    @Test func oneByteEvery0_9SecondsEndsAtTheDeadline() {
        var progress = PasteboardTransferProgress(startedAt: 0)
        var failedAt: TimeInterval?
        for tick in 1...30 {
            let now = Double(tick) * 0.9
            // What a wakeup at the next check would find before this chunk.
            if progress.nextCheck <= now, progress.failure(at: progress.nextCheck) != nil {
                failedAt = progress.nextCheck
                break
            }
            progress.step(adding: 1, at: now)
            if progress.failure(at: now) != nil {
                failedAt = now
                break
            }
        }
        #expect(failedAt == 3, "the check falls due at the deadline itself")
        #expect(progress.failure(at: 3) == .tooSlow(bytes: 3, seconds: 3))
    }

    @Test func oneByteChunksAsFastAsTheyComeEndAtTheDeadline() {
        // 2,146 bytes in 10.5 s: about 204 bytes a second.
        var progress = PasteboardTransferProgress(startedAt: 0)
        for chunk in 1...612 { progress.step(adding: 1, at: Double(chunk) / 204) }
        #expect(progress.failure(at: 3) == .tooSlow(bytes: 612, seconds: 3))
    }

    @Test func aFastTransferGoesOnPastTheDeadlineWhileItKeepsTheRate() {
        var progress = PasteboardTransferProgress(startedAt: 0)
        // 256 KiB a second for 10 s: 2.5 MiB.
        for tenth in 1...100 { progress.step(adding: 256 << 10 / 10, at: Double(tenth) / 10) }
        #expect(progress.failure(at: 10) == nil)
        // Then nothing more: at 64 KiB/s the 2.5 MiB cover 40 s, but a second of silence stalls it.
        #expect(progress.nextCheck == 11)
        #expect(progress.failure(at: 11) == .stalled(bytes: progress.bytes))
    }

    @Test func aTransferThatSlowsDownEndsWhenItsAverageFallsBelowTheRate() {
        var progress = PasteboardTransferProgress(startedAt: 0)
        progress.step(adding: 256 << 10, at: 0.5)
        // 256 KiB cover 4 s at 64 KiB/s; small chunks every half second after that.
        var now = 0.5
        while progress.failure(at: now) == nil, now < 60 {
            now += 0.5
            progress.step(adding: 16, at: now)
        }
        #expect(now > 4 && now <= 4.5, "ended at \(now) s")
        if case .tooSlow(let bytes, let seconds)? = progress.failure(at: now) {
            #expect(Double(bytes) < Double(Pasteboard.minimumTransferRate) * seconds)
        } else {
            Issue.record("expected tooSlow, got \(String(describing: progress.failure(at: now)))")
        }
    }
}
