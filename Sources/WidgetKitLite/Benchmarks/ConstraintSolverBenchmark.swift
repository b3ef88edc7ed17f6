@preconcurrency import Glibc

/// The constraint solver's measurements for `wkl-bench --solver`: not part of the toolkit's
/// API. scripts/lib/bench_kiwi.py builds the same systems with kiwi (keep the two in step).
///
/// A cell is a list row of 22 constraints over 20 variables (the cell and four views: an
/// icon, a title, a detail line and an accessory, each left, top, width and height): the
/// cell's left, width and top, a 40-pt square icon centred vertically, title and detail
/// labels right of it with intrinsic heights, the title's preferred width (300 at priority
/// 250) capped by the accessory, a 24-pt accessory at the trailing edge, and the cell's height
/// at least its content's and 44 at priority 250.
@_spi(Benchmarks)
public enum ConstraintSolverBenchmark {
    typealias Variable = Solver.Variable
    typealias Expression = Solver.Expression
    typealias Constraint = Solver.Constraint
    typealias Strength = Solver.Strength

    /// A view's four variables.
    struct Box {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ name: String) {
            left = Variable("\(name).left")
            top = Variable("\(name).top")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }

        var variables: [Variable] { [left, top, width, height] }
    }

    /// One cell's variables and constraints.
    struct Cell {
        let box: Box
        let icon: Box
        let title: Box
        let detail: Box
        let accessory: Box
        let constraints: [Constraint]
        /// `title.top == cell.top + 8`: the constant a benchmark changes.
        let titleTop: Constraint

        var variables: [Variable] { [box, icon, title, detail, accessory].flatMap(\.variables) }
    }

    /// The 22 constraints of cell `index`, whose left is `windowLeft`, width `windowWidth` and
    /// top `top` (an expression: 0 for a lone cell, the previous cell's bottom in a list).
    static func cell(_ index: Int, windowLeft: Expression, windowWidth: Expression, top: Expression, titleTopInset: Double = 8) -> Cell {
        let c = Box("cell\(index)")
        let icon = Box("icon\(index)")
        let title = Box("title\(index)")
        let detail = Box("detail\(index)")
        let accessory = Box("accessory\(index)")
        let low = Strength(priority: 250)
        func eq(_ lhs: Expression, _ rhs: Expression, _ strength: Strength = .required) -> Constraint {
            Constraint(lhs, .equal, rhs, strength: strength)
        }
        func ge(_ lhs: Expression, _ rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
        func le(_ lhs: Expression, _ rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
        let titleTop = eq(Expression(title.top), c.top + titleTopInset)
        let constraints = [
            eq(Expression(c.left), windowLeft),
            eq(Expression(c.width), windowWidth),
            eq(Expression(c.top), top),
            eq(Expression(icon.left), c.left + 16),
            eq(Expression(icon.width), Expression(constant: 40)),
            eq(Expression(icon.height), Expression(icon.width)),
            eq(icon.top + 0.5 * Expression(icon.height), c.top + 0.5 * Expression(c.height)),
            eq(Expression(title.left), icon.left + icon.width + 12),
            titleTop,
            eq(Expression(title.height), Expression(constant: 20)),
            eq(Expression(detail.left), Expression(title.left)),
            eq(Expression(detail.top), title.top + title.height + 4),
            eq(Expression(detail.height), Expression(constant: 16)),
            ge(c.top + c.height, detail.top + detail.height + 8),
            eq(Expression(c.height), Expression(constant: 44), low),
            eq(Expression(accessory.width), Expression(constant: 24)),
            eq(Expression(accessory.height), Expression(constant: 24)),
            eq(accessory.left + accessory.width, Expression(c.left) + windowWidth - 16),
            eq(accessory.top + 0.5 * Expression(accessory.height), c.top + 0.5 * Expression(c.height)),
            le(title.left + title.width, accessory.left - 8),
            eq(Expression(title.width), Expression(constant: 300), low),
            eq(detail.left + detail.width, title.left + title.width),
        ]
        return Cell(box: c, icon: icon, title: title, detail: detail, accessory: accessory, constraints: constraints, titleTop: titleTop)
    }

    /// A window of `cells` cells stacked from the top in `columns` columns (cell i below cell
    /// i - columns; the columns overlap), its width an edit variable (strong).
    final class Window {
        var solver = Solver()
        let width = Variable("window.width")
        var cells: [Cell] = []

        init(cells count: Int, columns: Int = 1, width value: Double = 320) throws(SolverError) {
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, value)
            for i in 0..<count {
                let top = i < columns ? Expression(constant: 0) : cells[i - columns].box.top + cells[i - columns].box.height
                let cell = ConstraintSolverBenchmark.cell(i, windowLeft: Expression(constant: 0), windowWidth: Expression(width), top: top)
                for constraint in cell.constraints { try solver.addConstraint(constraint) }
                cells.append(cell)
            }
        }

        var constraintCount: Int { cells.count * 22 }
        var variables: [Variable] { [width] + cells.flatMap(\.variables) }
    }

    private static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Median wall milliseconds of each case over `rounds` rounds:
    /// `cellsSeparateMs` 1,000 cells of 22 constraints, each in its own solver, added and solved
    /// (the constraint objects made beforehand, as kiwi's are; `cellsSeparateWithObjectsMs`
    /// also makes them); `cellsOneSolverMs` the same 1,000 cells stacked in one solver (22,000
    /// constraints); `resizeMs` one suggestValue on the width of a 2,003-constraint window (91
    /// cells) and reading every value, alternating 320 and 480 pt; `constantChangeMs` changing
    /// the constant of cell 45's `title.top` constraint (`Solver.changeConstant`) and
    /// `constantRemoveAddMs` removing it and adding it back with another constant (kiwi's
    /// way), each then reading every value; and per-constraint microseconds of the build cases.
    /// `checksum` sums values that kiwi's run sums too: the two must be equal;
    /// `oneSolverValueBitsDigest` hashes the bits of every value of the 22,000-constraint solver.
    public static func run(quick: Bool) -> [String: Any] {
        let rounds = quick ? 3 : 9
        var separate: [Double] = []
        var separateWithBuild: [Double] = []
        var oneSolver: [Double] = []
        var resize: [Double] = []
        var change: [Double] = []
        var removeAdd: [Double] = []
        var checksum = 0.0
        var digest: UInt64 = 0
        do {
            for _ in 0..<rounds {
                var start = seconds()
                for i in 0..<1000 {
                    var solver = Solver()
                    let cell = cell(i, windowLeft: Expression(constant: 0), windowWidth: Expression(constant: 320), top: Expression(constant: 0))
                    for constraint in cell.constraints { try solver.addConstraint(constraint) }
                    solver.updateVariables()
                    checksum += cell.title.width.value
                }
                separateWithBuild.append((seconds() - start) * 1000)
                // The same with the constraint objects made before the clock starts, as kiwi's are.
                let cells = (0..<1000).map {
                    cell($0, windowLeft: Expression(constant: 0), windowWidth: Expression(constant: 320), top: Expression(constant: 0))
                }
                start = seconds()
                for cell in cells {
                    var solver = Solver()
                    for constraint in cell.constraints { try solver.addConstraint(constraint) }
                    solver.updateVariables()
                }
                separate.append((seconds() - start) * 1000)

                start = seconds()
                let big = try Window(cells: 1000)
                big.solver.updateVariables()
                oneSolver.append((seconds() - start) * 1000)
                checksum += big.cells[999].box.top.value
                // FNV-1a over every value's bits: equal in every process when the solver is deterministic.
                digest = 0xcbf2_9ce4_8422_2325
                for variable in big.variables {
                    digest = (digest ^ variable.value.bitPattern) &* 0x0000_0100_0000_01b3
                }

                let window = try Window(cells: 91)
                let variables = window.variables
                for k in 0..<50 {
                    start = seconds()
                    try window.solver.suggestValue(window.width, k % 2 == 0 ? 480 : 320)
                    window.solver.updateVariables()
                    resize.append((seconds() - start) * 1000)
                    checksum += variables[variables.count - 1].value
                }
                for k in 0..<50 {
                    start = seconds()
                    try window.solver.changeConstant(of: window.cells[45].titleTop, to: k % 2 == 0 ? -10 : -8)
                    window.solver.updateVariables()
                    change.append((seconds() - start) * 1000)
                }
                var titleTop = window.cells[45].titleTop
                for k in 0..<50 {
                    start = seconds()
                    try window.solver.removeConstraint(titleTop)
                    let cellBox = window.cells[45].box
                    titleTop = Constraint(Expression(window.cells[45].title.top), .equal, cellBox.top + (k % 2 == 0 ? 10 : 8))
                    try window.solver.addConstraint(titleTop)
                    window.solver.updateVariables()
                    removeAdd.append((seconds() - start) * 1000)
                    checksum += variables[variables.count - 1].value
                }
            }
        } catch {
            return ["error": "\(error)"]
        }
        let separateMs = median(separate)
        let oneSolverMs = median(oneSolver)
        return [
            "rounds": rounds,
            "cellsSeparateMs": separateMs,
            "cellsSeparateUsPerConstraint": separateMs * 1000 / 22_000,
            "cellsSeparateWithObjectsMs": median(separateWithBuild),
            "cellsOneSolverMs": oneSolverMs,
            "cellsOneSolverUsPerConstraint": oneSolverMs * 1000 / 22_000,
            "resizeMs": median(resize),
            "resizeConstraints": 91 * 22 + 1,
            "constantChangeMs": median(change),
            "constantRemoveAddMs": median(removeAdd),
            "checksum": checksum,
            "oneSolverValueBitsDigest": String(digest, radix: 16),
        ]
    }
}
