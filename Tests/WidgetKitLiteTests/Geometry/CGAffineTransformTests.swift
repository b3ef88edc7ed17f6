import Foundation
import Testing
import WidgetKitLite

/// `CGAffineTransform` against values computed by hand with CoreGraphics' conventions:
/// (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty); `t1.concatenating(t2)` is t1 then t2.
@MainActor @Suite struct CGAffineTransformTests {
    private func expectClose(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9, "\(p) is not (\(x), \(y))", sourceLocation: sourceLocation)
    }

    @Test func identityAndTheBasicTransforms() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        expectClose(CGPoint(x: 2, y: 3).applying(CGAffineTransform(translationX: 10, y: -5)), 12, -2)
        expectClose(CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 2, y: -1)), 4, -3)
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        expectClose(CGPoint(x: 1, y: 1).applying(a), 1 + 3 + 5, 2 + 4 + 6)
    }

    /// A positive angle turns +x towards +y: counter-clockwise in a y-up space, clockwise
    /// on the toolkit's y-down screen.
    @Test func rotationTurnsXTowardsY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        expectClose(CGPoint(x: 1, y: 0).applying(quarter), 0, 1)
        expectClose(CGPoint(x: 0, y: 1).applying(quarter), -1, 0)
        #expect(abs(quarter.a) < 1e-12 && quarter.b == 1 && quarter.c == -1)
    }

    @Test func concatenatingAppliesSelfFirst() {
        let move = CGAffineTransform(translationX: 10, y: 0)
        let double = CGAffineTransform(scaleX: 2, y: 2)
        // (1, 1) moved to (11, 1), then doubled: (22, 2).
        expectClose(CGPoint(x: 1, y: 1).applying(move.concatenating(double)), 22, 2)
        // Doubled to (2, 2), then moved: (12, 2).
        expectClose(CGPoint(x: 1, y: 1).applying(double.concatenating(move)), 12, 2)
        // Matrix product by hand: [1 2; 3 4; 5 6] × [7 8; 9 10; 11 12].
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    /// `translatedBy`, `scaledBy` and `rotated` put the new step before the transform, as
    /// CoreGraphics does.
    @Test func theConvenienceStepsComeFirst() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        expectClose(CGPoint(x: 1, y: 1).applying(base.translatedBy(x: 5, y: 0)), 12, 3)
        expectClose(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 2, y: 1)), 4, 3)
        expectClose(CGPoint(x: 1, y: 0).applying(base.rotated(by: .pi / 2)), 0, 3)
        #expect(base.translatedBy(x: 5, y: 0) == CGAffineTransform(translationX: 5, y: 0).concatenating(base))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = CGPoint(x: 13, y: -2)
        let back = p.applying(t).applying(t.inverted())
        expectClose(back, 13, -2)
        let round = t.concatenating(t.inverted())
        for (value, expected) in [(round.a, 1.0), (round.b, 0), (round.c, 0), (round.d, 1), (round.tx, 0), (round.ty, 0)] {
            #expect(abs(value - expected) < 1e-9)
        }
        #expect(
            CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
                == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    /// CoreGraphics returns a transform it cannot invert unchanged; the toolkit says so once.
    @Test func aSingularTransformIsReturnedUnchangedWithOneLine() {
        let flat = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 3, y: 4)
        var result = CGAffineTransform.identity
        let lines = capturingDiagnostics { result = flat.inverted() }
        #expect(result == flat)
        #expect(lines.count == 1 && lines[0].contains("cannot be inverted"), "\(lines)")
    }

    @Test func sizesIgnoreTranslationAndRectanglesBoundTheirCorners() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: -6, height: 4))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 92, y: 102, width: 6, height: 4))
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 1) < 1e-9 && abs(rotated.minY) < 1e-9)
        #expect(abs(rotated.width - 1) < 1e-9 && abs(rotated.height - 2) < 1e-9)
        #expect(CGRect.null.applying(t).isNull)
    }
}
