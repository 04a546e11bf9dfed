import SwiftUI

struct AddItemView: View {
    @Environment(ToDoStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var priority = ToDoItem.Priority.normal

    var body: some View {
        NavigationStack {
            Form {
                TextField("What needs doing?", text: $title)

                Picker("Priority", selection: $priority) {
                    ForEach(ToDoItem.Priority.allCases) { priority in
                        Text(priority.rawValue).tag(priority)
                    }
                }
            }
            .navigationTitle("New Item")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.add(title, priority: priority)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
