@preconcurrency import Glibc
import Foundation
@_spi(Benchmarks) import WidgetKitLite

/// `wkl-bench --autolayout`: Auto Layout through the public API (views, anchors,
/// `NSLayoutConstraint.activate`, `layoutIfNeeded()`) on a `HeadlessScreen`, printed as one
/// JSON object. `scripts/lib/bench_kiwi.py --autolayout` builds the same solver systems with
/// kiwi (keep the two in step).
///
/// The cell is ConstraintSolverBenchmark's list row made of views: a cell view holding an
/// icon, a title, a detail line and an accessory, 22 constraints:
/// the cell's leading, width and top; a 40-pt square icon centred vertically; title and
/// detail right of it, 20 and 16 pt high; the title's preferred width (300 at priority 250)
/// capped by the accessory; a 24-pt accessory at the trailing edge; the cell's height at
/// least its content's and 44 at priority 250. The engine expresses each constraint in the
/// coordinates of its items' closest common ancestor, and that is the system kiwi is given.
///
/// Cases (median over rounds; wall and thread CPU milliseconds):
/// - a. 1,000 cells, each in a row view of its own that has a frame (as a table's row; its
///   four autoresizing constraints join the cell's island): 1,000 islands of 22 + 4
///   constraints. Timed: making the views and the constraints with anchors (`build`),
///   `NSLayoutConstraint.activate` of all 22,000 (`activate`, which is where the solvers
///   add and solve), and the first `layoutIfNeeded()` of the root (`layout`: solutions read
///   out, 5,000 frames applied).
/// - b. A window: 91 cells stacked in a root view with a frame (2,002 constraints, with the
///   root's four: one island), resized between 320 and 480 pt wide: `root.frame = …` through
///   `root.layoutIfNeeded()`.
/// - c. In that window, cell 45's `title.top == cell.top + 8` constant between 10 and 8 (the
///   cells below move), then `root.layoutIfNeeded()`.
/// - d. A form page like the demo's settings page at start (a title, four label and text field
///   rows, a note and two buttons pinned with anchors to the page's layout margins): making
///   the constraints with anchors, activation and the first `layoutIfNeeded()` (`formTotal`);
///   making the views (`formViews`) is timed apart, and so is the process's first page.
/// - e. 200 self-sizing table rows (`AutoLayoutSelfSizingBenchmark`): `reloadData()` through
///   the last row's rect on a new table (`tableCold`) and again on that table (`tableWarm`),
///   per row. No kiwi counterpart.
///
/// `checksum` sums solved values that kiwi's run sums too: the two are equal when both
/// solved the same systems to the same values. For profiling, `--only cells,resize,constant,form,table`
/// runs some of the cases (`table` for e) and `--rounds N` sets the rounds.
@MainActor
enum AutoLayoutBenchmark {
    /// One cell: its views and constraints.
    @MainActor
    final class Cell {
        let view = View()
        let icon = View()
        let title = View()
        let detail = View()
        let accessory = View()
        let constraints: [NSLayoutConstraint]
        /// `title.top == cell.top + 8`: the constant case (c) changes.
        let titleTop: NSLayoutConstraint

        /// A cell added to `container`, its leading and width the container's and its top at
        /// `top` (the container's top, or the cell above's bottom). Nothing is activated.
        init(in container: View, top: NSLayoutYAxisAnchor) {
            container.addSubview(view)
            for sub in [icon, title, detail, accessory] { view.addSubview(sub) }
            for v in [view, icon, title, detail, accessory] { v.translatesAutoresizingMaskIntoConstraints = false }
            let c = view
            titleTop = title.topAnchor.constraint(equalTo: c.topAnchor, constant: 8)
            let preferredHeight = c.heightAnchor.constraint(equalToConstant: 44)
            preferredHeight.priority = .defaultLow
            let preferredWidth = title.widthAnchor.constraint(equalToConstant: 300)
            preferredWidth.priority = .defaultLow
            constraints = [
                c.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                c.widthAnchor.constraint(equalTo: container.widthAnchor),
                c.topAnchor.constraint(equalTo: top),
                icon.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 16),
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                icon.centerYAnchor.constraint(equalTo: c.centerYAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                titleTop,
                title.heightAnchor.constraint(equalToConstant: 20),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                detail.heightAnchor.constraint(equalToConstant: 16),
                c.bottomAnchor.constraint(greaterThanOrEqualTo: detail.bottomAnchor, constant: 8),
                preferredHeight,
                accessory.widthAnchor.constraint(equalToConstant: 24),
                accessory.heightAnchor.constraint(equalToConstant: 24),
                accessory.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -16),
                accessory.centerYAnchor.constraint(equalTo: c.centerYAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                preferredWidth,
                detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            ]
        }

        var views: [View] { [view, icon, title, detail, accessory] }
    }

    /// A screen with a window and a root view of `size` in it (its frame held by autoresizing
    /// constraints once a constraint refers to it).
    static func makeRoot(size: CGSize) -> (HeadlessScreen, View) {
        let screen = HeadlessScreen(size: CGSize(width: 480, height: 800))
        let window = screen.makeWindow()
        let root = View(frame: CGRect(origin: .zero, size: size))
        window.addSubview(root)
        return (screen, root)
    }

    static let cellCount = 1000
    static let windowCells = 91
    static let changedCell = 45
    static let samples = 50
    /// The 22 constraints of a cell.
    static let constraintsPerCell = 22
    /// A cell's height in the solution (its content's: 8 + 20 + 4 + 16 + 8).
    static let rowHeight: CGFloat = 56

    /// Wall and thread CPU seconds.
    struct Clock {
        var wall: Double
        var cpu: Double

        static func now() -> Clock {
            var w = timespec(), c = timespec()
            clock_gettime(CLOCK_MONOTONIC, &w)
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c)
            return Clock(wall: Double(w.tv_sec) + Double(w.tv_nsec) / 1e9, cpu: Double(c.tv_sec) + Double(c.tv_nsec) / 1e9)
        }

        /// Milliseconds since `start`.
        func since(_ start: Clock) -> Clock { Clock(wall: (wall - start.wall) * 1000, cpu: (cpu - start.cpu) * 1000) }
    }

    /// Milliseconds per sample of one measure, wall and CPU.
    struct Series {
        var wall: [Double] = []
        var cpu: [Double] = []

        mutating func append(_ c: Clock) {
            wall.append(c.wall)
            cpu.append(c.cpu)
        }

        var json: [String: Any] {
            ["wallMs": Benchmarks.quantile(wall, 0.5), "cpuMs": Benchmarks.quantile(cpu, 0.5), "samples": wall.count]
        }
    }

    /// The cases by name, for `--only` (a profiling aid: one case, `--rounds` times).
    enum Case: String, CaseIterable {
        case cells, resize, constant, form, table
    }

    static func run(quick: Bool, only: Set<Case> = Set(Case.allCases), rounds requested: Int? = nil) -> [String: Any] {
        let rounds = requested ?? (quick ? 3 : 9)
        var checksum = 0.0
        var islandsOK = true
        var build = Series(), activate = Series(), layout = Series(), total = Series()
        var resize = Series(), change = Series()
        // The setter alone (`root.frame = …`, `constant = …`): the rest is `layoutIfNeeded()`.
        var resizeSet = Series(), changeSet = Series()
        var formViews = Series(), formMake = Series(), formActivate = Series(), formLayout = Series(), formTotal = Series()
        var tableCold = Series(), tableFirstLayout = Series(), tableWarm = Series()
        var tableContentHeight: CGFloat = 0, tableMeasuredRows = 0
        var firstForm: [String: Any] = [:]
        var formFrames: [String] = []
        var windowSolverConstraints = 0, formConstraints = 0, formSolverConstraints = 0
        for round in 0..<rounds {
            // (d) first: the process's first form page is the cold one.
            if only.contains(.form) {
                let form = formPage()
                // Auto Layout's part: anchors to constraints, activation, the first layout.
                let auto = Clock(
                    wall: form.make.wall + form.activate.wall + form.layout.wall, cpu: form.make.cpu + form.activate.cpu + form.layout.cpu)
                if round == 0 {
                    firstForm = [
                        "viewsMs": form.views.wall, "makeMs": form.make.wall, "activateMs": form.activate.wall,
                        "layoutMs": form.layout.wall, "totalMs": auto.wall,
                    ]
                }
                formViews.append(form.views)
                formMake.append(form.make)
                formActivate.append(form.activate)
                formLayout.append(form.layout)
                formTotal.append(auto)
                formConstraints = form.constraints
                formSolverConstraints = form.solverConstraints
                if round == 0 { formFrames = form.frames.map { "\($0)" } }
            }

            // (a) 1,000 islands.
            if only.contains(.cells) {
                let (screen, root) = makeRoot(size: CGSize(width: 320, height: rowHeight * CGFloat(cellCount)))
                let start = Clock.now()
                var cells: [Cell] = []
                cells.reserveCapacity(cellCount)
                for i in 0..<cellCount {
                    let row = View(frame: CGRect(x: 0, y: rowHeight * CGFloat(i), width: 320, height: rowHeight))
                    root.addSubview(row)
                    cells.append(Cell(in: row, top: row.topAnchor))
                }
                let built = Clock.now()
                for cell in cells { NSLayoutConstraint.activate(cell.constraints) }
                let activated = Clock.now()
                root.layoutIfNeeded()
                let laidOut = Clock.now()
                build.append(built.since(start))
                activate.append(activated.since(built))
                layout.append(laidOut.since(activated))
                total.append(laidOut.since(start))
                for cell in cells { checksum += Double(cell.title.frame.width + cell.view.frame.height) }
                if AutoLayoutProbe.islandCount(of: cells.flatMap(\.views)) != cellCount
                    || AutoLayoutProbe.solverConstraintCount(of: cells[0].view) != constraintsPerCell + 4
                {
                    islandsOK = false
                }
                root.removeFromSuperview()
                screen.runFrame()
            }

            // (b), (c) one window of 2,002 constraints.
            if !only.isDisjoint(with: [.resize, .constant]) {
                let (screen, root) = makeRoot(size: CGSize(width: 320, height: 800))
                var cells: [Cell] = []
                for i in 0..<windowCells {
                    cells.append(Cell(in: root, top: i == 0 ? root.topAnchor : cells[i - 1].view.bottomAnchor))
                }
                for cell in cells { NSLayoutConstraint.activate(cell.constraints) }
                root.layoutIfNeeded()
                screen.runFrame()
                windowSolverConstraints = AutoLayoutProbe.solverConstraintCount(of: root)
                if AutoLayoutProbe.islandCount(of: [root] + cells.flatMap(\.views)) != 1 { islandsOK = false }
                let last = cells[windowCells - 1].view
                let changed = cells[changedCell]
                for k in 0..<samples where only.contains(.resize) {
                    let width: CGFloat = k % 2 == 0 ? 480 : 320
                    let start = Clock.now()
                    root.frame = CGRect(x: 0, y: 0, width: width, height: 800)
                    let set = Clock.now()
                    root.layoutIfNeeded()
                    let end = Clock.now()
                    resize.append(end.since(start))
                    resizeSet.append(set.since(start))
                    checksum += Double(last.frame.minY + changed.title.frame.width)
                    screen.runFrame()
                }
                for k in 0..<samples where only.contains(.constant) {
                    let start = Clock.now()
                    changed.titleTop.constant = k % 2 == 0 ? 10 : 8
                    let set = Clock.now()
                    root.layoutIfNeeded()
                    let end = Clock.now()
                    change.append(end.since(start))
                    changeSet.append(set.since(start))
                    checksum += Double(last.frame.minY)
                    screen.runFrame()
                }
                root.removeFromSuperview()
                screen.runFrame()
            }
        }
        // (e) 200 self-sizing rows, its rounds after all of a–d: the heap and the text caches
        // it fills are not there when a–d run.
        for _ in 0..<rounds where only.contains(.table) {
            let t = AutoLayoutSelfSizingBenchmark.measure()
            tableCold.append(t.cold)
            tableFirstLayout.append(t.coldFirstLayout)
            tableWarm.append(t.warm)
            tableContentHeight = t.contentHeight
            tableMeasuredRows = t.measuredRows
        }
        let perCell = Double(constraintsPerCell * cellCount)
        let activateAndLayout = zip(activate.wall, layout.wall).map { $0 + $1 }
        return [
            "rounds": rounds,
            "islandsAsExpected": islandsOK,
            "cellsBuild": build.json,
            "cellsActivate": activate.json,
            "cellsLayout": layout.json,
            "cellsActivateAndLayoutMs": Benchmarks.quantile(activateAndLayout, 0.5),
            "cellsActivateAndLayoutUsPerConstraint": Benchmarks.quantile(activateAndLayout, 0.5) * 1000 / perCell,
            "cellsTotal": total.json,
            "cellsTotalUsPerConstraint": Benchmarks.quantile(total.wall, 0.5) * 1000 / perCell,
            "cellsConstraints": constraintsPerCell * cellCount,
            "windowConstraints": constraintsPerCell * windowCells,
            "windowSolverConstraints": windowSolverConstraints,
            "resize": resize.json,
            "resizeSetter": resizeSet.json,
            "resizeUsPerConstraint": Benchmarks.quantile(resize.wall, 0.5) * 1000 / Double(constraintsPerCell * windowCells),
            "constantChange": change.json,
            "constantChangeSetter": changeSet.json,
            "formConstraints": formConstraints,
            "formSolverConstraints": formSolverConstraints,
            "formViews": formViews.json,
            "formMake": formMake.json,
            "formActivate": formActivate.json,
            "formLayout": formLayout.json,
            "formTotal": formTotal.json,
            "formTotalUsPerConstraint": Benchmarks.quantile(formTotal.wall, 0.5) * 1000 / Double(max(1, formConstraints)),
            "formFirstInProcess": firstForm,
            "formFrames": formFrames,
            "tableRows": AutoLayoutSelfSizingBenchmark.rows,
            "tableCold": tableCold.json,
            "tableColdFirstLayout": tableFirstLayout.json,
            "tableWarm": tableWarm.json,
            "tableColdUsPerRow": Benchmarks.quantile(tableCold.wall, 0.5) * 1000 / Double(AutoLayoutSelfSizingBenchmark.rows),
            "tableWarmUsPerRow": Benchmarks.quantile(tableWarm.wall, 0.5) * 1000 / Double(AutoLayoutSelfSizingBenchmark.rows),
            "tableContentHeight": Double(tableContentHeight),
            "tableMeasuredRows": tableMeasuredRows,
            "checksum": checksum,
        ]
    }

    /// One form page: what its activation and first layout took, and what it holds.
    struct FormTiming {
        /// Making the views and adding them to the page (no Auto Layout yet).
        var views: Clock
        /// Making the constraints with anchors.
        var make: Clock
        var activate: Clock
        var layout: Clock
        var constraints: Int
        var solverConstraints: Int
        /// The views' frames (text metrics depend on the fonts: not part of the checksum).
        var frames: [CGRect]
    }

    /// (d) A settings form at start: a title, four rows of a label and a text field, a note
    /// and two buttons at the bottom trailing corner, in a 1280×800 page, pinned with anchors
    /// to the page's layout margins. The labels share the widest one's width.
    static func formPage() -> FormTiming {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800))
        let window = screen.makeWindow()
        let page = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.addSubview(page)
        let viewsStart = Clock.now()
        let heading = Label(text: "Account", font: .boldSystemFont(ofSize: 22))
        let fields = ["Name", "Email", "City", "Password"].map { (Label(text: $0), TextField(placeholder: $0)) }
        let note = Label(text: "Changes apply at once; nothing leaves this machine.", font: .systemFont(ofSize: 13), color: .secondaryLabel)
        let cancel = Button(title: "Cancel")
        let save = Button(title: "Save", style: .filled)
        var views: [View] = [heading, note, cancel, save]
        for (label, field) in fields { views += [label, field] }
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            page.addSubview(v)
        }
        let makeStart = Clock.now()
        let margins = page.layoutMarginsGuide
        var constraints: [NSLayoutConstraint] = [
            heading.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 12),
            heading.topAnchor.constraint(equalTo: margins.topAnchor, constant: 56),
            heading.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ]
        var above: NSLayoutYAxisAnchor = heading.bottomAnchor
        for (label, field) in fields {
            constraints += [
                label.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -12),
                field.topAnchor.constraint(equalTo: above, constant: 12),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ]
            above = field.bottomAnchor
        }
        // One column of labels, as wide as the widest (compression resistance beats hugging).
        for (label, _) in fields.dropFirst() {
            constraints.append(label.widthAnchor.constraint(equalTo: fields[0].0.widthAnchor))
        }
        constraints += [
            note.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
            note.topAnchor.constraint(equalTo: above, constant: 16),
            note.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor, constant: -12),
            save.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -12),
            save.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 24),
            cancel.trailingAnchor.constraint(equalTo: save.leadingAnchor, constant: -8),
            cancel.centerYAnchor.constraint(equalTo: save.centerYAnchor),
            save.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ]
        let made = Clock.now()
        NSLayoutConstraint.activate(constraints)
        let activated = Clock.now()
        page.layoutIfNeeded()
        let laidOut = Clock.now()
        let solverConstraints = AutoLayoutProbe.solverConstraintCount(of: page)
        let frames = views.map(\.frame)
        page.removeFromSuperview()
        screen.runFrame()
        return FormTiming(
            views: makeStart.since(viewsStart), make: made.since(makeStart), activate: activated.since(made),
            layout: laidOut.since(activated), constraints: constraints.count,
            solverConstraints: solverConstraints, frames: frames)
    }
}
