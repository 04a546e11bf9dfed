import FinchCore
import Foundation

/// What a `UIButton` shows in its present state, read from the button on the main actor when it is drawn.
struct UIButtonLook {
    var title: String?
    var subtitle: String?
    var titleFont: Font
    var subtitleFont: Font
    var lineLimit: Int?
    var image: UIImage?
    var imagePlacement = NSDirectionalRectEdge.leading
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    var showsSpinner = false
    var foreground: Color
    /// The foreground while pressed, if it changes colour rather than fading.
    var pressedForeground: Color?
    var pressedOpacity: Double
    var background: Color?
    var backgroundImage: UIImage?
    var cornerRadius: CGFloat = 0
    var isCapsule = false
    var stroke: (color: Color, width: CGFloat)?
    var insets: EdgeInsets
    var alignment: Alignment

    @MainActor
    init(button: UIButton) {
        let tint = button.tintColor ?? .systemBlue
        alignment = Alignment(
            horizontal: Self.horizontal(button.contentHorizontalAlignment),
            vertical: Self.vertical(button.contentVerticalAlignment))
        if let configuration = button.configuration {
            let size = configuration.titleFont.pointSize
            title = configuration.title
            subtitle = configuration.subtitle
            titleFont = .system(size: size)
            subtitleFont = .system(size: max(size - 4, 10))
            lineLimit = nil
            image = configuration.image
            imagePlacement = configuration.imagePlacement
            imagePadding = configuration.imagePadding
            titlePadding = configuration.titlePadding
            showsSpinner = configuration.showsActivityIndicator
            let enabled = button.isEnabled
            foreground = enabled ? Color(uiColor: configuration.foreground(tint: tint)) : Color(uiColor: .tertiaryLabel)
            pressedOpacity = 0.7
            background = configuration.backgroundColor(tint: tint).map {
                Color(uiColor: enabled ? $0 : .tertiarySystemFill)
            }
            cornerRadius = configuration.cornerRadius
            isCapsule = configuration.cornerStyle == .capsule
            if let strokeColor = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
                stroke = (Color(uiColor: strokeColor), configuration.background.strokeWidth)
            }
            let insets = configuration.contentInsets
            self.insets = EdgeInsets(
                top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        } else {
            let state = button.state
            let label = button.titleLabel
            title = button.title(for: state)
            subtitle = nil
            titleFont = Font(label?.font ?? .systemFont(ofSize: 15))
            subtitleFont = titleFont
            lineLimit = (label?.numberOfLines ?? 1) > 0 ? label?.numberOfLines ?? 1 : nil
            image = button.image(for: state) ?? Self.typeImage(button.buttonType)
            backgroundImage = button.backgroundImage(for: state)
            let isSystem = button.buttonType != .custom
            let defaultColor: UIColor = isSystem ? (button.isEnabled ? tint : .systemGray) : .white
            foreground = Color(uiColor: button.titleColor(for: state) ?? defaultColor)
            pressedForeground = button.ownTitleColor(for: .highlighted).map { Color(uiColor: $0) }
            // A system button's title fades while pressed; a custom one's keeps its colour.
            pressedOpacity = isSystem ? 0.2 : 1
            let edges = button.contentEdgeInsets
            insets =
                edges == .zero
                ? EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
                : EdgeInsets(top: edges.top, leading: edges.left, bottom: edges.bottom, trailing: edges.right)
        }
    }

    /// The symbol a button of a special type shows.
    private static func typeImage(_ type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .close: UIImage(systemName: "xmark.circle.fill")
        case .contactAdd: UIImage(systemName: "plus.circle")
        case .infoLight, .infoDark, .detailDisclosure: UIImage(systemName: "info.circle")
        default: nil
        }
    }

    private static func horizontal(_ alignment: UIControl.ContentHorizontalAlignment) -> HorizontalAlignment {
        switch alignment {
        case .left, .leading: .leading
        case .right, .trailing: .trailing
        default: .center
        }
    }

    private static func vertical(_ alignment: UIControl.ContentVerticalAlignment) -> VerticalAlignment {
        switch alignment {
        case .top: .top
        case .bottom: .bottom
        default: .center
        }
    }
}

/// Draws a button's look, pressed or not.
struct UIButtonPressStyle: ButtonStyle {
    let look: UIButtonLook

    func makeBody(configuration: Configuration) -> some View {
        let pressed = configuration.isPressed
        let color = pressed ? look.pressedForeground ?? look.foreground : look.foreground
        return
            content
            .foregroundStyle(color)
            .opacity(pressed && look.pressedForeground == nil ? look.pressedOpacity : 1)
            .padding(look.insets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: look.alignment)
            .background { background.opacity(pressed && look.pressedOpacity < 1 ? 0.8 : 1) }
            .contentShape(Rectangle())
    }

    @ViewBuilder private var content: some View {
        let titles = VStack(alignment: .center, spacing: look.titlePadding) {
            if let title = look.title { Text(verbatim: title).font(look.titleFont).lineLimit(look.lineLimit) }
            if let subtitle = look.subtitle { Text(verbatim: subtitle).font(look.subtitleFont) }
        }
        let placement = look.imagePlacement
        if placement == .top || placement == .bottom {
            VStack(spacing: look.imagePadding) {
                if placement == .top { picture }
                titles
                if placement == .bottom { picture }
            }
        } else {
            HStack(spacing: look.imagePadding) {
                if placement != .trailing { picture }
                titles
                if placement == .trailing { picture }
            }
        }
    }

    @ViewBuilder private var picture: some View {
        if look.showsSpinner {
            ProgressView().tint(look.foreground)
        } else if let image = look.image {
            Image(uiImage: image)
        }
    }

    @ViewBuilder private var background: some View {
        ZStack {
            if let image = look.backgroundImage { Image(uiImage: image).resizable() }
            if look.isCapsule {
                Capsule().fill(look.background ?? .clear)
                if let stroke = look.stroke { Capsule().strokeBorder(stroke.color, lineWidth: stroke.width) }
            } else {
                let shape = RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous)
                shape.fill(look.background ?? .clear)
                if let stroke = look.stroke { shape.strokeBorder(stroke.color, lineWidth: stroke.width) }
            }
        }
    }
}
