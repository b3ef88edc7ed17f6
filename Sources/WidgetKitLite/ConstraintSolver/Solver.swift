/// An incremental Cassowary solver: a dual simplex over linear constraints of required and
/// weaker strengths, with edit variables, after kiwi's design (nucleic/kiwi, solverimpl.h).
///
/// Constraints are added and removed one at a time and the solution is kept optimal after
/// each call; `suggestValue(_:_:)` moves an edit variable and re-solves with the dual simplex,
/// touching only the rows that hold the edit's error symbols, so a window resize is one call.
///
/// Deterministic: nothing depends on hashing order. Symbols are numbered in the order they are
/// made, a row's cells are sorted by symbol, the rows that hold a symbol (its column) are kept
/// in the order of the operations, and every choice of a pivot breaks ties by the lowest
/// symbol. The same calls in the same order give the same values, bit for bit, in every process.
///
/// The tableau keeps a column index (for each symbol, the rows that hold it), so a pivot
/// rewrites only the rows that hold the entering symbol rather than every row.
///
/// A value type: its state is arrays and dictionaries, so no access is checked at run time;
/// copying a solver copies the system. Variables are objects shared by the copies.
///
/// Errors: see ``SolverError``. An unsatisfiable required constraint is refused and names the
/// constraint; the solver stays as it was. Every simplex loop has an iteration limit, so a
/// numerical cycle ends in `SolverError.internalError` rather than a hang.
struct Solver {
    /// Where a constraint lives in the tableau: its marker symbol and the other error symbol.
    struct Tag {
        var marker: Symbol = .invalid
        var other: Symbol = .invalid
    }

    private struct ConstraintEntry {
        let constraint: Constraint
        let tag: Tag
    }

    private struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    // Lookups only: these dictionaries are never iterated.
    private var constraintEntries: [ObjectIdentifier: ConstraintEntry] = [:]
    private var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    private var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Every variable with its symbol, in the order they were first used.
    private var variables: [(variable: Variable, symbol: Symbol)] = []

    // The tableau. A row lives in a slot; `basics[slot]` is its basic symbol (`.invalid` for
    // a free slot). Indexed by symbol serial: the slot of a basic symbol (-1 when the symbol
    // is not basic), and the column, the slots of the rows that hold the symbol.
    private var rows: ContiguousArray<Row> = []
    private var basics: ContiguousArray<Symbol> = []
    private var freeSlots: [Int32] = []
    private var slotOfSerial: [Int32] = [-1]
    private var columns: [[Int32]] = [[]]
    private var infeasibleRows: [Symbol] = []
    /// The objective, lexicographic: one row per strength below required, strongest first.
    /// A solution is better when it is better at the strongest level where two differ, so a
    /// stronger constraint always wins over any number of weaker ones (UIKit's priorities).
    /// Within a level every error counts alike (coefficient 1).
    private var objectives: [(weight: Double, row: Row)] = []
    private var artificial: Row?
    private var pivotCount = 0
    // Kept between substitutions so that they do not allocate.
    private var scratchAdded: [Symbol] = []
    private var scratchRemoved: [Symbol] = []

    init() {}

    /// The number of constraints added (edit variables count one each).
    var constraintCount: Int { constraintEntries.count }
    /// The number of rows in the tableau.
    var rowCount: Int { rows.count - freeSlots.count }
    /// Pivots made since the solver was made: a measure of the work done.
    var pivots: Int { pivotCount }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// Throws `duplicateConstraint` if it is already in, `nonFiniteConstraint` for a NaN or
    /// infinite coefficient or constant (or a NaN strength), `unsatisfiableConstraint` for a
    /// required constraint that contradicts the required ones already in (the solver is then
    /// as before the call).
    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        if constraintEntries[id] != nil { throw .duplicateConstraint(constraint) }
        if !constraint.expression.hasOnlyFiniteNumbers || constraint.strength.weight.isNaN {
            throw .nonFiniteConstraint(constraint)
        }
        var tag = Tag()
        var row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        // A row of dummies only: redundant when its constant is zero (the marker enters the
        // basis), unsatisfiable otherwise.
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            if !Solver.nearZero(row.constant) { throw .unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if !subject.isValid {
            if try !addWithArtificialVariable(row) { throw .unsatisfiableConstraint(constraint) }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        constraintEntries[id] = ConstraintEntry(constraint: constraint, tag: tag)
        try optimize(artificialObjective: false)
    }

    /// Removes a constraint and re-optimises. Throws `unknownConstraint` if it is not in.
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard let entry = constraintEntries[id] else { throw .unknownConstraint(constraint) }
        constraintEntries[id] = nil
        let tag = entry.tag
        // The error symbols leave the objective before any pivot.
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, constraint.strength.weight) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, constraint.strength.weight) }
        if let slot = slot(of: tag.marker) {
            _ = removeRow(at: slot)
        } else {
            guard let slot = markerLeavingSlot(tag.marker) else {
                throw .internalError("no row holds the marker of \(constraint)")
            }
            let leaving = basics[slot]
            var row = removeRow(at: slot)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(artificialObjective: false)
    }

    /// Changes the constant of a constraint in the solver (`expression.constant`) and
    /// re-solves with the dual simplex, as an edit: the rows holding the constraint's marker
    /// move by the change, so the cost is that column and the pivots it causes, not a removal
    /// and an addition. The result is the one `removeConstraint` then `addConstraint` with the
    /// new constant would give.
    ///
    /// Throws `unknownConstraint`, `nonFiniteConstraint` for NaN or ∞, and
    /// `unsatisfiableConstraint` when the new constant contradicts required constraints (the
    /// constant and the solution then stay as they were).
    mutating func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let entry = constraintEntries[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        if !constant.isFinite { throw .nonFiniteConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        let marker = entry.tag.marker
        if marker.isDummy && slot(of: marker) != nil {
            // A redundant required equality: its new constant may contradict the others.
            try removeConstraint(constraint)
            let old = constraint.expression.constant
            constraint.expression.constant = constant
            do {
                try addConstraint(constraint)
            } catch {
                constraint.expression.constant = old
                try addConstraint(constraint)
                throw .unsatisfiableConstraint(constraint)
            }
            return
        }
        // The marker's coefficient in the row as made: the slack of `<=` +1 and of `>=` -1, the
        // dummy of a required equality +1, the positive error of an equality -1.
        let coefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual: coefficient = 1
        case .greaterThanOrEqual: coefficient = -1
        case .equal: coefficient = marker.isDummy ? 1 : -1
        }
        let shift = delta / coefficient
        constraint.expression.constant = constant
        shiftMarker(marker, by: shift)
        do {
            try dualOptimize()
        } catch {
            // Infeasible: the old constant is put back; the basis may have changed, so every
            // restricted row is checked.
            constraint.expression.constant -= delta
            shiftMarker(marker, by: -shift)
            for slot in rows.indices where basics[slot].isValid && !basics[slot].isExternal && rows[slot].constant < 0 {
                infeasibleRows.append(basics[slot])
            }
            try dualOptimize()
            throw .unsatisfiableConstraint(constraint)
        }
    }

    /// Moves the solution as if the constraint's marker were held at `shift` instead of 0.
    private mutating func shiftMarker(_ marker: Symbol, by shift: Double) {
        if let slot = slot(of: marker) {
            if rows[slot].add(-shift) < 0 { infeasibleRows.append(marker) }
            return
        }
        for slot32 in columns[marker.serial] {
            let slot = Int(slot32)
            let coefficient = rows[slot].coefficient(for: marker)
            if rows[slot].add(shift * coefficient) < 0 && !basics[slot].isExternal {
                infeasibleRows.append(basics[slot])
            }
        }
    }

    func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintEntries[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable of the given (not required) strength: a constraint
    /// `variable == suggested value`, the value 0 until `suggestValue(_:_:)`.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        if edits[id] != nil { throw .duplicateEditVariable(variable) }
        if strength.weight.isNaN || strength.isRequired { throw .badEditStrength(variable, strength) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, name: "edit \(variable)")
        try addConstraint(constraint)
        let tag = constraintEntries[ObjectIdentifier(constraint)]?.tag ?? Tag()
        edits[id] = EditInfo(tag: tag, constraint: constraint, constant: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard let info = edits[id] else { throw .unknownEditVariable(variable) }
        edits[id] = nil
        try removeConstraint(info.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// Throws `unknownEditVariable`, or `nonFiniteSuggestion` for NaN or ∞ (nothing changes).
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard var info = edits[id] else { throw .unknownEditVariable(variable) }
        if !value.isFinite { throw .nonFiniteSuggestion(variable, value) }
        let delta = value - info.constant
        info.constant = value
        edits[id] = info
        let marker = info.tag.marker
        let other = info.tag.other
        if let slot = slot(of: marker) {
            if rows[slot].add(-delta) < 0 { infeasibleRows.append(marker) }
        } else if let slot = slot(of: other) {
            if rows[slot].add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for slot32 in columns[marker.serial] {
                let slot = Int(slot32)
                let coefficient = rows[slot].coefficient(for: marker)
                if coefficient != 0 && rows[slot].add(delta * coefficient) < 0 && !basics[slot].isExternal {
                    infeasibleRows.append(basics[slot])
                }
            }
        }
        try dualOptimize()
    }

    // MARK: Values

    /// The variable's value in the current solution (0 for a variable the solver does not know).
    func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)], let slot = slot(of: symbol) else { return 0 }
        return rows[slot].constant
    }

    /// Writes the current solution into every variable's `value`.
    func updateVariables() {
        for entry in variables {
            if let slot = slot(of: entry.symbol) {
                entry.variable.value = rows[slot].constant
            } else {
                entry.variable.value = 0
            }
        }
    }

    /// Empties the solver, as if it were new.
    mutating func reset() {
        constraintEntries = [:]
        variableSymbols = [:]
        edits = [:]
        variables = []
        rows = []
        basics = []
        freeSlots = []
        slotOfSerial = [-1]
        columns = [[]]
        infeasibleRows = []
        objectives = []
        artificial = nil
    }

    // MARK: The tableau

    private mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let serial = slotOfSerial.count
        slotOfSerial.append(-1)
        columns.append([])
        return Symbol(kind, serial: serial)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        let id = ObjectIdentifier(variable)
        if let symbol = variableSymbols[id] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[id] = symbol
        variables.append((variable, symbol))
        return symbol
    }

    @inline(__always)
    private func slot(of symbol: Symbol) -> Int? {
        let slot = slotOfSerial[symbol.serial]
        return slot >= 0 ? Int(slot) : nil
    }

    private mutating func insertRow(_ row: Row, basic: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basics[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basics.append(basic)
        }
        slotOfSerial[basic.serial] = Int32(slot)
        for cell in row.cells { columns[cell.symbol.serial].append(Int32(slot)) }
    }

    private mutating func removeRow(at slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        for cell in row.cells { removeFromColumn(cell.symbol, slot: slot) }
        slotOfSerial[basics[slot].serial] = -1
        basics[slot] = .invalid
        freeSlots.append(Int32(slot))
        return row
    }

    private mutating func removeFromColumn(_ symbol: Symbol, slot: Int) {
        let serial = symbol.serial
        let slot32 = Int32(slot)
        guard let k = columns[serial].lastIndex(of: slot32) else { return }
        columns[serial].swapAt(k, columns[serial].count - 1)
        columns[serial].removeLast()
    }

    /// Replaces `symbol` by `row` in every row that holds it, in the objective and in the
    /// artificial objective; rows whose restricted basic went negative become infeasible.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        let column = columns[symbol.serial]
        columns[symbol.serial] = []
        if !column.isEmpty {
            var added: [Symbol] = []
            var removed: [Symbol] = []
            swap(&added, &scratchAdded)
            swap(&removed, &scratchRemoved)
            defer {
                swap(&added, &scratchAdded)
                swap(&removed, &scratchRemoved)
            }
            for slot32 in column {
                let slot = Int(slot32)
                added.removeAll(keepingCapacity: true)
                removed.removeAll(keepingCapacity: true)
                rows[slot].substitute(symbol, with: row, added: &added, removed: &removed)
                for s in added { columns[s.serial].append(slot32) }
                for s in removed { removeFromColumn(s, slot: slot) }
                if !basics[slot].isExternal && rows[slot].constant < 0 { infeasibleRows.append(basics[slot]) }
            }
        }
        for level in objectives.indices where objectives[level].row.contains(symbol) {
            objectives[level].row.substitute(symbol, with: row)
        }
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Pivots `entering` into the basis in place of `leaving`, the basic of the row at `slot`.
    private mutating func pivot(slot: Int, leaving: Symbol, entering: Symbol) {
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(for: leaving, entering)
        slotOfSerial[leaving.serial] = -1
        removeFromColumn(entering, slot: slot)
        columns[leaving.serial].append(Int32(slot))
        substitute(entering, with: row)
        rows[slot] = row
        basics[slot] = entering
        slotOfSerial[entering.serial] = Int32(slot)
        pivotCount += 1
    }

    /// A row for the constraint with the current basic rows substituted, its slack, error or
    /// dummy symbols added (the errors also into the objective), and a non-negative constant.
    private mutating func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Solver.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let slot = slot(of: symbol) {
                row.insert(rows[slot], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objectives[level(of: strength.weight)].row.insert(error, 1)
            }
        case .equal:
            if !strength.isRequired {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                let level = level(of: strength.weight)
                objectives[level].row.insert(plus, 1)
                objectives[level].row.insert(minus, 1)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: its first external symbol, else a marker or other
    /// error symbol that is a slack or error with a negative coefficient; else invalid.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Adds the row through an artificial variable, minimised to zero; false when it cannot
    /// be (the constraint is unsatisfiable; the row is then dropped).
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        defer { artificial = nil }
        try optimize(artificialObjective: true)
        let success = Solver.nearZero(artificial?.constant ?? 0)
        if let slot = slot(of: art) {
            // A basic artificial variable appears in no other row: dropping its row takes the
            // constraint out whole. (Pivoting it out on failure, as kiwi does, would leave a
            // row with a negative restricted basic in the tableau.)
            var basicRow = removeRow(at: slot)
            if !success || basicRow.cells.isEmpty { return success }
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basicRow.solve(for: art, entering)
            substitute(entering, with: basicRow)
            insertRow(basicRow, basic: entering)
        }
        // The artificial variable leaves the tableau.
        let column = columns[art.serial]
        columns[art.serial] = []
        for slot in column { rows[Int(slot)].remove(art) }
        for level in objectives.indices { objectives[level].row.remove(art) }
        return success
    }

    private func iterationLimit() -> Int { 10_000 + 4 * slotOfSerial.count }

    /// Primal simplex: pivots until the objective (or the artificial one) is minimal.
    private mutating func optimize(artificialObjective: Bool) throws(SolverError) {
        let limit = iterationLimit()
        var iterations = 0
        while true {
            let entering = artificialObjective ? enteringSymbol(artificial ?? Row()) : enteringSymbol()
            if !entering.isValid { return }
            guard let slot = leavingSlot(for: entering) else { throw .internalError("the objective is unbounded") }
            pivot(slot: slot, leaving: basics[slot], entering: entering)
            iterations += 1
            if iterations > limit { throw .internalError("the simplex did not converge in \(limit) pivots") }
        }
    }

    /// Dual simplex: pivots the infeasible rows until every restricted basic is non-negative.
    private mutating func dualOptimize() throws(SolverError) {
        let limit = iterationLimit()
        var iterations = 0
        while let leaving = infeasibleRows.popLast() {
            guard let slot = slot(of: leaving) else { continue }
            let constant = rows[slot].constant
            guard constant < 0 && !Solver.nearZero(constant) else { continue }
            let entering = dualEnteringSymbol(rows[slot])
            if !entering.isValid {
                infeasibleRows.removeAll()
                throw .internalError("the dual simplex found no entering symbol")
            }
            pivot(slot: slot, leaving: leaving, entering: entering)
            iterations += 1
            if iterations > limit {
                infeasibleRows.removeAll()
                throw .internalError("the dual simplex did not converge in \(limit) pivots")
            }
        }
    }

    /// The objective level of a strength's weight, made (in order, strongest first) when new.
    private mutating func level(of weight: Double) -> Int {
        var low = 0
        var high = objectives.count
        while low < high {
            let mid = (low + high) / 2
            if objectives[mid].weight > weight { low = mid + 1 } else { high = mid }
        }
        if low == objectives.count || objectives[low].weight != weight { objectives.insert((weight, Row()), at: low) }
        return low
    }

    /// The artificial objective's first (lowest) non-dummy symbol with a negative coefficient
    /// (Bland's rule).
    private func enteringSymbol(_ objective: Row) -> Symbol {
        for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy { return cell.symbol }
        return .invalid
    }

    /// A non-dummy symbol whose objective coefficients are lexicographically negative
    /// (negative at the strongest level where it has one): the first (lowest) such symbol of
    /// the strongest level that has one, Bland's rule level by level. Entering it improves that
    /// level and leaves the stronger ones as they are. Each level is scanned only until its
    /// first candidate.
    private func enteringSymbol() -> Symbol {
        for (index, level) in objectives.enumerated() {
            cells: for cell in level.row.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
                for stronger in objectives[..<index] where stronger.row.contains(cell.symbol) { continue cells }
                return cell.symbol
            }
        }
        return .invalid
    }

    /// In an infeasible row, the non-dummy symbol with a positive coefficient whose objective
    /// coefficients over it are least, compared level by level, strongest first (the first
    /// such on ties).
    private func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var enteringCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            guard entering.isValid else {
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
                continue
            }
            for level in objectives {
                let candidate = level.row.coefficient(for: cell.symbol) / cell.coefficient
                let best = level.row.coefficient(for: entering) / enteringCoefficient
                if candidate < best {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
                if candidate != best { break }
            }
        }
        return entering
    }

    /// The slot of the restricted row that limits `entering` most (least ratio, then lowest
    /// basic symbol); nil when none does (the objective is unbounded).
    private func leavingSlot(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for slot32 in columns[entering.serial] {
            let slot = Int(slot32)
            if basics[slot].isExternal { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && best.map { basics[slot] < basics[$0] } ?? true) {
                    bestRatio = ratio
                    best = slot
                }
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's marker out of: a restricted row where it has a
    /// negative coefficient (least -constant/coefficient), else a restricted row (least
    /// constant/coefficient), else an unrestricted one; ties go to the lowest basic symbol.
    private func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var first: Int?
        var second: Int?
        var third: Int?
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        func better(_ slot: Int, than current: Int?) -> Bool { current.map { basics[slot] < basics[$0] } ?? true }
        for slot32 in columns[marker.serial] {
            let slot = Int(slot32)
            let c = rows[slot].coefficient(for: marker)
            if c == 0 { continue }
            if basics[slot].isExternal {
                if better(slot, than: third) { third = slot }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 || (r == r1 && better(slot, than: first)) {
                    r1 = r
                    first = slot
                }
            } else {
                let r = rows[slot].constant / c
                if r < r2 || (r == r2 && better(slot, than: second)) {
                    r2 = r
                    second = slot
                }
            }
        }
        return first ?? second ?? third
    }

    private mutating func removeMarkerEffects(_ marker: Symbol, _ weight: Double) {
        let level = level(of: weight)
        if let slot = slot(of: marker) {
            objectives[level].row.insert(rows[slot], times: -1)
        } else {
            objectives[level].row.insert(marker, -1)
        }
    }

    // MARK: Checks

    /// The tableau's invariants that do not hold, as messages (empty when all hold): every
    /// column lists exactly the rows holding its symbol, no basic symbol appears in a row or the
    /// objective, and every restricted basic is non-negative. For tests.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var expected = [[Int32]](repeating: [], count: columns.count)
        for slot in rows.indices where basics[slot].isValid {
            for cell in rows[slot].cells {
                expected[cell.symbol.serial].append(Int32(slot))
                if self.slot(of: cell.symbol) != nil { problems.append("basic \(cell.symbol) in row of \(basics[slot])") }
            }
            if !basics[slot].isExternal && rows[slot].constant < -1e-8 {
                problems.append("row of \(basics[slot]) is infeasible: \(rows[slot].constant)")
            }
        }
        for serial in columns.indices where columns[serial].sorted() != expected[serial].sorted() {
            problems.append("column of serial \(serial) is \(columns[serial]), rows hold \(expected[serial])")
        }
        for level in objectives {
            for cell in level.row.cells where self.slot(of: cell.symbol) != nil {
                problems.append("basic \(cell.symbol) in the objective")
            }
        }
        return problems
    }
}
