import Foundation

/// The segmented style: the options side by side in a grey track, the chosen one on a white
/// segment that slides to the next choice. A tap chooses a segment; Left and Right move the choice
/// while the control has focus.
struct SegmentedPicker: View {
    let model: PickerModel
    @State private var focus = ControlFocus()

    var body: some View {
        let model = model
        let count = max(model.options.count, 1)
        HStack(spacing: 0) {
            ForEach(0..<model.options.count, id: \.self) { index in
                segment(index)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: FormMetrics.segmentedHeight)
        .separatorOpaque()
        // Only the thumb slides: UISegmentedControl moves its own thumb and sets the selection in no
        // animated transaction, so what else reads it (a text) changes at once.
        .background { thumb(count: count).animation(FormMetrics.segmentAnimation, value: model.selectedIndex) }
        .background(RoundedRectangle(cornerRadius: FormMetrics.segmentedRadius).fill(FormMetrics.tertiaryFill))
        .controlKeys(focus: focus, cornerRadius: FormMetrics.segmentedRadius) { event in
            switch event.keyCode {
            case ControlKey.left: return model.step(by: -1)
            case ControlKey.right: return model.step(by: 1)
            default: return false
            }
        }
    }

    private func segment(_ index: Int) -> some View {
        let isSelected = index == model.selectedIndex
        let model = model
        return model.options.label(at: index)
            .font(.system(size: FormMetrics.segmentFontSize, weight: isSelected ? .medium : .regular))
            .foregroundColor(model.options.isChoosable(index) ? .primary : FormMetrics.tertiaryLabel)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .trailing) { divider(after: index) }
            .contentShape(Rectangle())
            .onTapGesture {
                guard model.options.isChoosable(index) else { return }
                model.choose(index)
            }
    }

    /// A thin line between two segments neither of which is chosen, as UISegmentedControl draws.
    @ViewBuilder private func divider(after index: Int) -> some View {
        let selected = model.selectedIndex
        if index < model.options.count - 1, index != selected, index + 1 != selected {
            Rectangle().fill(FormMetrics.tertiaryLabel).frame(width: 1, height: 16).offset(x: 0.5)
        }
    }

    /// The chosen segment: white, with a soft shadow, inset 2 pt from the track.
    @ViewBuilder private func thumb(count: Int) -> some View {
        if let selected = model.selectedIndex {
            GeometryReader { proxy in
                let width = proxy.size.width / CGFloat(count)
                let inset = FormMetrics.segmentInset
                RoundedRectangle(cornerRadius: FormMetrics.segmentedRadius - inset)
                    .fill(SystemColors.segmentThumb)
                    .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 2)
                    .frame(width: max(width - 2 * inset, 0), height: max(proxy.size.height - 2 * inset, 0))
                    .offset(x: inset + width * CGFloat(selected), y: inset)
            }
        }
    }
}
