import SwiftUI

/// Splits a restaurant bill: the amount, how many people, and the tip.
struct ContentView: View {
    @State private var checkAmount = 84.50
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var tipValue: Double {
        checkAmount / 100 * Double(tipPercentage)
    }

    var grandTotal: Double {
        checkAmount + tipValue
    }

    var totalPerPerson: Double {
        grandTotal / Double(numberOfPeople)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100) {
                            Text("\($0) people")
                        }
                    }
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0.formatted(.percent))
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Total amount") {
                    Text(grandTotal.formatted(.currency(code: "USD")))
                        .foregroundStyle(tipPercentage == 0 ? .red : .primary)
                }

                Section("Amount per person") {
                    Text(totalPerPerson.formatted(.currency(code: "USD")))
                        .font(.title2.bold())
                }
            }
            .navigationTitle("BillSplitter")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}
