// UIKit-style code for the search controller, date picker and picker view, written as
// UIKit's documentation shows it (with `UI` dropped), compiled and run by `swift test`.
// A plain `import WidgetKitLite`: public API only.
import Foundation
import Testing
import WidgetKitLite

// MARK: UIKit-style code

/// Apple's candy search: a table filtered by a search controller in the navigation bar.
final class CandySearchViewController: TableViewController, SearchResultsUpdating {
    let candies = ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate", "Lollipop", "Candy Cane", "Jaw Breaker"]
    var filteredCandies: [String] = []
    let searchController = SearchController(searchResultsController: nil)

    var isFiltering: Bool { searchController.isActive && !(searchController.searchBar.text ?? "").isEmpty }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: SearchController) {
        let searchText = searchController.searchBar.text ?? ""
        filteredCandies = candies.filter { $0.lowercased().contains(searchText.lowercased()) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filteredCandies.count : candies.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = isFiltering ? filteredCandies[indexPath.row] : candies[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// A birthday form: an inline date picker up to today and a picker view of two components.
final class BirthdayViewController: ViewController, PickerViewDataSource, PickerViewDelegate {
    let datePicker = DatePicker()
    let pickerView = PickerView()
    let sizes = ["S", "M", "L", "XL"]
    let colors = ["Red", "Green", "Blue"]
    var chosen = ""
    var birthday: Date?

    override func viewDidLoad() {
        super.viewDidLoad()
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .inline
        datePicker.maximumDate = Date()
        datePicker.frame.origin = CGPoint(x: 20, y: 20)
        datePicker.sizeToFit()
        datePicker.addTarget(self, action: BirthdayViewController.dateChanged, for: .valueChanged)
        view.addSubview(datePicker)

        pickerView.dataSource = self
        pickerView.delegate = self
        pickerView.frame = CGRect(x: 20, y: 320, width: 300, height: 34)
        view.addSubview(pickerView)
    }

    func dateChanged(_ sender: DatePicker) { birthday = sender.date }

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colors.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colors[row]
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen = "\(sizes[pickerView.selectedRow(inComponent: 0)]) \(colors[pickerView.selectedRow(inComponent: 1)])"
    }
}

// MARK: Checks

@MainActor @Suite struct SearchAndPickersExample {
    @Test func theCandySearchFiltersAsYouType() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
        let window = screen.makeWindow()
        let candiesPage = CandySearchViewController()
        window.rootViewController = NavigationController(rootViewController: candiesPage)
        screen.advance(by: 0)
        let field = candiesPage.searchController.searchBar.searchTextField
        let frame = field.convert(field.bounds, to: nil)
        #expect(candiesPage.tableView.numberOfRows(inSection: 0) == 6)
        screen.click(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.type("choc")
        #expect(candiesPage.filteredCandies == ["Chocolate Bar", "Chocolate Chip", "Dark Chocolate"])
        #expect(candiesPage.tableView.numberOfRows(inSection: 0) == 3)
        screen.key("Escape")
        #expect(!candiesPage.searchController.isActive && candiesPage.tableView.numberOfRows(inSection: 0) == 6)
    }

    @Test func theBirthdayFormPicksADateAndASize() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400))
        let window = screen.makeWindow()
        let form = BirthdayViewController()
        window.rootViewController = form
        screen.advance(by: 0)
        #expect(form.datePicker.datePickerStyle == .inline)
        form.datePicker.date = Date().addingTimeInterval(86_400 * 365)
        #expect(form.datePicker.date <= Date(), "no birthdays in the future")
        form.datePicker.becomeFirstResponder()
        screen.key("Left")
        #expect(form.birthday != nil && form.birthday! < Date())

        let picker = form.pickerView.convert(form.pickerView.bounds, to: nil)
        screen.click(at: CGPoint(x: picker.minX + 20, y: picker.midY))
        screen.key("Down")
        screen.key("Down")
        screen.key("Return")
        #expect(form.chosen == "L Red" && form.pickerView.selectedRow(inComponent: 0) == 2)
    }
}
