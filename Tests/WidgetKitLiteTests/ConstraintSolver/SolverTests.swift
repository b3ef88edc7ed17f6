import Testing

@_spi(Benchmarks) @testable import WidgetKitLite

private typealias Variable = Solver.Variable
private typealias Expression = Solver.Expression
private typealias Term = Solver.Term
private typealias Constraint = Solver.Constraint
private typealias Strength = Solver.Strength

/// The Cassowary solver: equalities, inequalities, strengths, edit variables, removal,
/// refusals with defined errors, a long chain, and bit-identical results from the same calls.
@Suite struct SolverTests {
    private func eq(_ lhs: Expression, _ rhs: Double, _ strength: Strength = .required) -> Constraint {
        Constraint(lhs, .equal, Expression(constant: rhs), strength: strength)
    }

    @Test func simpleEqualities() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(eq(Expression(x), 10))
        try solver.addConstraint(eq(x + y, 30))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 20)
        #expect(solver.value(of: y) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func inequalitiesBoundWeakerPreferences() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 100)))
        try solver.addConstraint(eq(Expression(x), 0, .weak))
        try solver.addConstraint(Constraint(Expression(y), .lessThanOrEqual, Expression(constant: 50)))
        try solver.addConstraint(eq(Expression(y), 100, .weak))
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 50)
    }

    @Test func aWeakPreferenceYieldsToAStrongOne() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(eq(Expression(x), 10, .weak))
        try solver.addConstraint(eq(Expression(x), 20, .strong))
        #expect(solver.value(of: x) == 20)
        // UIKit priorities: 251 beats 250, 750 beats 250.
        let hugging = Variable("hugging")
        try solver.addConstraint(eq(Expression(hugging), 1, Strength(priority: 250)))
        try solver.addConstraint(eq(Expression(hugging), 2, Strength(priority: 251)))
        #expect(solver.value(of: hugging) == 2)
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 500).weight == 1000)
        #expect(Strength(priority: 999) < .strong)
        #expect(Strength(priority: 1) < Strength(priority: 2))
    }

    @Test func editVariablesResolveIncrementally() throws {
        var solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let middle = Variable("middle")
        try solver.addConstraint(eq(Expression(left), 0))
        try solver.addConstraint(Constraint(Expression(middle), .equal, Expression(left) + 0.5 * Expression(width)))
        try solver.addConstraint(Constraint(Expression(width), .lessThanOrEqual, Expression(constant: 600)))
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(width, 500)
        #expect(solver.value(of: middle) == 250)
        try solver.suggestValue(width, 300)
        #expect(solver.value(of: middle) == 150)
        // The required bound wins over the suggestion.
        try solver.suggestValue(width, 800)
        #expect(solver.value(of: width) == 600)
        #expect(solver.value(of: middle) == 300)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let window = try ConstraintSolverBenchmark.Window(cells: 5)
        let variables = window.variables
        window.solver.updateVariables()
        let before = variables.map(\.value.bitPattern)
        let extra = Constraint(Expression(window.cells[2].title.width), .equal, Expression(constant: 50), strength: .strong)
        try window.solver.addConstraint(extra)
        #expect(window.solver.value(of: window.cells[2].title.width) == 50)
        try window.solver.removeConstraint(extra)
        window.solver.updateVariables()
        #expect(variables.map(\.value.bitPattern) == before)
        #expect(window.solver.invariantViolations().isEmpty)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedByName() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(eq(Expression(x), 10))
        let conflict = Constraint(Expression(x), .equal, Expression(constant: 20), name: "conflict")
        #expect {
            try solver.addConstraint(conflict)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let c) = error else { return false }
            return c === conflict && "\(error)".contains("conflict")
        }
        #expect(!solver.hasConstraint(conflict))
        #expect(solver.value(of: x) == 10)
        let tooSmall = Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 5))
        #expect(throws: SolverError.self) { try solver.addConstraint(tooSmall) }
        // A cycle of required equalities with no solution: x == y + 1, y == x + 1.
        try solver.addConstraint(Constraint(Expression(x), .equal, y + 1))
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(Expression(y), .equal, x + 1)) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func badRequestsGiveDefinedErrors() throws {
        var solver = Solver()
        let x = Variable("x")
        let c = eq(Expression(x), 1)
        try solver.addConstraint(c)
        #expect {
            try solver.addConstraint(c)
        } throws: { error in
            if case SolverError.duplicateConstraint = error { true } else { false }
        }
        let stranger = eq(Expression(x), 2)
        #expect {
            try solver.removeConstraint(stranger)
        } throws: { error in
            if case SolverError.unknownConstraint = error { true } else { false }
        }
        #expect {
            try solver.suggestValue(x, 3)
        } throws: { error in
            if case SolverError.unknownEditVariable = error { true } else { false }
        }
        #expect {
            try solver.addEditVariable(x, strength: .required)
        } throws: { error in
            if case SolverError.badEditStrength = error { true } else { false }
        }
        try solver.addEditVariable(x, strength: .weak)
        #expect {
            try solver.addEditVariable(x, strength: .weak)
        } throws: { error in
            if case SolverError.duplicateEditVariable = error { true } else { false }
        }
        for bad in [
            Constraint(Expression([Term(x, .nan)]), .equal),
            Constraint(Expression(x) + .infinity, .equal),
            Constraint(Expression(x), .equal, strength: Strength(priority: .nan)),
        ] {
            #expect {
                try solver.addConstraint(bad)
            } throws: { error in
                if case SolverError.nonFiniteConstraint = error { true } else { false }
            }
        }
        #expect {
            try solver.suggestValue(x, .nan)
        } throws: { error in
            if case SolverError.nonFiniteSuggestion = error { true } else { false }
        }
        #expect(solver.value(of: x) == 1)
    }

    @Test func aChainOfAThousandCells() throws {
        var solver = Solver()
        var previousRight: Variable?
        var lefts: [Variable] = []
        for i in 0..<1000 {
            let left = Variable("left\(i)")
            let right = Variable("right\(i)")
            try solver.addConstraint(Constraint(Expression(right), .equal, left + 20))
            if let previousRight {
                try solver.addConstraint(Constraint(Expression(left), .equal, previousRight + 8))
            } else {
                try solver.addConstraint(eq(Expression(left), 0))
            }
            previousRight = right
            lefts.append(left)
        }
        #expect(solver.value(of: lefts[999]) == 999 * 28)
        #expect(solver.value(of: previousRight!) == 999 * 28 + 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func theSameTenThousandConstraintsGiveBitIdenticalValues() throws {
        func solve() throws -> [UInt64] {
            let window = try ConstraintSolverBenchmark.Window(cells: 455, columns: 10)
            #expect(window.constraintCount >= 10_000)
            try window.solver.suggestValue(window.width, 417.3)
            try window.solver.removeConstraint(window.cells[200].titleTop)
            window.solver.updateVariables()
            return window.variables.map(\.value.bitPattern)
        }
        let first = try solve()
        let second = try solve()
        #expect(first == second)
        #expect(first.count == 455 * 20 + 1)
    }

    @Test func aWindowResizeMovesTheTrailingEdge() throws {
        let window = try ConstraintSolverBenchmark.Window(cells: 3)
        let cell = window.cells[1]
        #expect(window.solver.value(of: cell.accessory.left) == 320 - 16 - 24)
        // The title's preferred 300 is capped by the accessory: 280 - 8 - 68.
        #expect(window.solver.value(of: cell.title.width) == 204)
        // A cell is as tall as its content: 8 + 20 + 4 + 16 + 8.
        #expect(window.solver.value(of: cell.box.top) == 56)
        try window.solver.suggestValue(window.width, 480)
        #expect(window.solver.value(of: cell.accessory.left) == 480 - 16 - 24)
        #expect(window.solver.value(of: cell.title.width) == 300)
        #expect(window.solver.invariantViolations().isEmpty)
    }

    @Test func changingAConstantGivesWhatRemovingAndAddingGives() throws {
        let edited = try ConstraintSolverBenchmark.Window(cells: 12)
        let rebuilt = try ConstraintSolverBenchmark.Window(cells: 12)
        try edited.solver.changeConstant(of: edited.cells[5].titleTop, to: -14)
        let old = rebuilt.cells[5].titleTop
        try rebuilt.solver.removeConstraint(old)
        try rebuilt.solver.addConstraint(Constraint(old.expression + -6, .equal))
        edited.solver.updateVariables()
        rebuilt.solver.updateVariables()
        for (a, b) in zip(edited.variables, rebuilt.variables) { #expect(abs(a.value - b.value) < 1e-9, "\(a)") }
        // Title 14 below the cell's top: the next cell starts 6 lower.
        #expect(edited.solver.value(of: edited.cells[6].box.top) == 6 * 56 + 6)
        #expect(edited.solver.invariantViolations().isEmpty)
        // And back, through inequalities and weak preferences.
        try edited.solver.changeConstant(of: edited.cells[5].titleTop, to: -8)
        #expect(edited.solver.value(of: edited.cells[6].box.top) == 6 * 56)
    }

    @Test func aConstantChangeThatContradictsIsRefusedAndUndone() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 10)))
        let cap = Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 20), name: "cap")
        try solver.addConstraint(cap)
        try solver.addConstraint(eq(Expression(x), 100, .weak))
        #expect(solver.value(of: x) == 20)
        try solver.changeConstant(of: cap, to: -15)
        #expect(solver.value(of: x) == 15)
        #expect {
            try solver.changeConstant(of: cap, to: -5)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let c) = error else { return false }
            return c === cap
        }
        #expect(cap.expression.constant == -15)
        #expect(solver.value(of: x) == 15)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: cap, to: .nan) }
        #expect(throws: SolverError.self) { try solver.changeConstant(of: eq(Expression(x), 1), to: 2) }
        #expect(solver.invariantViolations().isEmpty)
    }
}
