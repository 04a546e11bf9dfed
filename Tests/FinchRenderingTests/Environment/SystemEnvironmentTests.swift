import Finch
import FinchTesting
import Foundation
import Testing

/// The environment values a system gives every view: scene phase, size classes and Dynamic Type.
@MainActor
@Suite("scenePhase, size classes and dynamicTypeSize")
struct SystemEnvironmentTests {
    /// Shows what it reads, so a test finds it as text.
    struct Reader: View {
        @Environment(\.scenePhase) private var phase
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        @Environment(\.dynamicTypeSize) private var typeSize

        private func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
            switch sizeClass {
            case .compact: return "compact"
            case .regular: return "regular"
            case nil: return "none"
            }
        }

        var body: some View {
            VStack {
                Text("phase \(String(describing: phase))")
                Text("h \(name(horizontal)) v \(name(vertical))")
                Text("type \(String(describing: typeSize))")
            }
        }
    }

    private func texts(in window: TestWindow) -> [String] {
        window.textRuns.map(\.layout.string)
    }

    @Test("A window is active unless its host says otherwise, and views follow a change")
    func scenePhaseFollowsHost() {
        let window = TestWindow(size: CGSize(width: 390, height: 844)) { Reader() }
        #expect(texts(in: window).contains("phase active"))
        window.graph.environment.scenePhase = .background
        #expect(texts(in: window).contains("phase background"))
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }

    @Test(
        "Size classes come from the window's size: phone portrait, phone landscape, iPad",
        arguments: [
            (CGSize(width: 390, height: 844), "h compact v regular"),
            (CGSize(width: 844, height: 390), "h regular v compact"),
            (CGSize(width: 820, height: 1180), "h regular v regular"),
            (CGSize(width: 599, height: 500), "h compact v regular"),
        ])
    func sizeClasses(size: CGSize, expected: String) {
        let window = TestWindow(size: size) { Reader() }
        #expect(texts(in: window).contains(expected))
    }

    @Test("Resizing a window changes its size classes")
    func resizeChangesClasses() {
        let classes = UserInterfaceSizeClass.classes(for: CGSize(width: 1024, height: 768))
        #expect(classes.horizontal == .regular && classes.vertical == .regular)
        let narrow = UserInterfaceSizeClass.classes(for: CGSize(width: 320, height: 480))
        #expect(narrow.horizontal == .compact && narrow.vertical == .compact)
    }

    @Test("Text styles take iOS's Dynamic Type sizes; a fixed size does not grow")
    func dynamicTypeScalesStyles() throws {
        let window = TestWindow(size: CGSize(width: 600, height: 400)) {
            VStack {
                Text("body large")
                Text("body xxxl").dynamicTypeSize(.xxxLarge)
                Text("title ax3").font(.title).dynamicTypeSize(.accessibility3)
                Text("fixed ax5").font(.system(size: 20)).dynamicTypeSize(.accessibility5)
                Text("clamped").dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility5)
                Text("footnote xs").font(.footnote).dynamicTypeSize(.xSmall)
            }
        }
        func size(_ text: String) throws -> CGFloat {
            try #require(window.textRuns.first { $0.layout.string == text }?.layout.spans.first?.font.size)
        }
        #expect(try size("body large") == 17)
        #expect(try size("body xxxl") == 23)
        #expect(try size("title ax3") == 48)
        #expect(try size("fixed ax5") == 20)
        #expect(try size("footnote xs") == 12)
        // A range limits the size that reaches it from outside (the app's or the reader's setting):
        // accessibility5 set around it arrives as xLarge.
        #expect(try size("clamped") == 19)
    }

    @Test("Every size is ordered, and the accessibility sizes say so")
    func typeSizeOrder() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
