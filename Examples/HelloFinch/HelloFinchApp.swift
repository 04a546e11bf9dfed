import Finch

/// The smallest Finch app: a window whose colour box flips every half second from a `.task`.
///
/// The flip proves main-actor tasks run under the GLib main loop. `HELLO_FINCH_FLIPS=N` stops after N
/// flips (0 turns the task off), for measuring what an idle window costs.
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

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, Finch").font(.largeTitle)
            Text("Count: \(count)")
            Rectangle()
                .fill(flag ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                .frame(width: 120, height: 80)
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
