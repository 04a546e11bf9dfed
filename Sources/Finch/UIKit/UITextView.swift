import FinchCore
import Foundation

/// UIKit's multi-line text view, shown as Finch's `TextEditor` (or, when not editable, its text in a scroll
/// view). What the user types goes through the delegate as in UIKit (`textView(_:shouldChangeTextIn:
/// replacementText:)` may refuse it, then `textViewDidChange`); setting `text` in code tells the delegate
/// nothing, as in UIKit. `becomeFirstResponder()` gives it the keyboard focus, and gaining and losing
/// focus call `textViewDidBeginEditing`/`textViewDidEndEditing`. It has no intrinsic size (it scrolls), so a
/// representable gives it the space offered. UIKit's defaults: 12-point system font, white background.
@MainActor
open class UITextView: UIView {
    open var text: String! = "" { didSet { setNeedsDisplay() } }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? { didSet { setNeedsDisplay() } }
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    open var isEditable = true { didSet { setNeedsDisplay() } }
    /// Shown above the on-screen keyboard on iOS (a toolbar with Done); a desktop has no on-screen keyboard,
    /// so Finch keeps it and shows nothing.
    open var inputAccessoryView: UIView?
    /// A view shown instead of the keyboard on iOS (a picker); kept, and not shown, as `inputAccessoryView`.
    open var inputView: UIView?
    open var isSelectable = true
    open var isScrollEnabled = true
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open weak var delegate: (any UITextViewDelegate)?

    /// The keyboard focus it asks for and has.
    private(set) var focus = FirstResponderState()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    override open var isFirstResponder: Bool { focus.has }
    override open var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        guard isEditable else { return false }
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

    /// The user's edit: asked of the delegate, applied, reported.
    func userEdited(_ new: String) {
        let old = text ?? ""
        guard new != old else { return }
        let change = TextReplacement(from: old, to: new)
        guard delegate?.textView(self, shouldChangeTextIn: change.range, replacementText: change.text) ?? true else {
            setNeedsDisplay()
            return
        }
        text = new
        delegate?.textViewDidChange(self)
    }

    /// The editor gained or lost the keyboard focus.
    func focusChanged(_ focused: Bool) {
        guard focus.changed(to: focused) else { return }
        if focused { delegate?.textViewDidBeginEditing(self) } else { delegate?.textViewDidEndEditing(self) }
    }

    override var _finchContent: AnyView {
        AnyView(
            UITextViewEditor(
                view: self, text: text ?? "", isEditable: isEditable, font: Font(font ?? .systemFont(ofSize: 12)),
                color: Color(uiColor: textColor ?? .label), alignment: textAlignment, wantsFocus: focus.wanted,
                focusRequests: focus.requests))
    }
}

/// A text view's editor: its values are stored here, so a change to any of them draws it again.
struct UITextViewEditor: View {
    let view: UITextView
    let text: String
    let isEditable: Bool
    let font: Font
    let color: Color
    let alignment: NSTextAlignment
    let wantsFocus: Bool
    let focusRequests: Int
    @FocusState private var focused: Bool

    var body: some View {
        let view = self.view
        return Group {
            if isEditable {
                TextEditor(text: Binding(get: { view.text ?? "" }, set: { view.userEdited($0) }))
                    .scrollContentBackground(.hidden)
            } else {
                ScrollView {
                    Text(verbatim: text)
                        .frame(
                            maxWidth: .infinity, alignment: Alignment(horizontal: alignment.horizontal, vertical: .top)
                        )
                        .padding(.vertical, 8)
                        .padding(.horizontal, 5)
                }
            }
        }
        .font(font)
        .foregroundStyle(color)
        .multilineTextAlignment(alignment.multiline)
        .focused($focused)
        .onChange(of: focused) { _, now in view.focusChanged(now) }
        .onChange(of: focusRequests) { focused = wantsFocus }
        .onAppear { if wantsFocus { focused = true } }
    }
}
