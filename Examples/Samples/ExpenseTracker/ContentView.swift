import SwiftUI

struct ContentView: View {
    @Environment(ExpenseStore.self) private var store
    @State private var showingAddExpense = false

    let currencyCode = Locale.current.currency?.identifier ?? "USD"

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        Text("Total spent")
                            .font(.headline)
                        Spacer()
                        Text(store.total, format: .currency(code: currencyCode))
                            .font(.title2.bold())
                    }
                }

                ForEach(Category.allCases) { category in
                    let items = store.expenses(in: category)
                    if !items.isEmpty {
                        Section {
                            ForEach(items) { expense in
                                ExpenseRow(expense: expense, currencyCode: currencyCode)
                            }
                            .onDelete { offsets in
                                store.delete(at: offsets, in: category)
                            }
                        } header: {
                            HStack {
                                Text(category.rawValue)
                                Spacer()
                                Text(store.total(for: category), format: .currency(code: currencyCode))
                            }
                        }
                    }
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAddExpense = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(currencyCode: currencyCode)
            }
        }
    }
}

struct ExpenseRow: View {
    let expense: Expense
    let currencyCode: String

    var body: some View {
        HStack {
            Image(systemName: expense.category.icon)
                .foregroundStyle(expense.category.color)
                .frame(width: 30)

            VStack(alignment: .leading) {
                Text(expense.name)
                    .font(.headline)
                Text(expense.date, format: .dateTime.month().day())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(expense.amount, format: .currency(code: currencyCode))
                .foregroundStyle(expense.amount >= 50 ? .red : .primary)
        }
    }
}
