import SwiftUI

struct ContentView: View {
    let weather = CityWeather.sample
    @State private var usesFahrenheit = false

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                header
                hourlyCard
                dailyCard
                Toggle("Fahrenheit", isOn: $usesFahrenheit.animation())
                    .padding()
                    .background(.white.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
            }
            .padding()
        }
        .foregroundStyle(.white)
        .background(
            Rectangle()
                .fill(.linearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
                .ignoresSafeArea()
        )
    }

    private var header: some View {
        VStack(spacing: 4) {
            Text(weather.city)
                .font(.largeTitle)
            Text(degrees(weather.temperature))
                .font(.system(size: 96, weight: .thin))
                .contentTransition(.numericText())
            Text(weather.condition.rawValue)
                .font(.title3)
                .foregroundStyle(.secondary)
            Text("H:\(degrees(weather.high))  L:\(degrees(weather.low))")
                .font(.headline)
        }
        .padding(.top, 30)
    }

    private var hourlyCard: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("HOURLY FORECAST", systemImage: "clock")
                .font(.caption)
                .foregroundStyle(.secondary)
            Divider()
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 24) {
                    ForEach(weather.hourly) { hour in
                        VStack(spacing: 10) {
                            Text(hour.hour).font(.subheadline)
                            Image(systemName: hour.condition.symbol)
                                .imageScale(.large)
                                .frame(height: 24)
                            Text(degrees(hour.temperature)).font(.title3)
                        }
                    }
                }
            }
        }
        .padding()
        .background(.white.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
    }

    private var dailyCard: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("5-DAY FORECAST", systemImage: "calendar")
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(weather.daily) { day in
                Divider()
                HStack {
                    Text(day.day)
                        .frame(width: 60, alignment: .leading)
                    Image(systemName: day.condition.symbol)
                        .frame(width: 30)
                    Text(degrees(day.low))
                        .foregroundStyle(.secondary)
                        .frame(width: 40, alignment: .trailing)
                    TemperatureBar(low: day.low, high: day.high, range: weather.weekRange)
                    Text(degrees(day.high))
                        .frame(width: 40, alignment: .trailing)
                }
                .font(.headline)
            }
        }
        .padding()
        .background(.white.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
    }

    private func degrees(_ celsius: Int) -> String {
        let value = usesFahrenheit ? Int((Double(celsius) * 9 / 5 + 32).rounded()) : celsius
        return "\(value)°"
    }
}

/// A day's span of temperatures within the week's, as the iPhone's Weather app draws it.
struct TemperatureBar: View {
    let low: Int
    let high: Int
    let range: ClosedRange<Int>

    var body: some View {
        GeometryReader { proxy in
            let span = Double(max(range.upperBound - range.lowerBound, 1))
            let start = Double(low - range.lowerBound) / span * proxy.size.width
            let end = Double(high - range.lowerBound) / span * proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(.black.opacity(0.15))
                Capsule()
                    .fill(
                        .linearGradient(colors: [.green, .yellow, .orange], startPoint: .leading, endPoint: .trailing)
                    )
                    .frame(width: max(end - start, 6))
                    .offset(x: start)
            }
        }
        .frame(height: 5)
    }
}

#Preview {
    ContentView()
}
