import Foundation
import Testing
@testable import WidgetKitLite

/// `BezierPath`'s geometry: building, bounds, current point, hit testing, fill rules,
/// dashes and transforms.
@MainActor @Suite struct BezierPathTests {
    /// A five-pointed star drawn in one stroke: its centre winds twice.
    static func star(center: CGPoint, radius: CGFloat) -> BezierPath {
        let path = BezierPath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }

    @Test func anEmptyPath() {
        let path = BezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        #expect(path.currentPoint == .zero)
        #expect(!path.contains(.zero))
    }

    @Test func boundsHoldControlPointsAsUIKitDoes() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), controlPoint1: CGPoint(x: 0, y: 20), controlPoint2: CGPoint(x: 10, y: 20))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        #expect(BezierPath(rect: CGRect(x: 5, y: 6, width: 7, height: 8)).bounds == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func closeReturnsTheCurrentPointToTheSubpathStart() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 8), controlPoint: CGPoint(x: 9, y: 5))
        #expect(path.currentPoint == CGPoint(x: 5, y: 8))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func containsFollowsTheShape() {
        let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(oval.contains(CGPoint(x: 2, y: 25)))
        #expect(!oval.contains(CGPoint(x: 3, y: 3)))
        #expect(!oval.contains(CGPoint(x: 101, y: 25)))
        let rounded = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)))
        #expect(rounded.contains(CGPoint(x: 4, y: 4)))
        let one = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topRight], cornerRadii: CGSize(width: 10, height: 10))
        #expect(one.contains(CGPoint(x: 1, y: 1)))
        #expect(!one.contains(CGPoint(x: 39, y: 1)))
    }

    /// The star's centre winds twice: inside by the non-zero rule, outside by even-odd.
    @Test func evenOddLeavesTheStarsCentreOut() {
        let star = Self.star(center: CGPoint(x: 50, y: 50), radius: 40)
        #expect(star.contains(CGPoint(x: 50, y: 50)))
        #expect(star.contains(CGPoint(x: 50, y: 15)))
        star.usesEvenOddFillRule = true
        #expect(!star.contains(CGPoint(x: 50, y: 50)))
        #expect(star.contains(CGPoint(x: 50, y: 15)))
    }

    /// Arcs: clockwise on screen grows the angle; a full turn is a circle.
    @Test func arcsGoTheWayAsked() {
        let down = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(down.bounds.minY > -1e-9 && abs(down.bounds.maxY - 10) < 1e-9)
        let up = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(up.bounds.maxY < 1e-9)
        let circle = BezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(circle.contains(CGPoint(x: 20, y: 29)) && circle.contains(CGPoint(x: 11, y: 20)))
        #expect(abs(circle.currentPoint.x - 30) < 1e-9 && abs(circle.currentPoint.y - 20) < 1e-9)
        // A line joins the current point to the arc's start.
        let joined = BezierPath()
        joined.move(to: CGPoint(x: -50, y: 0))
        joined.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(joined.bounds.minX == -50)
    }

    @Test func appendAndApply() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(BezierPath(rect: CGRect(x: 20, y: 0, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 1).translatedBy(x: 5, y: 5))
        #expect(path.bounds == CGRect(x: 10, y: 5, width: 60, height: 10))
        #expect(path.contains(CGPoint(x: 50, y: 10)) && !path.contains(CGPoint(x: 35, y: 10)))
    }

    /// A dash pattern cuts a line into dashes of the pattern's lengths, phase first.
    @Test func dashesHaveThePatternsLengths() {
        let line = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0)], isClosed: false)
        let dashes = PathDasher.dashes(of: line, pattern: [4, 2], phase: 0)
        #expect(dashes.map { $0.points.map(\.x) } == [[0, 4], [6, 10], [12, 16], [18, 20]])
        let shifted = PathDasher.dashes(of: line, pattern: [4, 2], phase: 5)
        #expect(shifted.map { $0.points.map(\.x) } == [[1, 5], [7, 11], [13, 17], [19, 20]])
        // Around a corner a dash keeps its length: 3 before the corner, 1 after.
        let corner = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 7, y: 0), CGPoint(x: 7, y: 10)], isClosed: false)
        let bent = PathDasher.dashes(of: corner, pattern: [4, 2], phase: 0)
        #expect(bent[1].points == [CGPoint(x: 6, y: 0), CGPoint(x: 7, y: 0), CGPoint(x: 7, y: 3)])
        // An odd pattern repeats; invalid patterns leave the line solid.
        #expect(PathDasher.validPattern([3]) == [3, 3])
        #expect(PathDasher.validPattern([0, 0]) == nil && PathDasher.validPattern([-1, 2]) == nil)
        // Zero-length dashes are dots.
        let dots = PathDasher.dashes(of: line, pattern: [0, 5], phase: 0)
        #expect(dots.map { $0.points[0].x } == [0, 5, 10, 15])
    }

    @Test func setLineDashRejectsBadPatternsWithOneLine() {
        let path = BezierPath()
        let lines = capturingDiagnostics {
            path.setLineDash([4, -1], count: 2, phase: 0)
            path.setLineDash([4, 1], count: -2, phase: 0)
        }
        #expect(lines.count == 2, "\(lines)")
        #expect(path.snapshot.style.dashPattern.isEmpty)
        path.setLineDash([4, 1], count: 2, phase: 3)
        #expect(path.snapshot.style.dashPattern == [4, 1] && path.snapshot.style.dashPhase == 3)
    }

    /// A NaN or infinite coordinate drops that element, with one line per path however many.
    @Test func nonFiniteElementsAreDroppedWithOneLine() {
        let path = BezierPath()
        let lines = capturingDiagnostics {
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
            path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: CGFloat.infinity, y: 0), controlPoint2: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.apply(CGAffineTransform(scaleX: .nan, y: 1))
        }
        #expect(lines.count == 1 && lines[0].contains("NaN or infinite"), "\(lines)")
        #expect(path.isEmpty)
        let kept = BezierPath()
        _ = capturingDiagnostics {
            kept.move(to: .zero)
            kept.addLine(to: CGPoint(x: -CGFloat.infinity, y: 0))
            kept.addLine(to: CGPoint(x: 10, y: 0))
        }
        #expect(kept.bounds == CGRect(x: 0, y: 0, width: 10, height: 0))
    }

    @Test func drawingWithoutAContextSaysSoOnce() {
        let lines = capturingDiagnostics {
            BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
            Color.red.setFill()
        }
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("no current graphics context") }, "\(lines)")
    }
}
