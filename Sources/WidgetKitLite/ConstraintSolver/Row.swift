extension Solver {
    /// Coefficients below this magnitude count as zero: such a cell is dropped from its row
    /// (kiwi's threshold).
    static func nearZero(_ value: Double) -> Bool {
        value < 0 ? -value < 1.0e-8 : value < 1.0e-8
    }

    /// A symbol and its coefficient in a row.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// One row of the tableau, `basic = constant + Σ coefficient × symbol`, or an objective.
    ///
    /// The cells are a sparse map kept as an array sorted by symbol, so every walk over them
    /// has one order (by symbol serial number), whatever the process. No cell has a coefficient
    /// that is `nearZero`.
    struct Row {
        private(set) var cells: [Cell] = []
        private(set) var constant: Double

        init(constant: Double = 0) {
            self.constant = constant
        }

        /// The position of `symbol` in `cells`, or where it would go, and whether it is there.
        @inline(__always)
        private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
            var low = 0
            var high = cells.count
            let raw = symbol.raw
            while low < high {
                let mid = (low &+ high) >> 1
                let r = cells[mid].symbol.raw
                if r < raw {
                    low = mid &+ 1
                } else if r > raw {
                    high = mid
                } else {
                    return (mid, true)
                }
            }
            return (low, false)
        }

        /// The coefficient of `symbol`; 0 when it is not in the row.
        func coefficient(for symbol: Symbol) -> Double {
            let p = position(of: symbol)
            return p.found ? cells[p.index].coefficient : 0
        }

        func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

        /// Adds `value` to the constant and returns the new constant.
        @discardableResult
        mutating func add(_ value: Double) -> Double {
            constant += value
            return constant
        }

        /// Adds `coefficient` to the symbol's coefficient, dropping the cell if the sum is `nearZero`.
        /// Returns +1 when the symbol entered the row, -1 when it left it, 0 otherwise.
        @discardableResult
        mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Int {
            let p = position(of: symbol)
            if p.found {
                let sum = cells[p.index].coefficient + coefficient
                if nearZero(sum) {
                    cells.remove(at: p.index)
                    return -1
                }
                cells[p.index].coefficient = sum
                return 0
            }
            if nearZero(coefficient) { return 0 }
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: p.index)
            return 1
        }

        /// Adds `other × coefficient` (its constant and its cells) to this row.
        mutating func insert(_ other: Row, times coefficient: Double = 1) {
            var none: [Symbol] = []
            var none2: [Symbol] = []
            merge(other, times: coefficient, skipping: -1, tracking: false, added: &none, removed: &none2)
        }

        /// Adds `other × coefficient`, leaving out this row's cell at `skipping` (-1: none), and
        /// when `tracking`, appends the symbols that entered and left the row to `added` and `removed`.
        @inline(__always)
        mutating func merge(
            _ other: Row, times coefficient: Double, skipping: Int, tracking: Bool = true, added: inout [Symbol],
            removed: inout [Symbol]
        ) {
            constant += other.constant * coefficient
            let a = cells
            let b = other.cells
            var out: [Cell] = []
            out.reserveCapacity(a.count + b.count)
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i == skipping {
                    i += 1
                    continue
                }
                if j == b.count || (i < a.count && a[i].symbol.raw < b[j].symbol.raw) {
                    out.append(a[i])
                    i += 1
                } else if i == a.count || b[j].symbol.raw < a[i].symbol.raw {
                    let v = b[j].coefficient * coefficient
                    if !nearZero(v) {
                        out.append(Cell(symbol: b[j].symbol, coefficient: v))
                        if tracking { added.append(b[j].symbol) }
                    }
                    j += 1
                } else {
                    let v = a[i].coefficient + b[j].coefficient * coefficient
                    if nearZero(v) {
                        removed.append(a[i].symbol)
                    } else {
                        out.append(Cell(symbol: a[i].symbol, coefficient: v))
                    }
                    i += 1
                    j += 1
                }
            }
            cells = out
        }

        /// Removes the symbol's cell, if any.
        mutating func remove(_ symbol: Symbol) {
            let p = position(of: symbol)
            if p.found { cells.remove(at: p.index) }
        }

        /// Negates the constant and every coefficient.
        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Solves `0 = constant + a × symbol + rest` for `symbol`: the row becomes
        /// `symbol = -constant/a - rest/a`, without the symbol. The symbol must be in the row.
        mutating func solve(for symbol: Symbol) {
            let p = position(of: symbol)
            precondition(p.found, "solving a row for a symbol it does not hold")
            let factor = -1.0 / cells[p.index].coefficient
            cells.remove(at: p.index)
            constant *= factor
            for i in cells.indices { cells[i].coefficient *= factor }
        }

        /// Solves `lhs = constant + a × rhs + rest` for `rhs`. `lhs` must not be in the row, `rhs` must.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row` (the symbol's definition): `a × symbol` becomes `a × row`.
        /// Returns false (and changes nothing) when the symbol is not in this row.
        @discardableResult
        mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], removed: inout [Symbol]) -> Bool {
            let p = position(of: symbol)
            guard p.found else { return false }
            let coefficient = cells[p.index].coefficient
            merge(row, times: coefficient, skipping: p.index, added: &added, removed: &removed)
            return true
        }

        /// `substitute(_:with:added:removed:)` for a row that is not in the tableau.
        mutating func substitute(_ symbol: Symbol, with row: Row) {
            let p = position(of: symbol)
            guard p.found else { return }
            var none: [Symbol] = []
            var none2: [Symbol] = []
            merge(row, times: cells[p.index].coefficient, skipping: p.index, tracking: false, added: &none, removed: &none2)
        }
    }
}
