import SwiftUI

/// A country's flag drawn with stripes and shapes, so the game needs no pictures.
struct FlagView: View {
    let country: String

    var body: some View {
        flag
            .frame(width: 200, height: 120)
            .clipShape(.capsule)
            .shadow(radius: 5)
    }

    @ViewBuilder var flag: some View {
        switch country {
        case "France":
            VerticalStripes(colors: [.blue, .white, .red])
        case "Italy":
            VerticalStripes(colors: [.green, .white, .red])
        case "Ireland":
            VerticalStripes(colors: [.green, .white, .orange])
        case "Nigeria":
            VerticalStripes(colors: [.green, .white, .green])
        case "Germany":
            HorizontalStripes(colors: [.black, .red, .yellow])
        case "Russia":
            HorizontalStripes(colors: [.white, .blue, .red])
        case "Estonia":
            HorizontalStripes(colors: [.blue, .black, .white])
        case "Poland":
            HorizontalStripes(colors: [.white, .red])
        case "Ukraine":
            HorizontalStripes(colors: [.blue, .yellow])
        case "Japan":
            ZStack {
                Color.white
                Circle()
                    .fill(.red)
                    .frame(width: 70, height: 70)
            }
        default:
            LinearGradient(colors: [.gray, .black], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct VerticalStripes: View {
    let colors: [Color]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { index in
                colors[index]
            }
        }
    }
}

struct HorizontalStripes: View {
    let colors: [Color]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { index in
                colors[index]
            }
        }
    }
}
