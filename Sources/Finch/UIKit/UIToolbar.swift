import FinchCore
import Foundation

/// UIKit's toolbar: its items in a row on the bar's material, 44 points high, with 16 points at each end
/// and 8 between items (Finch's numbers, near iOS 17's); a flexible space takes what is left, a fixed one
/// its width. Items are in the tint colour, a done item's title semibold.
@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { setNeedsDisplay() } }
    open var barStyle = UIBarStyle.default { didSet { setNeedsDisplay() } }
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    override var _finchContent: AnyView {
        let tint = Color(uiColor: tintColor ?? .systemBlue)
        let entries = Array((items ?? []).enumerated())
        let bar = HStack(spacing: 8) {
            ForEach(entries, id: \.offset) { entry in
                UIToolbarItemView(item: entry.element, tint: tint)
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background { background }
        return AnyView(bar)
    }

    @ViewBuilder private var background: some View {
        if let barTintColor {
            Color(uiColor: barTintColor)
        } else {
            Rectangle().fill(.bar)
        }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }

    override func _intrinsicSize(measuring content: CGSize) -> CGSize { intrinsicContentSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }

    override open func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .vertical ? .defaultHigh : .defaultLow
    }
}

/// A bar's look, in UIKit's names.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
    public static let blackOpaque = UIBarStyle.black
}

/// One item of a toolbar.
private struct UIToolbarItemView: View {
    let item: UIBarButtonItem
    let tint: Color

    var body: some View {
        if item.systemItem == .flexibleSpace {
            Spacer(minLength: 0)
        } else if item.systemItem == .fixedSpace {
            Color.clear.frame(width: item.width, height: 1)
        } else if let custom = item.customView {
            UIViewContent(view: custom, fits: { _ in nil })
        } else {
            Button(action: { [item] in item.tapped() }) { label }
                .buttonStyle(.plain)
                .foregroundStyle(item.tintColor.map { Color(uiColor: $0) } ?? tint)
                .disabled(!item.isEnabled)
        }
    }

    @ViewBuilder private var label: some View {
        if let image = item.image {
            Image(uiImage: image)
        } else if let symbol = item.systemSymbol {
            Image(systemName: symbol).font(.system(size: 17))
        } else {
            Text(verbatim: item.title ?? item.systemTitle ?? "")
                .font(.system(size: 17, weight: item.style == .done ? .semibold : .regular))
        }
    }
}
