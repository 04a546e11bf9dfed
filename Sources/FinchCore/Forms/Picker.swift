import Foundation

/// A control for choosing one of a set of values, as SwiftUI's `Picker`.
///
/// Each child of the content is an option: its `.tag` is the value choosing it gives `selection`
/// (a `ForEach` element without one is tagged with its id when the id's type is the selection's).
/// The look follows `.pickerStyle`: a menu button by default (iOS 16 and later), in a `Form` with the
/// label leading and the choice trailing.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerLook) private var look
    @Environment(\.isEnabled) private var isEnabled

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The older form, the label before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public var body: some View {
        // The options are built first, in their own nodes: their tags may be set inside their bodies.
        ViewListReader(
            list: content.asViewList,
            root: PickerRoot(selection: selection, label: label, look: look, isEnabled: isEnabled))
    }
}

/// A picker made from its built options: their tags, the chosen one, and the look.
struct PickerRoot<Label: View, SelectionValue: Hashable>: ViewListRoot {
    let selection: Binding<SelectionValue>
    let label: Label
    let look: PickerLook
    let isEnabled: Bool

    func body(children: [ViewListChild]) -> some View {
        let options = PickerOptions(children, selecting: SelectionValue.self)
        let model = PickerModel(
            options: options, selectedIndex: options.index(of: AnyHashable(selection.wrappedValue)),
            choose: { [selection] index in
                guard let tag = options.options[index].tag, let value = tag.base as? SelectionValue else { return }
                if selection.wrappedValue != value { selection.wrappedValue = value }
            })
        return look(model)
            .buildingUnplaced(unplaced(options, selected: model.selectedIndex))
            // Disabled, it shows its choice and takes no touches (the menu row greys itself).
            .allowsHitTesting(isEnabled)
            .opacity(isEnabled || self.look == .menu ? 1 : 0.5)
    }

    /// Options the look does not show in the picker itself, built for the tags their bodies may set:
    /// a menu or a page of options shows only the chosen one (its items are copies, made when shown).
    private func unplaced(_ options: PickerOptions, selected: Int?) -> [ViewListChild] {
        guard look == .menu || look == .navigationLink else { return [] }
        return options.children.enumerated().filter { $0.offset != selected && $0.element.traits.tag == nil }.map(
            \.element)
    }

    @ViewBuilder private func look(_ model: PickerModel) -> some View {
        switch look {
        case .menu: MenuPickerRow(label: label, model: model)
        case .segmented: SegmentedPicker(model: model)
        case .inline: InlinePicker(label: label, model: model)
        case .wheel: WheelPicker(label: label, model: model)
        case .navigationLink: NavigationLinkPicker(label: label, model: model)
        case .radioGroup: RadioGroupPicker(label: label, model: model)
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
