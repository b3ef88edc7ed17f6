import Foundation
import WidgetKitLite

/// The controls page (C): a search controller in the navigation item that filters a list of
/// fruit, an inline calendar and a compact date field, a picker of two pop-up lists, a
/// stepper driving a progress bar, a spinning activity indicator and a page control — laid
/// out with stack views and Auto Layout.
final class ControlsPage: ViewController, SearchResultsUpdating, PickerViewDataSource, PickerViewDelegate {
    required init?(coder: NSCoder) { nil }

    static let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Fig", "Grape", "Kiwi", "Lemon", "Mango", "Pear", "Plum"]
    let results = Label()
    let inlineDate = DatePicker()
    let compactDate = DatePicker()
    let picker = PickerView()
    let stepper = Stepper()
    let count = Label()
    let progress = ProgressView(progressViewStyle: .bar)
    let spinner = ActivityIndicatorView(style: .medium)
    let pages = PageControl()
    private let search = SearchController(searchResultsController: nil)

    override init() {
        super.init()
        title = "Controls"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search fruit"
        navigationItem.searchController = search
        navigationItem.largeTitleDisplayMode = .never

        results.numberOfLines = 2
        results.translatesAutoresizingMaskIntoConstraints = false
        progress.translatesAutoresizingMaskIntoConstraints = false
        results.font = .preferredFont(forTextStyle: .footnote)
        results.textColor = .secondaryLabel
        inlineDate.preferredDatePickerStyle = .inline
        inlineDate.datePickerMode = .date
        compactDate.preferredDatePickerStyle = .compact
        compactDate.datePickerMode = .date
        compactDate.addAction(Action { [weak self] _ in self?.datesChanged(from: self?.compactDate) }, for: .valueChanged)
        inlineDate.addAction(Action { [weak self] _ in self?.datesChanged(from: self?.inlineDate) }, for: .valueChanged)
        picker.dataSource = self
        picker.delegate = self
        stepper.maximumValue = 10
        stepper.value = 3
        stepper.addAction(Action { [weak self] _ in self?.stepped() }, for: .valueChanged)
        pages.numberOfPages = 5
        pages.currentPage = 1
        spinner.startAnimating()
        stepped()

        let counter = StackView(arrangedSubviews: [stepper, count])
        counter.spacing = 12
        counter.alignment = .center
        let busy = StackView(arrangedSubviews: [spinner, pages])
        busy.spacing = 16
        busy.alignment = .center
        let side = StackView(arrangedSubviews: [compactDate, picker, counter, progress, busy, results])
        side.axis = .vertical
        side.spacing = 16
        side.alignment = .leading
        let row = StackView(arrangedSubviews: [inlineDate, side])
        row.spacing = 24
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            row.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            progress.widthAnchor.constraint(equalToConstant: 200),
            results.widthAnchor.constraint(equalToConstant: 300),
        ])
        updateSearchResults(for: search)
    }

    private func stepped() {
        count.text = "\(Int(stepper.value)) of 10"
        progress.setProgress(Float(stepper.value / 10), animated: true)
        Trace.event("stepper", ["value": stepper.value])
    }

    private func datesChanged(from source: DatePicker?) {
        guard let source else { return }
        let other = source === inlineDate ? compactDate : inlineDate
        other.setDate(source.date, animated: false)
        Trace.event("date", ["time": source.date.timeIntervalSince1970])
    }

    // MARK: Search

    func updateSearchResults(for searchController: SearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        let matches = Self.fruit.filter { text.isEmpty || $0.lowercased().contains(text) }
        results.text = matches.isEmpty ? "No fruit matches." : matches.joined(separator: ", ")
        Trace.event("search", ["matches": Double(matches.count)])
    }

    // MARK: Picker

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? Self.fruit.count : 12
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? Self.fruit[row] : "\(row + 1) kg"
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        Trace.event("picker", ["row": Double(row), "component": Double(component)])
    }
}

extension DemoApp {
    /// Pushes the controls page on the current tab (C).
    func pushControls() {
        guard let nav = currentNavigation else { return }
        let page = ControlsPage()
        Trace.event("push", ["depth": Double(nav.viewControllers.count + 1), "fullScreen": 0, "controls": 1, "tab": Double(tabs.selectedIndex)])
        nav.pushViewController(page, animated: true)
        updateTitle()
    }
}
