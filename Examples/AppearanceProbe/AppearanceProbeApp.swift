import Finch
import Foundation

/// A test-only window for `scripts/window-appearance-test.sh` (not in the gallery): prints the window's
/// colour scheme and scene phase to stdout, one line each time either changes (`scheme: dark`,
/// `phase: active`), and each of UIKit's life-cycle notifications it receives (`app: didBecomeActive`), so
/// the script can follow the desktop portal's setting, the window's focus and the app's phase. Its lower
/// half is a `Link`, which the script clicks to see the URL reach the portal (or, without one, GIO's handler).
@main
struct AppearanceProbeApp: App {
    var body: some Scene {
        WindowGroup("Appearance Probe") {
            AppearanceProbeView()
        }
        .defaultSize(width: 320, height: 200)
    }
}

struct AppearanceProbeView: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 0) {
            Text("Appearance")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Link(destination: Self.example) {
                Text("Open the example").frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .background(Color(.systemBackground))
        .onChange(of: colorScheme, initial: true) { _, scheme in
            Self.log("scheme: \(scheme == .dark ? "dark" : "light")")
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            Self.log("phase: \(Self.name(of: phase))")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in
            Self.log("app: didBecomeActive")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
            Self.log("app: willResignActive")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
            Self.log("app: didEnterBackground")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) {
            _ in
            Self.log("app: willEnterForeground")
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willTerminateNotification)) { _ in
            Self.log("app: willTerminate")
        }
    }

    static let example = URL(string: "https://example.com/finch?from=link") ?? URL(fileURLWithPath: "/")

    private static func name(of phase: ScenePhase) -> String {
        switch phase {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        @unknown default: "unknown"
        }
    }

    private static func log(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
