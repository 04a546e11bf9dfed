import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            TodayView()
                .tabItem {
                    Label("Today", systemImage: "checklist")
                }

            SettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gearshape")
                }
        }
    }
}

struct TodayView: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(store.habits) { habit in
                        if store.showCompleted || !habit.isComplete {
                            NavigationLink(value: habit.id) {
                                HabitRow(habit: habit)
                            }
                        }
                    }
                } footer: {
                    Text("\(store.completedCount) of \(store.habits.count) habits done today")
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.ID.self) { id in
                HabitDetailView(habitID: id)
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: habit.icon)
                .font(.title2)
                .foregroundStyle(habit.color)
                .frame(width: 36)

            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(habit.name)
                        .font(.headline)
                    if habit.isComplete {
                        Image(systemName: "checkmark.circle.fill")
                            .foregroundStyle(.green)
                    }
                }
                ProgressView(value: min(habit.progress, 1))
                    .tint(habit.color)
                Text("\(habit.doneToday) of \(habit.goal) \(habit.unit)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

struct SettingsView: View {
    @Environment(HabitStore.self) private var store

    var body: some View {
        @Bindable var store = store

        NavigationStack {
            Form {
                Toggle("Show completed habits", isOn: $store.showCompleted)

                Section("Daily goals") {
                    ForEach($store.habits) { $habit in
                        Stepper("\(habit.name): \(habit.goal)", value: $habit.goal, in: 1...50)
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
