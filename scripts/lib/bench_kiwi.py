#!/usr/bin/env python3
"""The constraint solver's benchmark cases with kiwi (Debian python3-kiwisolver: kiwi's C++
solver under a thin Python binding), beside `wkl-bench --solver`. Prints one JSON object.

The systems are those of Sources/WidgetKitLite/Benchmarks/ConstraintSolverBenchmark.swift:
cells of 22 constraints over 20 variables, 1,000 cells each in its own solver and stacked in
one solver, a 91-cell window (2,003 constraints with the width's edit) resized by one
suggestValue, and one constant changed by removing a constraint and adding it back.

The binding's cost is discounted: every cell's constraint objects are built in Python before
the clock starts (the build cases time only addConstraint and updateVariables), and the time
of one binding call per constraint (`hasConstraint`, which does no solving) is measured and
subtracted from the build cases.

`--autolayout`: instead, the systems that `wkl-bench --autolayout` hands its solvers through
the views and anchors of AutoLayoutBenchmark.swift (keep the two in step): the same cell, but
as the engine expresses each constraint, in the coordinates of its items' closest common
ancestor (a subview's position relative to its cell; the cell's own left and top are 0), with
the autoresizing constraints that hold a frame-laid-out container (x, y, width, height). (a)
1,000 cells each in a solver of its own with its row's four (26 constraints), (b) a window of
91 cells stacked under a root whose width is an edit variable (kiwi's way to resize) and whose
x, y and height are pinned (2,002 + 3 constraints and the edit), (c) cell 45's title top
constant changed by removing its constraint and adding the new one. The binding is discounted
as above in (a): constraint objects before the clock, one `hasConstraint` call per
constraint subtracted; (b) and (c) make two and three binding calls per sample, not discounted.
Usage: bench_kiwi.py [--quick] [--autolayout]
"""
import json
import sys
import time

import kiwisolver as kiwi

# The toolkit maps UIKit priority p < 1000 to the weight 1000^(p/500) (Strength(priority:)).
LOW = 1000 ** (250 / 500)


class Box:
    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    def variables(self):
        return [self.left, self.top, self.width, self.height]


def cell(index, window_left, window_width, top, title_top_inset=8):
    c, icon, title, detail, accessory = (Box(f"{n}{index}") for n in ["cell", "icon", "title", "detail", "accessory"])
    title_top = title.top == c.top + title_top_inset
    constraints = [
        c.left == window_left,
        c.width == window_width,
        c.top == top,
        icon.left == c.left + 16,
        icon.width == 40,
        icon.height == icon.width,
        icon.top + 0.5 * icon.height == c.top + 0.5 * c.height,
        title.left == icon.left + icon.width + 12,
        title_top,
        title.height == 20,
        detail.left == title.left,
        detail.top == title.top + title.height + 4,
        detail.height == 16,
        c.top + c.height >= detail.top + detail.height + 8,
        (c.height == 44) | LOW,
        accessory.width == 24,
        accessory.height == 24,
        accessory.left + accessory.width == c.left + window_width - 16,
        accessory.top + 0.5 * accessory.height == c.top + 0.5 * c.height,
        title.left + title.width <= accessory.left - 8,
        (title.width == 300) | LOW,
        detail.left + detail.width == title.left + title.width,
    ]
    assert len(constraints) == 22
    return {"box": c, "title": title, "constraints": constraints, "titleTop": title_top,
            "variables": [v for b in (c, icon, title, detail, accessory) for v in b.variables()]}


def window_constraints(count, width):
    cells = []
    top = 0
    for i in range(count):
        cl = cell(i, 0, width, top)
        cells.append(cl)
        top = cl["box"].top + cl["box"].height
    return cells


def build_window(count, value=320):
    solver = kiwi.Solver()
    width = kiwi.Variable("window.width")
    solver.addEditVariable(width, "strong")
    solver.suggestValue(width, value)
    cells = window_constraints(count, width)
    for cl in cells:
        for c in cl["constraints"]:
            solver.addConstraint(c)
    return solver, width, cells


def median(values):
    s = sorted(values)
    return s[len(s) // 2] if s else 0


def call_overhead(constraints, solver):
    """Seconds of one binding call per constraint that does no solving."""
    has = solver.hasConstraint
    start = time.perf_counter()
    for c in constraints:
        has(c)
    return time.perf_counter() - start


def main():
    quick = "--quick" in sys.argv
    rounds = 3 if quick else 9
    separate, separate_raw, one, one_raw, resize, change = [], [], [], [], [], []
    checksum = 0.0
    for _ in range(rounds):
        cells = [cell(i, 0, 320, 0) for i in range(1000)]
        solvers = [kiwi.Solver() for _ in cells]
        start = time.perf_counter()
        for solver, cl in zip(solvers, cells):
            add = solver.addConstraint
            for c in cl["constraints"]:
                add(c)
            solver.updateVariables()
        elapsed = time.perf_counter() - start
        overhead = sum(call_overhead(cl["constraints"], s) for s, cl in zip(solvers, cells))
        separate_raw.append(elapsed * 1000)
        separate.append((elapsed - overhead) * 1000)
        checksum += sum(cl["title"].width.value() for cl in cells)

        # kiwi takes seconds for this case (every pivot walks every row): the first round only.
        solver = kiwi.Solver()
        width = kiwi.Variable("window.width")
        big = window_constraints(1000 if not one else 0, width)
        flat = [c for cl in big for c in cl["constraints"]]
        start = time.perf_counter()
        solver.addEditVariable(width, "strong")
        solver.suggestValue(width, 320)
        add = solver.addConstraint
        for c in flat:
            add(c)
        solver.updateVariables()
        elapsed = time.perf_counter() - start
        overhead = call_overhead(flat, solver)
        if big:
            one_raw.append(elapsed * 1000)
            one.append((elapsed - overhead) * 1000)
            checksum += big[999]["box"].top.value() * rounds

        solver, width, cells = build_window(91)
        last = cells[-1]["variables"][-1]
        for k in range(50):
            start = time.perf_counter()
            solver.suggestValue(width, 480 if k % 2 == 0 else 320)
            solver.updateVariables()
            resize.append((time.perf_counter() - start) * 1000)
            checksum += last.value()
        title_top = cells[45]["titleTop"]
        box = cells[45]["box"]
        title = cells[45]["title"]
        replacements = [title.top == box.top + (10 if k % 2 == 0 else 8) for k in range(50)]
        for k in range(50):
            start = time.perf_counter()
            solver.removeConstraint(title_top)
            title_top = replacements[k]
            solver.addConstraint(title_top)
            solver.updateVariables()
            change.append((time.perf_counter() - start) * 1000)
            checksum += last.value()
    print(json.dumps({
        "kiwisolver": kiwi.__version__,
        "rounds": rounds,
        "cellsSeparateMs": median(separate),
        "cellsSeparateRawMs": median(separate_raw),
        "cellsSeparateUsPerConstraint": median(separate) * 1000 / 22000,
        "cellsOneSolverMs": median(one),
        "cellsOneSolverRounds": len(one),
        "cellsOneSolverRawMs": median(one_raw),
        "cellsOneSolverUsPerConstraint": median(one) * 1000 / 22000,
        "resizeMs": median(resize),
        "resizeConstraints": 91 * 22 + 1,
        "constantRemoveAddMs": median(change),
        "checksum": checksum,
    }, indent=2, sort_keys=True))


class ViewCell:
    """AutoLayoutBenchmark.Cell's 22 constraints as the engine adds them: the cell's
    leading, width and top against its container (whose own left is 0), `container_width`
    the container's width variable, `top` the cell's top in the container (0, or the cell
    above's bottom); the subviews in the cell's coordinates (its own left and top are 0)."""

    def __init__(self, index, container_width, top, title_top_inset=8):
        c, icon, title, detail, accessory = (Box(f"{n}{index}") for n in ["cell", "icon", "title", "detail", "accessory"])
        self.box, self.title = c, title
        self.title_top = title.top == title_top_inset
        self.constraints = [
            c.left == 0,
            c.width == container_width,
            c.top == top,
            icon.left == 16,
            icon.width == 40,
            icon.height == icon.width,
            icon.top + 0.5 * icon.height == 0.5 * c.height,
            title.left == icon.left + icon.width + 12,
            self.title_top,
            title.height == 20,
            detail.left == title.left,
            detail.top == title.top + title.height + 4,
            detail.height == 16,
            c.height >= detail.top + detail.height + 8,
            (c.height == 44) | LOW,
            accessory.width == 24,
            accessory.height == 24,
            accessory.left + accessory.width == c.width - 16,
            accessory.top + 0.5 * accessory.height == 0.5 * c.height,
            title.left + title.width <= accessory.left - 8,
            (title.width == 300) | LOW,
            detail.left + detail.width == title.left + title.width,
        ]
        assert len(self.constraints) == 22


ROW_HEIGHT = 56


def autolayout(quick):
    """The cases of `wkl-bench --autolayout` with kiwi; the same rounds and samples, so that
    the checksums are equal when both solved the same systems to the same values."""
    rounds = 3 if quick else 9
    samples = 50
    cells_ms, cells_raw_ms, cells_cpu_ms, resize, resize_cpu, change, change_cpu = [], [], [], [], [], [], []
    checksum = 0.0
    window_constraints = 0
    for _ in range(rounds):
        # (a) 1,000 solvers: a row's four autoresizing constraints, then its cell's 22.
        systems = []
        for i in range(1000):
            row = Box(f"row{i}")
            cl = ViewCell(i, row.width, 0)
            pins = [row.left == 0, row.top == ROW_HEIGHT * i, row.width == 320, row.height == ROW_HEIGHT]
            systems.append((kiwi.Solver(), pins + cl.constraints, cl))
        start, start_cpu = time.perf_counter(), time.thread_time()
        for solver, constraints, _ in systems:
            add = solver.addConstraint
            for c in constraints:
                add(c)
            solver.updateVariables()
        elapsed, elapsed_cpu = time.perf_counter() - start, time.thread_time() - start_cpu
        overhead = sum(call_overhead(constraints, solver) for solver, constraints, _ in systems)
        cells_raw_ms.append(elapsed * 1000)
        cells_ms.append((elapsed - overhead) * 1000)
        cells_cpu_ms.append((elapsed_cpu - overhead) * 1000)
        checksum += sum(cl.title.width.value() + cl.box.height.value() for _, _, cl in systems)

        # (b), (c) the window.
        solver = kiwi.Solver()
        root = Box("root")
        solver.addEditVariable(root.width, "strong")
        solver.suggestValue(root.width, 320)
        for pin in [root.left == 0, root.top == 0, root.height == 800]:
            solver.addConstraint(pin)
        cells = []
        for i in range(91):
            top = 0 if i == 0 else cells[i - 1].box.top + cells[i - 1].box.height
            cells.append(ViewCell(i, root.width, top))
            for c in cells[-1].constraints:
                solver.addConstraint(c)
        solver.updateVariables()
        window_constraints = 91 * 22
        last, changed = cells[90].box, cells[45]
        for k in range(samples):
            start, start_cpu = time.perf_counter(), time.thread_time()
            solver.suggestValue(root.width, 480 if k % 2 == 0 else 320)
            solver.updateVariables()
            resize.append((time.perf_counter() - start) * 1000)
            resize_cpu.append((time.thread_time() - start_cpu) * 1000)
            checksum += last.top.value() + changed.title.width.value()
        title_top = changed.title_top
        replacements = [changed.title.top == (10 if k % 2 == 0 else 8) for k in range(samples)]
        for k in range(samples):
            start, start_cpu = time.perf_counter(), time.thread_time()
            solver.removeConstraint(title_top)
            title_top = replacements[k]
            solver.addConstraint(title_top)
            solver.updateVariables()
            change.append((time.perf_counter() - start) * 1000)
            change_cpu.append((time.thread_time() - start_cpu) * 1000)
            checksum += last.top.value()
    print(json.dumps({
        "kiwisolver": kiwi.__version__,
        "rounds": rounds,
        "cellsMs": median(cells_ms),
        "cellsCpuMs": median(cells_cpu_ms),
        "cellsRawMs": median(cells_raw_ms),
        "cellsConstraints": 1000 * 22,
        "cellsSolverConstraints": 1000 * 26,
        "cellsUsPerConstraint": median(cells_ms) * 1000 / 22000,
        "windowConstraints": window_constraints,
        "resizeMs": median(resize),
        "resizeCpuMs": median(resize_cpu),
        "resizeUsPerConstraint": median(resize) * 1000 / window_constraints,
        "constantRemoveAddMs": median(change),
        "constantRemoveAddCpuMs": median(change_cpu),
        "checksum": checksum,
    }, indent=2, sort_keys=True))


if __name__ == "__main__":
    if "--autolayout" in sys.argv:
        autolayout("--quick" in sys.argv)
    else:
        main()
