import Foundation
import Observation

struct ToDoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    var priority: Priority = .normal

    enum Priority: String, CaseIterable, Identifiable {
        case low = "Low"
        case normal = "Normal"
        case high = "High"

        var id: String { rawValue }
    }
}

@Observable
class ToDoStore {
    var items: [ToDoItem] = [
        ToDoItem(title: "Buy milk"),
        ToDoItem(title: "Walk the dog", isDone: true),
        ToDoItem(title: "Finish SwiftUI homework", priority: .high),
        ToDoItem(title: "Call grandma"),
    ]

    var remainingCount: Int {
        items.filter { !$0.isDone }.count
    }

    func add(_ title: String, priority: ToDoItem.Priority) {
        items.append(ToDoItem(title: title, priority: priority))
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }
}
