import Observation
import SwiftUI

struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var icon: String
    var color: Color
    var goal: Int
    var unit: String
    var doneToday = 0
    var remindMe = false
    /// Monday to Sunday: whether the goal was reached that day.
    var week: [Bool] = Array(repeating: false, count: 7)

    var progress: Double {
        Double(doneToday) / Double(goal)
    }

    var isComplete: Bool {
        doneToday >= goal
    }

    var streak: Int {
        var count = 0
        for day in week.reversed() {
            if day {
                count += 1
            } else {
                break
            }
        }
        return count
    }
}

@Observable
class HabitStore {
    var habits = [
        Habit(
            name: "Drink water", icon: "drop.fill", color: .blue, goal: 8, unit: "glasses", doneToday: 5,
            week: [true, true, false, true, true, true, false]),
        Habit(
            name: "Read", icon: "book.fill", color: .orange, goal: 20, unit: "pages", doneToday: 20, remindMe: true,
            week: [true, true, true, true, true, false, true]),
        Habit(
            name: "Go for a walk", icon: "sun.max", color: .green, goal: 1, unit: "walk",
            week: [false, true, false, false, true, true, true]),
        Habit(
            name: "Meditate", icon: "leaf.fill", color: .mint, goal: 10, unit: "minutes", doneToday: 3,
            week: [false, false, true, false, false, false, false]),
    ]

    var showCompleted = true

    var completedCount: Int {
        habits.filter(\.isComplete).count
    }

    func index(of id: Habit.ID) -> Int? {
        habits.firstIndex { $0.id == id }
    }
}
