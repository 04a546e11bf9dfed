import Finch

/// The profile's fields: the user name, notifications, the season of the photo and a goal date
/// within a year either side of the one set.
struct ProfileEditor: View {
    @Binding var profile: Profile

    var dateRange: ClosedRange<Date> {
        let calendar = Calendar.current
        let earliest = calendar.date(byAdding: .year, value: -1, to: profile.goalDate) ?? profile.goalDate
        let latest = calendar.date(byAdding: .year, value: 1, to: profile.goalDate) ?? profile.goalDate
        return earliest...latest
    }

    var body: some View {
        List {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.trailing)
            }

            Toggle(isOn: $profile.prefersNotifications) {
                Text("Enable Notifications")
            }

            VStack(alignment: .leading, spacing: 20) {
                Text("Seasonal Photo")
                    .bold()

                Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
                    ForEach(Profile.Season.allCases) { season in
                        Text(season.rawValue).tag(season)
                    }
                }
                .pickerStyle(.segmented)
            }
            .padding(.top)

            DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
                Text("Goal Date")
            }
        }
    }
}
