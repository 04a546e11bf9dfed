import Finch
import FinchTesting
import Foundation
import Testing

/// `.scrollTransition`: the phase comes from where the view sits in the scroll view's visible region.
/// Rows are 100 pt in a 200-pt window, with their name at the top and at the bottom (so one shows while
/// any of the row does); each row is moved sideways by phase.value × 100, so the drawn x minus the
/// laid-out x reads the (interpolated) phase.
@MainActor
@Suite("scrollTransition phases from the view's place in the visible region")
struct ScrollTransitionTests {
    private struct Rows: View {
        var configuration: ScrollTransitionConfiguration = .interactive

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<6) { index in
                        VStack {
                            Text("Row \(index)")
                            Spacer()
                            Text("Row \(index)")
                        }
                        .frame(width: 200, height: 100)
                        .scrollTransition(configuration) { content, phase in
                            content.offset(x: phase.value * 100)
                        }
                    }
                }
            }
        }
    }

    private static let size = CGSize(width: 200, height: 200)

    /// The phase value shown for `text`: its drawn x less its laid-out x, over 100.
    private func phase(_ window: TestWindow, _ text: String) throws -> Double {
        let drawn = try #require(window.frames(ofText: text).first)
        let laidOut = try #require(window.layoutFrames(ofText: text).first)
        return Double(drawn.minX - laidOut.minX) / 100
    }

    @Test("Interactive: identity inside, ±1 wholly outside, the visible fraction's complement on the edges")
    func interactivePhases() throws {
        let window = TestWindow(size: Self.size) { Rows() }
        #expect(abs(try phase(window, "Row 0")) < 0.01)
        #expect(abs(try phase(window, "Row 1")) < 0.01)
        // Row 2 is wholly below (phase 1) and not drawn at all. 50 pt: rows 0 and 2 are half visible, at the top and the bottom.
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50))
        window.advance(by: 0.02)
        #expect(abs(try phase(window, "Row 0") + 0.5) < 0.01)
        #expect(abs(try phase(window, "Row 1")) < 0.01)
        #expect(abs(try phase(window, "Row 2") - 0.5) < 0.01)
        // 75 pt more (125): row 0 is gone at the top (−1), row 1 a quarter out (−0.25), row 3 a quarter in (0.75).
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 75))
        window.advance(by: 0.02)
        #expect(abs(try phase(window, "Row 1") + 0.25) < 0.01)
        #expect(abs(try phase(window, "Row 2")) < 0.01)
        #expect(abs(try phase(window, "Row 3") - 0.75) < 0.01)
    }

    @Test("A threshold of half visible makes a half-visible row the identity")
    func threshold() throws {
        let window = TestWindow(size: Self.size) { Rows(configuration: .interactive.threshold(.visible(0.5))) }
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50))
        window.advance(by: 0.02)
        #expect(abs(try phase(window, "Row 2")) < 0.01)
        // A quarter visible: halfway from the threshold to hidden.
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: -25))
        window.advance(by: 0.02)
        #expect(abs(try phase(window, "Row 2") - 0.5) < 0.01)
    }

    @Test("Animated: the phase changes once the row is wholly visible, and the effect glides there")
    func animatedPhases() throws {
        let window = TestWindow(size: Self.size) { Rows(configuration: .animated(.linear(duration: 0.4))) }
        // Half visible: still the edge phase, drawn whole.
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50))
        window.advance(by: 0.02)
        #expect(abs(try phase(window, "Row 2") - 1) < 0.01)
        // Wholly visible: on its way to the identity, then there. (The phase is noticed when the row is
        // drawn, as a window draws each frame of a scroll; a test window only lays out unless asked.)
        window.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 50))
        _ = window.displayList
        window.advance(by: 0.2)
        let halfway = try phase(window, "Row 2")
        #expect(halfway > 0.2 && halfway < 0.8)
        window.advance(by: 0.5)
        #expect(abs(try phase(window, "Row 2")) < 0.01)
    }

    @Test("Cards shrink, fade and tilt at the edges of a horizontal carousel")
    func carouselSnapshot() {
        let colors: [Color] = [.orange, .blue, .green, .purple]
        let window = TestWindow(size: CGSize(width: 320, height: 180)) {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<8) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(colors[index % colors.count])
                            .frame(width: 120, height: 140)
                            .overlay(Text("\(index)").font(.title).foregroundStyle(.white))
                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.7)
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .rotationEffect(.degrees(phase.value * 20))
                            }
                    }
                }
                .padding(.horizontal, 12)
            }
        }
        window.scroll(at: CGPoint(x: 160, y: 90), by: CGSize(width: 70, height: 0))
        window.advance(by: 0.02)
        assertSnapshot(png: window.pngData(), named: "carousel")
    }
}
