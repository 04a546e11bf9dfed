import Finch
import FinchTesting
import Foundation
import Testing

private struct Person: Identifiable, Hashable {
    let name: String
    let age: Int
    var id: String { name }
}

private let people = [Person(name: "Grace", age: 85), Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]

/// A table as apps write one: sortable columns (one by a string key path, one by an integer drawing its
/// own cell), rows sorted by the app, one row selectable.
private struct PeopleTable: View {
    @State var sortOrder = [KeyPathComparator(\Person.name)]
    @State var selected: Person.ID?
    var headers = Visibility.automatic

    var body: some View {
        VStack {
            Table(people.sorted(using: sortOrder), selection: $selected, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { person in
                    Text("\(person.age) years")
                }
                .width(120)
            }
            .tableColumnHeaders(headers)
            Text("selected \(selected ?? "none")")
        }
    }
}

@MainActor
@Suite("Table: a list of the first column on a phone, columns under headers in a wide window")
struct TableTests {
    private func tap(_ text: String, in window: TestWindow) {
        #expect(window.tap(onText: text))
        window.advance(by: 0.3)
        window.advance(by: 0)
    }

    @Test("In a compact window only the first column shows, as rows of a list, without headers; rows select")
    func compact() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PeopleTable() }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Ada").count == 1)
        #expect(window.frames(ofText: "36 years").isEmpty)
        #expect(window.frames(ofText: "Name").isEmpty)
        let ada = try #require(window.frames(ofText: "Ada").first)
        let grace = try #require(window.frames(ofText: "Grace").first)
        #expect(ada.minY < grace.minY)
        tap("Alan", in: window)
        #expect(window.frames(ofText: "selected Alan").count == 1)
    }

    @Test("In a regular window every column shows under its header, the widths as asked")
    func regular() throws {
        let window = TestWindow(size: CGSize(width: 700, height: 500)) { PeopleTable() }
        window.advance(by: 0)
        let name = try #require(window.frames(ofText: "Name").first)
        let age = try #require(window.frames(ofText: "Age").first)
        let ada = try #require(window.frames(ofText: "Ada").first)
        let adaAge = try #require(window.frames(ofText: "36 years").first)
        #expect(abs(name.minX - ada.minX) < 1)
        #expect(abs(age.minX - adaAge.minX) < 1)
        #expect(name.maxY < ada.minY)
        // A fixed 120-pt column at the trailing end, inside the 20-pt margin of a wide list; the flexible one
        // takes the rest.
        #expect(abs(name.minX - 20) < 1)
        #expect(abs(age.minX - (700 - 20 - 120)) < 2)
        #expect(abs(ada.midY - adaAge.midY) < 1)
        assertSnapshot(png: window.pngData(), named: "regular")
    }

    @Test("A click on a sorting header sorts by it first, a second click the other way")
    func sorting() throws {
        let window = TestWindow(size: CGSize(width: 700, height: 500)) { PeopleTable() }
        window.advance(by: 0)
        func order() throws -> [String] {
            try ["Ada", "Alan", "Grace"].map { ($0, try #require(window.frames(ofText: $0).first).minY) }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
        #expect(try order() == ["Ada", "Alan", "Grace"])
        tap("Age", in: window)
        #expect(try order() == ["Ada", "Alan", "Grace"])
        tap("Age", in: window)
        #expect(try order() == ["Grace", "Alan", "Ada"])
        tap("Name", in: window)
        #expect(try order() == ["Ada", "Alan", "Grace"])
        tap("Name", in: window)
        #expect(try order() == ["Grace", "Alan", "Ada"])
    }

    @Test("tableColumnHeaders(.hidden) hides the headers of a regular table")
    func hiddenHeaders() throws {
        let window = TestWindow(size: CGSize(width: 700, height: 500)) { PeopleTable(headers: .hidden) }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Name").isEmpty)
        #expect(window.frames(ofText: "Ada").count == 1)
    }

    @Test("A table without a sort order or selection, with a column in an if")
    func plain() throws {
        let showsAge = true
        let window = TestWindow(size: CGSize(width: 700, height: 500)) {
            Table(people) {
                TableColumn("Name") { Text($0.name) }
                if showsAge {
                    TableColumn("Age", value: \.name)
                }
            }
        }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Grace").count == 2)
        // Clicking a header of a table without a sort order changes nothing.
        tap("Age", in: window)
        #expect(window.frames(ofText: "Grace").count == 2)
    }
}

/// Rows an app names in a type of its own, as SwiftUI's `TableRowContent` documentation shows.
private struct LaterPeopleRows: TableRowContent {
    let people: [Person]

    var tableRowBody: some TableRowContent<Person> {
        ForEach(people) { person in
            TableRow(person)
        }
    }
}

/// A table whose rows a `rows:` builder makes: one row alone, a `ForEach`, an `if`/`else` and rows of the
/// app's own type, in sequence.
private struct BuiltRowsTable: View {
    var showsAlan = true

    var body: some View {
        Table(of: Person.self) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { person in
                Text("\(person.age) years")
            }
            .width(120)
        } rows: {
            TableRow(Person(name: "Grace", age: 85))
            ForEach([Person(name: "Ada", age: 36), Person(name: "Edsger", age: 72)]) { person in
                TableRow(person)
            }
            if showsAlan {
                TableRow(Person(name: "Alan", age: 41))
            } else {
                TableRow(Person(name: "Barbara", age: 83))
            }
            LaterPeopleRows(people: [Person(name: "Donald", age: 30)])
        }
    }
}

/// The `rows:` forms with a sort order and a selection, as apps write them: no `of:`, the rows sorted by
/// the app.
private struct SortedRowsTable: View {
    @State var sortOrder = [KeyPathComparator(\Person.name)]
    @State var selected: Person.ID?

    var body: some View {
        VStack {
            Table(selection: $selected, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { person in
                    Text("\(person.age) years")
                }
            } rows: {
                ForEach(people.sorted(using: sortOrder)) { person in
                    TableRow(person)
                }
            }
            Text("selected \(selected ?? "none")")
        }
    }
}

@MainActor
@Suite("Table with rows: TableRow, ForEach, if/else and the app's own row content")
struct TableRowsTests {
    private let names = ["Grace", "Ada", "Edsger", "Alan", "Donald"]

    private func tap(_ text: String, in window: TestWindow) {
        #expect(window.tap(onText: text))
        window.advance(by: 0.3)
        window.advance(by: 0)
    }

    /// The names shown, top to bottom.
    private func order(of names: [String], in window: TestWindow) throws -> [String] {
        try names.map { ($0, try #require(window.frames(ofText: $0).first).minY) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test("In a compact window the built rows are a list of their first column, in the order written")
    func compact() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { BuiltRowsTable() }
        window.advance(by: 0)
        for name in names { #expect(window.frames(ofText: name).count == 1) }
        #expect(window.frames(ofText: "Barbara").isEmpty)
        #expect(window.frames(ofText: "85 years").isEmpty)
        #expect(window.frames(ofText: "Name").isEmpty)
        #expect(try order(of: names, in: window) == names)
    }

    @Test("The else branch's row shows when the if's does not")
    func elseBranch() {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { BuiltRowsTable(showsAlan: false) }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Alan").isEmpty)
        #expect(window.frames(ofText: "Barbara").count == 1)
    }

    @Test("In a regular window each built row shows every column's cell under the headers")
    func regular() throws {
        let window = TestWindow(size: CGSize(width: 700, height: 500)) { BuiltRowsTable() }
        window.advance(by: 0)
        let name = try #require(window.frames(ofText: "Name").first)
        let age = try #require(window.frames(ofText: "Age").first)
        let ages = ["85 years", "36 years", "72 years", "41 years", "30 years"]
        for (person, years) in zip(names, ages) {
            let cell = try #require(window.frames(ofText: person).first)
            let ageCell = try #require(window.frames(ofText: years).first)
            #expect(abs(cell.minX - name.minX) < 1)
            #expect(abs(ageCell.minX - age.minX) < 1)
            #expect(abs(cell.midY - ageCell.midY) < 1)
            #expect(name.maxY < cell.minY)
        }
        #expect(abs(age.minX - (700 - 20 - 120)) < 2)
        #expect(try order(of: names, in: window) == names)
        assertSnapshot(png: window.pngData(), named: "rows")
    }

    @Test("Headers of a rows: table with a sort order sort its rows; a click on a row selects it")
    func sortingAndSelection() throws {
        let window = TestWindow(size: CGSize(width: 700, height: 500)) { SortedRowsTable() }
        window.advance(by: 0)
        let sorted = ["Ada", "Alan", "Grace"]
        #expect(try order(of: sorted, in: window) == ["Ada", "Alan", "Grace"])
        tap("Age", in: window)
        tap("Age", in: window)
        #expect(try order(of: sorted, in: window) == ["Grace", "Alan", "Ada"])
        tap("Name", in: window)
        #expect(try order(of: sorted, in: window) == ["Ada", "Alan", "Grace"])
        tap("Alan", in: window)
        #expect(window.frames(ofText: "selected Alan").count == 1)
    }

    @Test("of: with a set selection: a click selects that one row")
    func setSelection() throws {
        @MainActor final class Box {
            var selection = Set<Person.ID>()
        }
        let box = Box()
        let selection = Binding(get: { box.selection }, set: { box.selection = $0 })
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            Table(of: Person.self, selection: selection) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(people) { TableRow($0) }
            }
        }
        window.advance(by: 0)
        tap("Grace", in: window)
        #expect(box.selection == ["Grace"])
        tap("Ada", in: window)
        #expect(box.selection == ["Ada"])
    }
}

/// A table whose rows have a context menu for the rows it acts on, as apps write one.
private struct MenuTable: View {
    @State var selection: Set<Person.ID> = ["Grace", "Alan"]
    @State var acted = "none"
    var showsMenu = true

    var body: some View {
        VStack {
            Table(people, selection: $selection) {
                TableColumn("Name", value: \.name)
            }
            .contextMenu(forSelectionType: Person.ID.self) { ids in
                if showsMenu {
                    Button("Delete \(ids.sorted().joined(separator: " and "))") {
                        acted = "deleted \(ids.sorted().joined(separator: " and "))"
                    }
                }
            } primaryAction: { ids in
                acted = "opened \(ids.sorted().joined(separator: " and "))"
            }
            Text(acted)
            Text("\(selection.count) selected")
        }
    }
}

@MainActor
@Suite("Table rows' context menu for the rows it acts on")
struct TableContextMenuTests {
    private func rightClick(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).first)
        window.rightClick(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 0.5)
    }

    @Test("On a row that is not selected the menu acts on that row; on a selected one, on every selected row")
    func selectedRows() throws {
        for size in [CGSize(width: 390, height: 600), CGSize(width: 700, height: 500)] {
            let window = TestWindow(size: size) { MenuTable() }
            window.advance(by: 0)
            try rightClick("Ada", in: window)
            #expect(window.graph.isPresentingSheet)
            #expect(window.frames(ofText: "Delete Ada").count == 1)
            #expect(window.tap(onText: "Delete Ada"))
            window.advance(by: 0.5)
            #expect(window.frames(ofText: "deleted Ada").count == 1)
            #expect(!window.graph.isPresentingSheet)

            try rightClick("Grace", in: window)
            #expect(window.frames(ofText: "Delete Alan and Grace").count == 1)
            #expect(window.frames(ofText: "Delete Grace").isEmpty)
        }
    }

    @Test("A long press on a row opens its menu without selecting the row; a tap still selects it")
    func longPress() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            MenuTable(selection: [])
        }
        window.advance(by: 0)
        let ada = try #require(window.frames(ofText: "Ada").first)
        window.longPress(at: CGPoint(x: ada.midX, y: ada.midY), duration: 0.7)
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        #expect(window.frames(ofText: "Delete Ada").count == 1)
        #expect(window.tap(onText: "Delete Ada"))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "deleted Ada").count == 1)
        #expect(!window.graph.isPresentingSheet)
        #expect(window.frames(ofText: "0 selected").count == 1)
        #expect(window.tap(onText: "Alan"))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "1 selected").count == 1)
    }

    @Test("Outside edit mode a tap on a row selects it and performs the primary action for it alone")
    func primaryAction() throws {
        for size in [CGSize(width: 390, height: 600), CGSize(width: 700, height: 500)] {
            let window = TestWindow(size: size) { MenuTable() }
            window.advance(by: 0)
            #expect(window.tap(onText: "Ada"))
            window.advance(by: 0.5)
            #expect(window.frames(ofText: "opened Ada").count == 1)
            #expect(window.frames(ofText: "1 selected").count == 1)
            // Another tap on the row performs it again (UIKit's primary action, whatever the selection).
            #expect(window.tap(onText: "Grace"))
            window.advance(by: 0.5)
            #expect(window.frames(ofText: "opened Grace").count == 1)
        }
    }

    @Test("In edit mode a tap only changes the selection")
    func primaryActionWhileEditing() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            MenuTable(selection: []).environment(\.editMode, .constant(.active))
        }
        window.advance(by: 0)
        #expect(window.tap(onText: "Ada"))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "none").count == 1)
        #expect(window.frames(ofText: "1 selected").count == 1)
    }

    @Test("A menu without entries opens nothing")
    func emptyMenu() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { MenuTable(showsMenu: false) }
        window.advance(by: 0)
        try rightClick("Ada", in: window)
        #expect(!window.graph.isPresentingSheet)
    }
}

/// A measurement per month, and the months shown as columns.
private struct Month: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

private struct Reading: Identifiable {
    let city: String
    let rain: [String: Int]
    var id: String { city }
}

@MainActor
@Suite("TableColumnForEach: a column for each element of a collection")
struct TableColumnForEachTests {
    @Test("The columns follow the static ones in the collection's order, each showing its cells")
    func columns() throws {
        let months = [Month(name: "Jan"), Month(name: "Feb"), Month(name: "Mar")]
        let readings = [
            Reading(city: "Oslo", rain: ["Jan": 49, "Feb": 36, "Mar": 47]),
            Reading(city: "Rome", rain: ["Jan": 67, "Feb": 73, "Mar": 58]),
        ]
        let window = TestWindow(size: CGSize(width: 700, height: 500)) {
            Table(readings) {
                TableColumn("City", value: \.city)
                TableColumnForEach(months) { month in
                    TableColumn(month.name) { reading in
                        Text("\(reading.rain[month.name] ?? 0) mm")
                    }
                }
            }
        }
        window.advance(by: 0)
        let headers = try ["City", "Jan", "Feb", "Mar"].map { try #require(window.frames(ofText: $0).first) }
        #expect(zip(headers, headers.dropFirst()).allSatisfy { $0.minX < $1.minX })
        let rome = try #require(window.frames(ofText: "Rome").first)
        for (month, mm) in [("Jan", "67 mm"), ("Feb", "73 mm"), ("Mar", "58 mm")] {
            let header = try #require(window.frames(ofText: month).first)
            let cell = try #require(window.frames(ofText: mm).first)
            #expect(abs(cell.minX - header.minX) < 1)
            #expect(abs(cell.midY - rome.midY) < 1)
        }
    }

    @Test("ForEach(data) alone makes a row for each element")
    func implicitRows() {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(people)
            }
        }
        window.advance(by: 0)
        for person in people { #expect(window.frames(ofText: person.name).count == 1) }
    }
}
