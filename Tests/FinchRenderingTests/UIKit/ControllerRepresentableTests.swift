import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
private final class ControllerLog {
    var made = 0
    var updates: [String] = []
    var dismantled = 0
    var coordinators = 0
    var calls: [String] = []
}

/// A controller that shows a Finch view of its own, as Finch's pickers do.
private final class GreetingController: UIViewController {
    var greeting = ""
    override var _hostedView: AnyView { AnyView(Text(greeting)) }
}

private struct Greeting: UIViewControllerRepresentable {
    let text: String
    let log: ControllerLog

    final class Coordinator {
        let log: ControllerLog
        init(log: ControllerLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
        log.coordinators += 1
        return Coordinator(log: log)
    }

    func makeUIViewController(context: Context) -> GreetingController {
        log.made += 1
        return GreetingController()
    }

    func updateUIViewController(_ controller: GreetingController, context: Context) {
        controller.greeting = text
        log.updates.append(text)
    }

    static func dismantleUIViewController(_ controller: GreetingController, coordinator: Coordinator) {
        MainActor.assumeIsolated { coordinator.log.dismantled += 1 }
    }
}

private struct GreetingHost: View {
    let log: ControllerLog
    @State private var step = 0

    var body: some View {
        VStack {
            if step < 2 {
                Greeting(text: "hello \(step)", log: log).frame(height: 40)
            }
            Button("Next") { step += 1 }
        }
    }
}

/// A screen built as UIKit code builds one: a label added in `viewDidLoad()`, placed in
/// `viewDidLayoutSubviews()`, with each of UIKit's calls logged.
private final class BannerController: UIViewController {
    let log: ControllerLog
    let label = UILabel()

    init(log: ControllerLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.calls.append("viewDidLoad")
        view.backgroundColor = .systemTeal
        label.text = "Banner"
        label.textAlignment = .center
        view.addSubview(label)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.calls.append("viewDidAppear")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.calls.append("viewDidLayoutSubviews")
        label.frame = CGRect(x: 0, y: view.bounds.height - 30, width: view.bounds.width, height: 30)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.calls.append("viewDidDisappear")
    }
}

private struct Banner: UIViewControllerRepresentable {
    let log: ControllerLog
    func makeUIViewController(context: Context) -> BannerController { BannerController(log: log) }
    func updateUIViewController(_ controller: BannerController, context: Context) {}
}

private struct BannerHost: View {
    let log: ControllerLog
    @State private var shown = true

    var body: some View {
        VStack(spacing: 0) {
            if shown { Banner(log: log).frame(width: 200, height: 100) }
            Button("Hide") { shown = false }
            Spacer()
        }
    }
}

@MainActor
@Suite("UIViewControllerRepresentable and UIViewController's view")
struct ControllerRepresentableTests {
    let size = CGSize(width: 200, height: 200)

    @Test("A representable's controller is made once, updated each evaluation, dismantled when it goes")
    func lifecycle() throws {
        let log = ControllerLog()
        let window = TestWindow(size: size) { GreetingHost(log: log) }
        #expect(log.made == 1 && log.coordinators == 1)
        #expect(window.frames(ofText: "hello 0").count == 1)
        #expect(window.tap(onText: "Next"))
        #expect(log.made == 1 && log.coordinators == 1 && log.dismantled == 0)
        #expect(log.updates.last == "hello 1")
        #expect(window.frames(ofText: "hello 1").count == 1)
        #expect(window.tap(onText: "Next"))
        #expect(window.frames(ofText: "hello 1").isEmpty)
        #expect(log.made == 1 && log.dismantled == 1)
    }

    /// Shown with its subviews, laid out with viewDidLayoutSubviews, told it appears and disappears.
    @Test("A plain controller's view is loaded once and shown, with UIKit's calls in UIKit's order")
    func controllerView() throws {
        let log = ControllerLog()
        let window = TestWindow(size: size) { BannerHost(log: log) }
        let label = try #require(window.frames(ofText: "Banner").first)
        // Placed by the controller at the bottom of its 100-point-high view, centred in its width.
        #expect(abs(label.midY - 85) < 1, "\(label)")
        #expect(abs(label.midX - 100) < 1, "\(label)")
        let image = try #require(PixelImage(png: window.pngData()))
        let teal = image[10, 10]
        #expect(teal.blue > 150 && teal.red < 120, "the view's background: \(teal)")
        #expect(log.calls.prefix(4) == ["viewDidLoad", "viewDidLayoutSubviews", "viewWillAppear", "viewDidAppear"])
        #expect(log.calls.filter { $0 == "viewDidLoad" }.count == 1)
        #expect(window.tap(onText: "Hide"))
        #expect(log.calls.last == "viewDidDisappear")
        #expect(window.frames(ofText: "Banner").isEmpty)
    }

    @Test("A controller written for iOS builds: nib and coder initialisers, children, a hosting controller's view")
    func controllerVocabulary() throws {
        let parent = UIViewController(nibName: nil, bundle: nil)
        #expect(!parent.isViewLoaded)
        let host = UIHostingController(rootView: Text("Hosted"))
        parent.addChild(host)
        parent.view.addSubview(host.view)
        host.didMove(toParent: parent)
        #expect(parent.isViewLoaded && parent.children.count == 1 && host.parent === parent)
        #expect(host.view.backgroundColor == .systemBackground)
        host.view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(UIHostingController<Text>(coder: NSCoder()) == nil)
        host.removeFromParent()
        #expect(parent.children.isEmpty && host.parent == nil)
    }

    @Test("A hosting controller's view kept after its controller went draws nothing, and does not crash")
    func orphanedHostingView() throws {
        var host: UIHostingController<Text>? = UIHostingController(rootView: Text("Orphan"))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        if let view = host?.view { container.addSubview(view) }
        host = nil
        struct Shown: UIViewRepresentable {
            let view: UIView
            func makeUIView(context: Context) -> UIView { view }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        let window = TestWindow(size: size) { Shown(view: container).frame(width: 200, height: 50) }
        #expect(window.frames(ofText: "Orphan").isEmpty)
    }
}
