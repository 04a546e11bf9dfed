import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
private final class TapLog {
    var taps: [String] = []
    weak var button: UIButton?
}

private struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: @MainActor () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ view: V, context: Context) {}
}

/// Buttons and a toolbar as UIKit code of iOS 14–17 makes them, and a card with a shadow path.
private struct ControlsGallery: View {
    let log: TapLog

    var body: some View {
        VStack(spacing: 12) {
            Wrapped {
                let button = UIButton(
                    type: .system,
                    primaryAction: UIAction(title: "System") { _ in
                        log.taps.append("system")
                    })
                log.button = button
                return button
            }
            .frame(width: 200, height: 30)
            Wrapped {
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Filled"
                configuration.image = UIImage(systemName: "star.fill")
                configuration.imagePadding = 6
                configuration.cornerStyle = .capsule
                return UIButton(
                    configuration: configuration, primaryAction: UIAction { _ in log.taps.append("filled") })
            }
            .frame(width: 200, height: 40)
            Wrapped {
                var configuration = UIButton.Configuration.tinted()
                configuration.title = "Tinted"
                configuration.subtitle = "with a subtitle"
                let button = UIButton(configuration: configuration)
                button.isEnabled = false
                button.addAction(UIAction { _ in log.taps.append("disabled") }, for: .touchUpInside)
                return button
            }
            .frame(width: 200, height: 56)
            Wrapped {
                let card = UIView()
                card.backgroundColor = .systemBackground
                card.layer.shadowColor = UIColor.black.cgColor
                card.layer.shadowOpacity = 0.5
                card.layer.shadowRadius = 4
                card.layer.shadowOffset = CGSize(width: 0, height: 6)
                card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 20, y: 0, width: 160, height: 40)).cgPath
                return card
            }
            .frame(width: 200, height: 40)
            Wrapped {
                let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
                toolbar.setItems(
                    [
                        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(
                            title: "Done", image: nil,
                            primaryAction: UIAction { _ in
                                log.taps.append("done")
                            }),
                    ], animated: true)
                return toolbar
            }
            Spacer()
        }
        .padding(.top, 12)
    }
}

@MainActor
@Suite("UIControl, UIButton, UIToolbar and a layer's shadow path, as UIKit code uses them")
struct UIButtonTests {
    let size = CGSize(width: 300, height: 320)

    @Test("A tap on a button sends its primary action; a disabled one sends nothing; the toolbar's item runs its own")
    func taps() throws {
        let log = TapLog()
        let window = TestWindow(size: size) { ControlsGallery(log: log) }
        #expect(window.tap(onText: "System"))
        #expect(window.tap(onText: "Filled"))
        #expect(window.tap(onText: "Tinted"))
        #expect(window.tap(onText: "Done"))
        #expect(log.taps == ["system", "filled", "done"])
    }

    @Test("A system button is its title's width and 30 points high, as UIKit's for a 15-point title")
    func systemButtonSize() throws {
        let log = TapLog()
        let window = TestWindow(size: size) { ControlsGallery(log: log) }
        let title = try #require(window.frames(ofText: "System").first)
        #expect(abs(title.height - 18) < 1.5, "a 15-point line: \(title)")
        let button = try #require(log.button)
        #expect(abs(button.intrinsicContentSize.height - (title.height + 12)) < 0.5)
        #expect(abs(button.intrinsicContentSize.width - title.width) < 0.5)
    }

    @Test("Actions are removed by identity or identifier; a selector is kept but cannot be sent")
    func controlActions() {
        let control = UIControl(frame: .zero)
        var runs: [String] = []
        let first = UIAction(identifier: UIAction.Identifier("first")) { action in
            runs.append("first from \(action.sender is UIControl)")
        }
        control.addAction(first, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction { _ in runs.append("second") }, for: .valueChanged)
        control.addTarget(nil, action: Selector("legacy"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == ["first from true", "second"])
        control.removeAction(identifiedBy: UIAction.Identifier("first"), for: .valueChanged)
        runs = []
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(runs == ["second", "first from true"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        // Targets are held weakly, as UIKit's: a target let go is no longer among them.
        var target: NSObject? = NSObject()
        control.addTarget(target, action: "tapped", for: .touchUpInside)
        #expect(control.allTargets.count == 1)
        target = nil
        #expect(control.allTargets.isEmpty)
        let item = UIBarButtonItem(title: "Go", style: .plain, target: NSObject(), action: "go")
        #expect(item.target == nil)
    }

    @Test("Drawn: a system, filled, tinted (disabled) button, a shadow from a path, a toolbar")
    func snapshot() throws {
        let window = TestWindow(size: size) { ControlsGallery(log: TapLog()) }
        let image = try #require(PixelImage(png: window.pngData()))
        // The shadow path's shadow shows under the card (offset 6 points down), only within the path's width.
        // The stack: 12 points of padding, then 30, 40, 56 and 40 high with 12 between: the card ends at 214.
        let cardBottom = 214
        let under = image[100, cardBottom + 3]
        let beside = image[8, cardBottom + 3]
        #expect(under.red < 235, "shadow under the path: \(under)")
        #expect(beside.red > 250, "none beside it: \(beside)")
        assertSnapshot(png: window.pngData(), named: "controls")
    }
}
