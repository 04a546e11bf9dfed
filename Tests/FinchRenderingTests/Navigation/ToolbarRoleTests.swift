import Finch
import FinchTesting
import Foundation
import Testing

/// A list page that pushes a detail page with a toolbar role.
private struct RolePages: View {
    let role: ToolbarRole

    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Notes")
                .navigationDestination(for: Int.self) { _ in
                    Text("Detail").navigationTitle("Edit").toolbarRole(role)
                }
        }
    }
}

@MainActor
@Suite("toolbarRole: an editor's back button shows no title on an iPhone")
struct ToolbarRoleTests {
    private func pushed(_ role: ToolbarRole) throws -> TestWindow {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) { RolePages(role: role) }
        window.advance(by: 0.5)
        let open = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: open.midX, y: open.midY))
        window.advance(by: 1)
        return window
    }

    @Test("Under .editor the back button is the chevron alone, and still goes back (golden)")
    func editorHidesBackTitle() throws {
        let window = try pushed(.editor)
        #expect(!window.frames(ofText: "Detail").isEmpty)
        #expect(window.frames(ofText: "Notes").isEmpty)
        assertSnapshot(png: window.pngData(), named: "editor")
        window.tap(at: CGPoint(x: 18, y: 22))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Open").isEmpty)
        #expect(window.frames(ofText: "Detail").isEmpty)
    }

    @Test("The other roles keep the previous page's title on the back button")
    func otherRolesKeepTitle() throws {
        for role in [ToolbarRole.automatic, .navigationStack, .browser] {
            let window = try pushed(role)
            let back = try #require(window.frames(ofText: "Notes").first)
            #expect(back.minY < 44)
        }
    }
}
