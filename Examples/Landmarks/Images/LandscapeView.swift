import Finch

/// A landmark's picture: sky, sun, ridges, and water or ground, by the landscape's kind.
struct LandscapeView: View {
    var landscape: Landscape

    private var horizon: Double { landscape.kind == .lake ? 0.62 : 0.58 }

    var body: some View {
        ZStack {
            sky
            Circle()
                .fill(Color(red: 1, green: 0.93, blue: 0.7).opacity(0.9))
                .frame(width: 70, height: 70)
                .offset(x: sunOffset, y: -120)
            farRidge
            nearRidge
            foreground
        }
        .clipped()
    }

    private var sunOffset: CGFloat {
        var random = SplitMix(seed: landscape.seed)
        return CGFloat(random.next(in: -150...150))
    }

    private var sky: some View {
        let warm = 1 - landscape.daylight
        return Rectangle().fill(
            LinearGradient(
                colors: [
                    Color(red: 0.35 + 0.2 * warm, green: 0.6 - 0.1 * warm, blue: 0.9 - 0.25 * warm),
                    Color(red: 0.85 + 0.15 * warm, green: 0.88 - 0.1 * warm, blue: 0.92 - 0.3 * warm),
                ],
                startPoint: .top, endPoint: .bottom))
    }

    private var farRidge: some View {
        let color: Color =
            landscape.kind == .desert
            ? Color(red: 0.78, green: 0.58, blue: 0.45) : Color(red: 0.52, green: 0.6, blue: 0.72)
        return Ridge(seed: landscape.seed &+ 1, base: horizon, height: peakHeight, peaks: 4)
            .fill(color)
    }

    private var peakHeight: Double {
        switch landscape.kind {
        case .mountain: return 0.42
        case .lake: return 0.3
        case .river: return 0.22
        case .desert: return 0.16
        }
    }

    private var nearRidge: some View {
        let color: Color =
            landscape.kind == .desert
            ? Color(red: 0.66, green: 0.45, blue: 0.32) : Color(red: 0.25, green: 0.4, blue: 0.33)
        return ZStack {
            Ridge(seed: landscape.seed &+ 2, base: horizon + 0.02, height: peakHeight * 0.55, peaks: 3)
                .fill(color)
            if landscape.kind == .mountain {
                // Snow on the far peaks: the top of the far ridge again, lighter, clipped by the near one.
                Ridge(seed: landscape.seed &+ 1, base: horizon, height: peakHeight, peaks: 4)
                    .fill(Color.white.opacity(0.8))
                    .clipShape(TopBand(fraction: horizon - peakHeight * 0.72))
            }
        }
    }

    @ViewBuilder private var foreground: some View {
        switch landscape.kind {
        case .lake:
            VStack(spacing: 0) {
                Spacer()
                Rectangle().fill(
                    LinearGradient(
                        colors: [Color(red: 0.3, green: 0.5, blue: 0.68), Color(red: 0.12, green: 0.3, blue: 0.45)],
                        startPoint: .top, endPoint: .bottom)
                )
                .frame(height: 500 * (1 - horizon))
            }
            Trees(seed: landscape.seed &+ 3, line: horizon + 0.01, count: 24)
                .fill(Color(red: 0.1, green: 0.25, blue: 0.18))
        case .river, .mountain:
            VStack(spacing: 0) {
                Spacer()
                Rectangle().fill(
                    LinearGradient(
                        colors: [Color(red: 0.4, green: 0.55, blue: 0.3), Color(red: 0.22, green: 0.38, blue: 0.2)],
                        startPoint: .top, endPoint: .bottom)
                )
                .frame(height: 500 * (1 - horizon))
            }
            if landscape.kind == .river {
                River(seed: landscape.seed &+ 4, horizon: horizon)
                    .fill(Color(red: 0.35, green: 0.58, blue: 0.75))
            }
            Trees(seed: landscape.seed &+ 3, line: horizon + 0.1, count: 14)
                .fill(Color(red: 0.1, green: 0.25, blue: 0.15))
        case .desert:
            VStack(spacing: 0) {
                Spacer()
                Rectangle().fill(
                    LinearGradient(
                        colors: [Color(red: 0.9, green: 0.76, blue: 0.55), Color(red: 0.78, green: 0.6, blue: 0.4)],
                        startPoint: .top, endPoint: .bottom)
                )
                .frame(height: 500 * (1 - horizon))
            }
            // The rock: a heap of rounded boulders on the plain.
            ZStack {
                Ellipse().fill(Color(red: 0.72, green: 0.52, blue: 0.38)).frame(width: 260, height: 150)
                Ellipse().fill(Color(red: 0.8, green: 0.6, blue: 0.45)).frame(width: 150, height: 110)
                    .offset(x: -40, y: -40)
                Ellipse().fill(Color(red: 0.68, green: 0.48, blue: 0.35)).frame(width: 120, height: 90)
                    .offset(x: 60, y: -25)
            }
            .offset(y: 110)
        }
    }
}
