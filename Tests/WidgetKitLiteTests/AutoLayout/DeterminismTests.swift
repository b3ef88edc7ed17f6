import Foundation
import Testing
import WidgetKitLite

/// The same constraints give the same frames, bit for bit: a 10,000-constraint grid laid out
/// in two fresh screens.
@MainActor @Suite struct DeterminismTests {
    static let columns = 50
    static let rows = 50

    /// Lays out a grid of 2,500 views, 4 constraints each, with fractional multipliers,
    /// inequalities and optional constraints, and returns every frame's bit patterns.
    private func layOutGrid() -> (bits: [UInt], constraints: Int) {
        let f = AutoLayoutRoot(width: 1013, height: 777)
        var grid: [[View]] = []
        var constraints: [NSLayoutConstraint] = []
        for r in 0..<Self.rows {
            var row: [View] = []
            for c in 0..<Self.columns {
                let v = f.add(View())
                if c == 0 {
                    constraints.append(v.leadingAnchor.constraint(equalTo: f.root.leadingAnchor, constant: CGFloat(r % 3)))
                } else {
                    constraints.append(v.leadingAnchor.constraint(equalTo: row[c - 1].trailingAnchor, constant: 0.3))
                }
                if r == 0 {
                    constraints.append(v.topAnchor.constraint(equalTo: f.root.topAnchor, constant: 1.7))
                } else {
                    constraints.append(v.topAnchor.constraint(greaterThanOrEqualTo: grid[r - 1][c].bottomAnchor, constant: 0.1))
                }
                if c == 0 {
                    constraints.append(v.widthAnchor.constraint(equalTo: f.root.widthAnchor, multiplier: 1.0 / 53.0, constant: 0.01))
                } else {
                    let w = v.widthAnchor.constraint(equalTo: row[c - 1].widthAnchor, multiplier: 0.999)
                    w.priority = LayoutPriority(Float(700 + (r * c) % 50))
                    constraints.append(w)
                }
                constraints.append(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.7))
                row.append(v)
            }
            grid.append(row)
        }
        NSLayoutConstraint.activate(constraints)
        f.screen.advance(by: 0)
        var bits: [UInt] = []
        for row in grid {
            for v in row {
                let fr = v.frame
                bits += [fr.minX.bitPattern, fr.minY.bitPattern, fr.width.bitPattern, fr.height.bitPattern]
            }
        }
        return (bits, constraints.count)
    }

    @Test func aTenThousandConstraintGridIsLaidOutIdenticallyTwice() {
        let first = layOutGrid()
        let second = layOutGrid()
        #expect(first.constraints == 10_000)
        #expect(first.bits.count == 10_000)
        #expect(first.bits == second.bits)
        // Not trivially zero: the last view sits far from the origin.
        #expect(CGFloat(bitPattern: first.bits[first.bits.count - 4]) > 500)
    }
}
