import Foundation

/// The rounded platter of an open menu: its rows (hairlines between them, 8-pt bands between groups),
/// a submenu's title on top while one is open in place. It observes the session, so the keyboard's
/// highlight and opened submenus redraw only it.
struct MenuPlatter: View {
    @ObservedObject var session: MenuSession

    var body: some View {
        let rows = session.rows
        let checks = rows.contains { if case .button(let item) = $0 { item.isChecked } else { false } }
        VStack(spacing: 0) {
            if let title = session.path.last?.title {
                MenuSubmenuHeader(title: title) { session.back() }
                MenuMetrics.gapColor.frame(height: MenuMetrics.gapHeight)
            }
            // A long menu (a picker's many choices) scrolls inside a platter as tall as the window allows.
            // The arrow keys' highlight is scrolled into view.
            ScrollViewReader { proxy in
                ScrollView(.vertical) {
                    VStack(spacing: 0) {
                        ForEach(Array(rows.indices), id: \.self) { index in
                            if index > 0, !rows[index].isGap, !rows[index - 1].isGap {
                                MenuMetrics.separator.frame(height: 0.5)
                            }
                            MenuRowView(
                                row: rows[index], isHighlighted: session.highlighted == index,
                                reservesCheckmark: checks
                            ) { session.activate(rows[index]) }
                            .id(index)
                        }
                    }
                }
                .onChange(of: session.highlighted) { _, highlighted in
                    if let highlighted { proxy.scrollTo(highlighted) }
                }
            }
        }
        .frame(width: MenuMetrics.width)
        .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
        .background(
            RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius)
                .fill(MenuMetrics.fill)
                .shadow(color: MenuMetrics.shadow, radius: MenuMetrics.shadowRadius, y: 8)
        )
    }
}

/// One row of a platter.
struct MenuRowView: View {
    let row: MenuRow
    let isHighlighted: Bool
    /// Whether the level shows checkmarks, so every title starts after their column.
    let reservesCheckmark: Bool
    let activate: @MainActor () -> Void
    /// A row is highlighted while a touch is down on it, as on iOS.
    @GestureState private var isPressed = false

    var body: some View {
        let pressing = DragGesture(minimumDistance: 0).updating($isPressed) { _, pressed, _ in pressed = true }
        rowBody.simultaneousGesture(pressing)
    }

    @ViewBuilder private var rowBody: some View {
        switch row {
        case .button(let item):
            line(item.title, trailing: item.icon, checked: item.isChecked, color: color(of: item))
                .onTapGesture { if item.isEnabled { activate() } }
        case .submenu(let title, _, _):
            line(title, trailing: AnyView(Image(systemName: "chevron.right")), checked: false, color: .primary)
                .onTapGesture { activate() }
        case .label(let view):
            line(view, trailing: nil, checked: false, color: .secondary)
        case .header(let view):
            view.font(.footnote).foregroundColor(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, MenuMetrics.horizontalPadding)
                .padding(.vertical, 8)
        case .gap:
            MenuMetrics.gapColor.frame(height: MenuMetrics.gapHeight)
        }
    }

    private func color(of item: MenuButtonItem) -> Color {
        guard item.isEnabled else { return .secondary }
        return item.role == .destructive ? .red : .primary
    }

    private func line(_ title: AnyView, trailing: AnyView?, checked: Bool, color: Color) -> some View {
        HStack(spacing: 0) {
            if reservesCheckmark {
                Image(systemName: "checkmark").font(.body.weight(.semibold)).opacity(checked ? 1 : 0)
                    .frame(width: 28, alignment: .leading)
            }
            title.font(.body).lineLimit(1)
            Spacer(minLength: 8)
            if let trailing { trailing.font(.body) }
        }
        .foregroundColor(color)
        .padding(.horizontal, MenuMetrics.horizontalPadding)
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight)
        .background(isHighlighted || isPressed ? MenuMetrics.highlight : Color.clear)
        .contentShape(Rectangle())
    }
}

/// The title of a submenu opened in place; tapping it goes back.
struct MenuSubmenuHeader: View {
    let title: AnyView
    let back: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 0) {
            title.font(.body.weight(.semibold)).lineLimit(1)
            Spacer(minLength: 8)
            Image(systemName: "chevron.down").font(.body)
        }
        .foregroundColor(.primary)
        .padding(.horizontal, MenuMetrics.horizontalPadding)
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight)
        .contentShape(Rectangle())
        .onTapGesture { back() }
    }
}
