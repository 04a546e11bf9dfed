import Finch
import FrameProbe

/// The Finch side of `scripts/bench-vs-gtk.sh`: a `List` of 10,000 rows, each a `Toggle` with its
/// label, whose states live in the view's `@State`, beside the plain GTK program
/// (`Benchmarks/GtkListBench`) that shows the same in a `GtkListView`. Both are timed by the same
/// frame probe (`Benchmarks/FrameProbe`), installed before the application runs.
struct ListBenchApp: App {
    var body: some Scene {
        WindowGroup("List bench (Finch)") {
            ToggleRows()
        }
        .defaultSize(width: 400, height: 800)
    }
}

struct ToggleRows: View {
    static let rowCount = 10_000
    @State private var isOn = Array(repeating: false, count: ToggleRows.rowCount)

    var body: some View {
        List(0..<Self.rowCount, id: \.self) { index in
            Toggle("Row \(index)", isOn: $isOn[index])
        }
    }
}

frame_probe_install()
ListBenchApp.main()
