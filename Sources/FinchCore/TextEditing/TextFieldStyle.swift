import Foundation

/// How a text field looks, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` draw the text
/// alone (iOS's default), `.roundedBorder` a white box with a hairline border.
public protocol TextFieldStyle: Sendable {
    /// Which of Finch's looks this style is (SwiftUI's styles are opaque too).
    var _kind: _TextFieldStyleKind { get }
}

public enum _TextFieldStyleKind: Hashable, Sendable {
    case plain
    case roundedBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: _TextFieldStyleKind { .plain }
}

extension EnvironmentValues {
    var textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style._kind)
    }
}

/// The rounded-border look (iOS: white, a hairline at 20 % black, radius 5, 6 pt of padding).
struct RoundedBorderField<Content: View>: View {
    let content: Content

    static var cornerRadius: CGFloat { 5 }
    static var padding: CGFloat { 6 }

    var body: some View {
        content
            .padding(Self.padding)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(SystemColors.systemBackground))
            .overlay(
                RoundedRectangle(cornerRadius: Self.cornerRadius).strokeBorder(SystemColors.fieldBorder, lineWidth: 0.5)
            )
    }
}
