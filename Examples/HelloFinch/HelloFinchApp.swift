import Finch

/// The smallest Finch app: a window whose colour box flips every half second from a `.task`, next to a
/// box (a Button) that counts taps.
///
/// The flip proves main-actor tasks run under the GLib main loop. `HELLO_FINCH_FLIPS=N` stops after N
/// flips (0 turns the task off), for measuring what an idle window costs. The tap box proves GTK input
/// reaches gestures: it starts yellow and turns green, magenta, yellow… with each tap (or as many taps as a
/// `hello://taps/N` launch URL says).
@main
struct HelloFinchApp: App {
    var body: some Scene {
        WindowGroup("Hello Finch") {
            HelloView()
        }
        .defaultSize(width: 400, height: 300)
    }
}

struct HelloView: View {
    @State private var count = 0
    @State private var flag = false
    @State private var taps = 0

    /// The tap box's colours, by tap count: yellow, green, magenta (none of them the flip box's red or blue).
    private static let tapColors = [
        Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 1),
    ]

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, Finch").font(.largeTitle)
            Text("Count: \(count)")
            Text("Taps: \(taps)")
            HStack(spacing: 16) {
                Rectangle()
                    .fill(flag ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                    .frame(width: 120, height: 80)
                Button {
                    taps += 1
                } label: {
                    Rectangle()
                        .fill(Self.tapColors[taps % Self.tapColors.count])
                        .frame(width: 120, height: 80)
                }
            }
        }
        // `hello-finch hello://taps/N` starts with N taps counted (the real-window smoke test's launch URL).
        .onOpenURL { url in
            if url.scheme == "hello", url.host() == "taps", let count = Int(url.lastPathComponent) { taps = count }
        }
        .task {
            let flips = ProcessInfo.processInfo.environment["HELLO_FINCH_FLIPS"].flatMap { Int($0) } ?? .max
            while !Task.isCancelled, count < flips {
                try? await Task.sleep(for: .milliseconds(500))
                flag.toggle()
                count += 1
            }
        }
    }
}
