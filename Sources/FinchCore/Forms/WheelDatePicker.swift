import Foundation

/// The wheel style: drums for the month, day and year, then for the hour, minute and AM/PM, as
/// the components ask. A value that would leave the range is grey and the drum turns back.
struct WheelDatePicker: View {
    let model: DatePickerModel
    let components: DatePickerComponents

    var body: some View {
        HStack(spacing: 0) {
            if components.contains(.date) { DateWheels(model: model) }
            if components.contains(.hourAndMinute) { TimeWheels(model: model) }
        }
        .background { WheelBand() }
    }
}

/// The month, day and year drums.
struct DateWheels: View {
    let model: DatePickerModel

    var body: some View {
        let model = model
        let calendar = model.calendar
        let parts = calendar.dateComponents([.year, .month, .day], from: model.shown)
        let (year, month, day) = (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
        let months = calendar.monthSymbols
        let days = calendar.range(of: .day, in: .month, for: model.shown)?.count ?? 31
        let years = yearRange(around: year)
        HStack(spacing: 0) {
            WheelDrum(
                count: months.count, selected: month - 1,
                isChoosable: { model.allowsDay(model.startOfDay(model.replacing(month: $0 + 1))) },
                choose: { model.choose(model.replacing(month: $0 + 1)) }, showsBand: false
            ) { Text(months[$0]).font(.system(size: 20)) }
            .frame(width: 130)
            WheelDrum(
                count: days, selected: day - 1,
                isChoosable: { model.allowsDay(model.startOfDay(model.replacing(day: $0 + 1))) },
                choose: { model.choose(model.replacing(day: $0 + 1)) }, showsBand: false
            ) { Text("\($0 + 1)").font(.system(size: 20)) }
            .frame(width: 56)
            WheelDrum(
                count: years.count, selected: year - years.lowerBound,
                isChoosable: { model.allowsDay(model.startOfDay(model.replacing(year: years.lowerBound + $0))) },
                choose: { model.choose(model.replacing(year: years.lowerBound + $0)) }, showsBand: false
            ) { Text(verbatim: "\(years.lowerBound + $0)").font(.system(size: 20)) }
            .frame(width: 76)
        }
    }

    /// The years the drum offers: the range's, or fifty either side of the shown one.
    private func yearRange(around year: Int) -> ClosedRange<Int> {
        let calendar = model.calendar
        let low = model.bounds.lower.map { calendar.component(.year, from: $0) } ?? year - 50
        let high = model.bounds.upper.map { calendar.component(.year, from: $0) } ?? year + 50
        return min(low, year)...max(high, year)
    }
}

/// The hour (1–12), minute and AM/PM drums.
struct TimeWheels: View {
    let model: DatePickerModel

    var body: some View {
        let model = model
        let parts = model.calendar.dateComponents([.hour, .minute], from: model.shown)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let isPM = hour >= 12
        let symbols = [model.calendar.amSymbol, model.calendar.pmSymbol]
        // Hour row `row` (0: 1 o'clock … 11: 12 o'clock) in the shown half of the day, on a 24-hour clock.
        let hourOfRow: (Int) -> Int = { row in (row + 1) % 12 + (isPM ? 12 : 0) }
        HStack(spacing: 0) {
            WheelDrum(
                count: 12, selected: (hour + 11) % 12,
                isChoosable: { model.bounds.contains(model.replacing(hour: hourOfRow($0))) },
                choose: { model.choose(model.replacing(hour: hourOfRow($0))) }, showsBand: false
            ) { Text("\($0 + 1)").font(.system(size: 20)) }
            .frame(width: 60)
            WheelDrum(
                count: 60, selected: minute,
                isChoosable: { model.bounds.contains(model.replacing(minute: $0)) },
                choose: { model.choose(model.replacing(minute: $0)) }, showsBand: false
            ) { Text($0 < 10 ? "0\($0)" : "\($0)").font(.system(size: 20)) }
            .frame(width: 60)
            WheelDrum(
                count: 2, selected: isPM ? 1 : 0,
                isChoosable: { model.bounds.contains(model.replacing(hour: hour % 12 + $0 * 12)) },
                choose: { model.choose(model.replacing(hour: hour % 12 + $0 * 12)) }, showsBand: false
            ) { Text(symbols[$0]).font(.system(size: 20)) }
            .frame(width: 64)
        }
    }
}
