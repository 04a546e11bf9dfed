import Finch
import FinchTesting
import Foundation
import Testing

/// The bounds of each tab, by its index.
private struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Tabs whose underline follows the selection, the canonical use of anchor preferences.
private struct UnderlinedTabs: View {
    let titles = ["Featured", "Top Charts", "Categories"]
    @State private var selection = 1

    var body: some View {
        HStack(spacing: 24) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .foregroundStyle(index == selection ? Color.primary : Color.secondary)
                    .padding(.vertical, 8)
                    .onTapGesture { selection = index }
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
            }
        }
        .padding(.horizontal, 16)
        .overlayPreferenceValue(TabBoundsKey.self) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[selection] {
                    Rectangle()
                        .fill(Color.blue)
                        .frame(width: proxy[anchor].width, height: 2)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY - 2)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite("anchorPreference draws an underline under the selected tab")
struct AnchorPreferenceSnapshotTests {
    @Test("The underline spans the selected tab and moves to a tapped one")
    func underline() throws {
        let window = TestWindow(size: CGSize(width: 360, height: 60)) { UnderlinedTabs() }
        assertSnapshot(png: window.pngData(), named: "second")
        let categories = try #require(window.frames(ofText: "Categories").first)
        window.tap(at: CGPoint(x: categories.midX, y: categories.midY))
        window.advance(by: 0.1)
        assertSnapshot(png: window.pngData(), named: "third")
    }
}
