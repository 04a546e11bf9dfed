import Foundation
import Observation
import SwiftUI

enum Category: String, CaseIterable, Codable, Identifiable {
    case food = "Food"
    case transport = "Transport"
    case fun = "Fun"
    case bills = "Bills"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .food: "fork.knife"
        case .transport: "bus"
        case .fun: "gamecontroller"
        case .bills: "doc.text"
        }
    }

    var color: Color {
        switch self {
        case .food: .orange
        case .transport: .blue
        case .fun: .purple
        case .bills: .gray
        }
    }
}

struct Expense: Identifiable, Codable {
    var id = UUID()
    var name: String
    var category: Category
    var amount: Double
    var date: Date
}

@Observable
class ExpenseStore {
    private static let saveKey = "SavedExpenses"

    var expenses: [Expense] {
        didSet {
            save()
        }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.saveKey),
            let decoded = try? JSONDecoder().decode([Expense].self, from: data)
        {
            expenses = decoded
        } else {
            expenses = Self.examples
        }
    }

    var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    func expenses(in category: Category) -> [Expense] {
        expenses.filter { $0.category == category }
            .sorted { $0.date > $1.date }
    }

    func total(for category: Category) -> Double {
        expenses(in: category).reduce(0) { $0 + $1.amount }
    }

    func add(_ expense: Expense) {
        expenses.append(expense)
    }

    func delete(at offsets: IndexSet, in category: Category) {
        let shown = expenses(in: category)
        let ids = offsets.map { shown[$0].id }
        expenses.removeAll { ids.contains($0.id) }
    }

    private func save() {
        if let data = try? JSONEncoder().encode(expenses) {
            UserDefaults.standard.set(data, forKey: Self.saveKey)
        }
    }

    // Some expenses to start with, so the list isn't empty the first time.
    static let examples: [Expense] = [
        Expense(name: "Groceries", category: .food, amount: 54.20, date: day(3)),
        Expense(name: "Pizza night", category: .food, amount: 23.50, date: day(5)),
        Expense(name: "Coffee", category: .food, amount: 4.75, date: day(6)),
        Expense(name: "Bus pass", category: .transport, amount: 45, date: day(1)),
        Expense(name: "Cinema", category: .fun, amount: 12.50, date: day(4)),
        Expense(name: "Phone bill", category: .bills, amount: 30, date: day(2)),
    ]

    private static func day(_ day: Int) -> Date {
        let components = DateComponents(year: 2024, month: 3, day: day, hour: 12)
        return Calendar(identifier: .gregorian).date(from: components) ?? .now
    }
}
