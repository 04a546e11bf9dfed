import FinchCore
import Foundation

/// UIKit's one-line text field, shown as Finch's `TextField` (a `SecureField` for secure entry) with a
/// rounded border for `.roundedRect`. The user's typing goes through the delegate as in UIKit
/// (`textField(_:shouldChangeCharactersIn:replacementString:)` may refuse it), Return asks
/// `textFieldShouldReturn`, and focus calls `textFieldDidBeginEditing`/`textFieldDidEndEditing`;
/// `becomeFirstResponder()` gives it the keyboard focus. Its intrinsic height is its text's, and it keeps
/// that height in a representable (Finch's reading: it hugs vertically at 750; its width follows the
/// space offered).
@MainActor
open class UITextField: UIView {
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    open var text: String? = "" { didSet { setNeedsDisplay() } }
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Shown above the on-screen keyboard on iOS (a toolbar with Done); a desktop has no on-screen keyboard,
    /// so Finch keeps it and shows nothing.
    open var inputAccessoryView: UIView?
    /// A view shown instead of the keyboard on iOS (a picker); kept, and not shown, as `inputAccessoryView`.
    open var inputView: UIView?
    open var font: UIFont? { didSet { setNeedsDisplay() } }
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    open var borderStyle = BorderStyle.none { didSet { setNeedsDisplay() } }
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open weak var delegate: (any UITextFieldDelegate)?

    /// The keyboard focus it asks for and has.
    private(set) var focus = FirstResponderState()
    private var measured: CGSize?

    override open var isFirstResponder: Bool { focus.has }
    override open var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        guard isEnabled else { return false }
        requestFocus(true)
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        requestFocus(false)
        return true
    }

    private func requestFocus(_ wanted: Bool) {
        focus.request(wanted)
        setNeedsDisplay()
    }

    /// The user's edit: asked of the delegate, then applied.
    func userEdited(_ new: String) {
        let old = text ?? ""
        guard new != old else { return }
        let change = TextReplacement(from: old, to: new)
        guard delegate?.textField(self, shouldChangeCharactersIn: change.range, replacementString: change.text) ?? true
        else {
            setNeedsDisplay()
            return
        }
        text = new
    }

    func returnPressed() {
        _ = delegate?.textFieldShouldReturn(self)
    }

    func focusChanged(_ focused: Bool) {
        guard focus.changed(to: focused) else { return }
        if focused { delegate?.textFieldDidBeginEditing(self) } else { delegate?.textFieldDidEndEditing(self) }
    }

    override var _finchContent: AnyView {
        AnyView(
            UITextFieldEditor(
                view: self, text: text ?? "", placeholder: placeholder ?? "", isSecure: isSecureTextEntry,
                rounded: borderStyle == .roundedRect, font: Font(font ?? .systemFont(ofSize: 17)),
                color: Color(uiColor: textColor ?? .label), alignment: textAlignment, wantsFocus: focus.wanted,
                focusRequests: focus.requests
            )
            .disabled(!isEnabled))
    }

    override func _intrinsicSize(measuring content: CGSize) -> CGSize {
        measured = content
        return content
    }

    override open var intrinsicContentSize: CGSize {
        measured ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .vertical ? .defaultHigh : .defaultLow
    }
}

/// A text field's editor: its values are stored here, so a change to any of them draws it again.
struct UITextFieldEditor: View {
    let view: UITextField
    let text: String
    let placeholder: String
    let isSecure: Bool
    let rounded: Bool
    let font: Font
    let color: Color
    let alignment: NSTextAlignment
    let wantsFocus: Bool
    let focusRequests: Int
    @FocusState private var focused: Bool

    var body: some View {
        let view = self.view
        let binding = Binding(get: { view.text ?? "" }, set: { view.userEdited($0) })
        return Group {
            if isSecure {
                SecureField(placeholder, text: binding)
            } else {
                TextField(placeholder, text: binding)
            }
        }
        .textFieldStyle(FieldBorder(rounded: rounded))
        .font(font)
        .foregroundStyle(color)
        .multilineTextAlignment(alignment.multiline)
        .focused($focused)
        .onSubmit { view.returnPressed() }
        .onChange(of: focused) { _, now in view.focusChanged(now) }
        .onChange(of: focusRequests) { focused = wantsFocus }
        .onAppear { if wantsFocus { focused = true } }
    }
}

/// The rounded border of `.roundedRect`, or none.
private struct FieldBorder: TextFieldStyle {
    let rounded: Bool

    var _kind: _TextFieldStyleKind { rounded ? .roundedBorder : .plain }
}
