import Foundation

/// The kinds of weather the screen can show, each with its SF Symbol.
enum Condition: String, CaseIterable {
    case sunny = "Sunny"
    case partlyCloudy = "Partly Cloudy"
    case cloudy = "Cloudy"
    case rain = "Rain"

    var symbol: String {
        switch self {
        case .sunny: return "sun.max"
        case .partlyCloudy: return "cloud"
        case .cloudy: return "cloud"
        case .rain: return "drop.fill"
        }
    }
}

struct HourlyForecast: Identifiable {
    let id = UUID()
    let hour: String
    let condition: Condition
    let temperature: Int
}

struct DailyForecast: Identifiable {
    let id = UUID()
    let day: String
    let condition: Condition
    let low: Int
    let high: Int
}

/// One city's weather. Made up here so the app works offline; a real app would fetch it.
struct CityWeather {
    let city: String
    let condition: Condition
    let temperature: Int
    let low: Int
    let high: Int
    let hourly: [HourlyForecast]
    let daily: [DailyForecast]

    static let sample = CityWeather(
        city: "Cupertino",
        condition: .partlyCloudy,
        temperature: 21,
        low: 12,
        high: 24,
        hourly: [
            HourlyForecast(hour: "Now", condition: .partlyCloudy, temperature: 21),
            HourlyForecast(hour: "2PM", condition: .sunny, temperature: 23),
            HourlyForecast(hour: "3PM", condition: .sunny, temperature: 24),
            HourlyForecast(hour: "4PM", condition: .sunny, temperature: 23),
            HourlyForecast(hour: "5PM", condition: .cloudy, temperature: 21),
            HourlyForecast(hour: "6PM", condition: .cloudy, temperature: 19),
            HourlyForecast(hour: "7PM", condition: .rain, temperature: 17),
        ],
        daily: [
            DailyForecast(day: "Today", condition: .partlyCloudy, low: 12, high: 24),
            DailyForecast(day: "Tue", condition: .sunny, low: 13, high: 26),
            DailyForecast(day: "Wed", condition: .sunny, low: 14, high: 27),
            DailyForecast(day: "Thu", condition: .cloudy, low: 13, high: 22),
            DailyForecast(day: "Fri", condition: .rain, low: 11, high: 18),
        ])

    /// The coldest low and warmest high of the week, for the temperature bars.
    var weekRange: ClosedRange<Int> {
        (daily.map(\.low).min() ?? low)...(daily.map(\.high).max() ?? high)
    }
}
