import Finch
import FinchTesting
import Foundation
import Testing

/// One representable per UIKit view Finch draws, configured as typical UIKit code does.
private struct Wrapped<V: UIView>: UIViewRepresentable {
    let make: @MainActor () -> V
    func makeUIView(context: Context) -> V { make() }
    func updateUIView(_ view: V, context: Context) {}
}

private struct UIKitGallery: View {
    var body: some View {
        VStack(spacing: 12) {
            Wrapped {
                let label = UILabel()
                label.text = "A UILabel, centred on two lines of a fixed-width frame"
                label.numberOfLines = 2
                label.textAlignment = .center
                label.font = .boldSystemFont(ofSize: 17)
                // The usual fix for a label that would otherwise keep its one-line width and overflow.
                label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
                return label
            }
            .frame(width: 300, height: 50)
            HStack(spacing: 12) {
                Wrapped {
                    let card = UIView()
                    card.backgroundColor = .secondarySystemBackground
                    card.layer.cornerRadius = 12
                    card.layer.borderWidth = 2
                    card.layer.borderColor = UIColor.systemOrange.cgColor
                    return card
                }
                .frame(width: 90, height: 60)
                Wrapped {
                    let spinner = UIActivityIndicatorView(style: .large)
                    spinner.color = .systemPurple
                    spinner.startAnimating()
                    return spinner
                }
                ZStack {
                    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    Wrapped { UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial)) }
                        .frame(width: 70, height: 36)
                }
                .frame(width: 110, height: 60)
            }
            Wrapped {
                let field = UITextField()
                field.placeholder = "UITextField"
                field.borderStyle = .roundedRect
                return field
            }
            Wrapped {
                let view = UITextView()
                view.text = "A UITextView: twelve points by default, on the system background, wrapping its lines."
                view.layer.cornerRadius = 8
                return view
            }
            .frame(height: 80)
        }
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
        .background(Color(.systemGroupedBackground))
    }
}

@MainActor
@Suite("UIKit views in representables, drawn by Finch")
struct UIKitViewsSnapshotTests {
    @Test("A label, a bordered card, a spinner, a blur over a gradient, a text field and a text view, light and dark")
    func gallery() {
        for scheme in [ColorScheme.light, .dark] {
            let window = TestWindow(size: CGSize(width: 360, height: 330)) { UIKitGallery() }
            window.colorScheme = scheme
            window.advance(by: 0.25)
            assertSnapshot(png: window.pngData(), named: scheme == .dark ? "dark" : "light")
        }
    }
}
