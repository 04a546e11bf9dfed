import SwiftUI

struct HabitDetailView: View {
    @Environment(HabitStore.self) private var store
    let habitID: Habit.ID

    let dayNames = ["M", "T", "W", "T", "F", "S", "S"]
    let columns = Array(repeating: GridItem(.flexible()), count: 7)

    var body: some View {
        @Bindable var store = store

        if let index = store.index(of: habitID) {
            let habit = store.habits[index]

            Form {
                Section {
                    HStack {
                        Image(systemName: habit.icon)
                            .font(.largeTitle)
                            .foregroundStyle(habit.color)
                        VStack(alignment: .leading) {
                            Text("\(habit.doneToday) of \(habit.goal) \(habit.unit)")
                                .font(.title3.bold())
                            Text(habit.isComplete ? "Goal reached!" : "Keep going")
                                .foregroundStyle(.secondary)
                        }
                    }
                    ProgressView(value: min(habit.progress, 1))
                        .tint(habit.color)
                }

                Section("Today") {
                    Stepper("Done: \(habit.doneToday)", value: $store.habits[index].doneToday, in: 0...habit.goal)
                    Toggle("Remind me", isOn: $store.habits[index].remindMe)
                }

                Section {
                    LazyVGrid(columns: columns, spacing: 10) {
                        ForEach(0..<7) { day in
                            VStack(spacing: 4) {
                                Text(dayNames[day])
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Circle()
                                    .fill(habit.week[day] ? habit.color : Color.gray.opacity(0.2))
                                    .frame(width: 30, height: 30)
                                    .overlay {
                                        if habit.week[day] {
                                            Image(systemName: "checkmark")
                                                .font(.caption.bold())
                                                .foregroundStyle(.white)
                                        }
                                    }
                                    .onTapGesture {
                                        store.habits[index].week[day].toggle()
                                    }
                            }
                        }
                    }
                    .padding(.vertical, 4)
                } header: {
                    Text("This week")
                } footer: {
                    Text("Current streak: \(habit.streak) days")
                }
            }
            .navigationTitle(habit.name)
            .navigationBarTitleDisplayMode(.inline)
        } else {
            Text("This habit was deleted.")
                .foregroundStyle(.secondary)
        }
    }
}
