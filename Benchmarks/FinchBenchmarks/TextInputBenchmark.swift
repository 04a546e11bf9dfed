import Finch
import FinchCairo
import Foundation

/// Typing as a window runs it (`HostedWindow`): a key press into a field of a 50-field form, and into a
/// `TextEditor` holding 10,000 lines, each timed from the key event to its frame painted.
@MainActor
enum TextInputBenchmark {
    static let window = CGSize(width: 390, height: 700)

    struct FiftyFields: View {
        @State private var values = Array(repeating: "", count: 50)

        var body: some View {
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<50, id: \.self) { index in
                        TextField("Field \(index)", text: $values[index]).textFieldStyle(.roundedBorder)
                    }
                }
                .padding()
            }
        }
    }

    struct LongNotes: View {
        @State private var text = (0..<10_000).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
            .joined(separator: "\n")

        var body: some View {
            TextEditor(text: $text)
        }
    }

    /// Focuses what is at `point`, types 20 keys untimed, then times 100 keys (each with its frame).
    static func typing<Content: View>(_ content: Content, focusAt point: CGPoint) -> Timing {
        let hosted = HostedWindow(size: window, content: content)
        // Without an input method, keys with text are typed by the focused field.
        hosted.graph.textInputHost = nil
        var time = hosted.graph.time + 0.1
        hosted.graph.handle(PointerEvent(phase: .began, location: point, time: time))
        hosted.graph.handle(PointerEvent(phase: .ended, location: point, time: time + 0.05))
        time += 0.1
        hosted.frame(at: time)
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for key in 0..<120 {
            time += 1.0 / 60
            let letter = String(UnicodeScalar(UInt8(97 + key % 26)))
            let keyCode = UInt32(97 + key % 26)
            let elapsed = clock.measure {
                hosted.graph.handle(KeyEvent(phase: .down, characters: letter, keyCode: keyCode, time: time))
                hosted.graph.handle(KeyEvent(phase: .up, characters: letter, keyCode: keyCode, time: time))
                hosted.frame(at: time)
            }
            if key >= 20 { durations.append(elapsed) }
        }
        return Timing(durations)
    }

    static func form() -> Timing {
        typing(FiftyFields(), focusAt: CGPoint(x: 195, y: 16 + 17 + 42 * 3))
    }

    static func editor() -> Timing {
        typing(LongNotes(), focusAt: CGPoint(x: 195, y: 300))
    }
}
