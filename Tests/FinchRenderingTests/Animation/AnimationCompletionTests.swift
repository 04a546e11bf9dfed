import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// What the completions saw, for the tests to read.
@MainActor
private final class CompletionLog {
    var calls: [String] = []
}

/// A square moved by a button, with a completion for each way of animating.
private struct Mover: View {
    let log: CompletionLog
    @State private var moved = false
    @State private var label = "Start"
    /// Read by no view: a change to it animates nothing.
    @State private var taps = 0

    var body: some View {
        VStack {
            Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
            Button("Linear") {
                withAnimation(.linear(duration: 1)) {
                    moved.toggle()
                } completion: {
                    log.calls.append("linear")
                }
            }
            Button("Spring") {
                withAnimation(.spring(duration: 0.5, bounce: 0)) {
                    moved.toggle()
                } completion: {
                    log.calls.append("spring")
                }
            }
            Button("Nothing moves") {
                withAnimation(.linear(duration: 1)) {
                    taps += 1
                } completion: {
                    log.calls.append("none")
                }
            }
            Button("Transaction") {
                var transaction = Transaction(animation: .easeInOut(duration: 0.4))
                transaction.addAnimationCompletion(criteria: .removed) { log.calls.append("transaction") }
                withTransaction(transaction) { moved.toggle() }
            }
            Text(label)
        }
    }
}

/// A button whose title grows when tapped, with an animation.
private struct Relabel: View {
    let log: CompletionLog
    @State private var label = "Start"

    var body: some View {
        Button(label) {
            withAnimation(.linear(duration: 1)) {
                label = "Started, with a longer title"
            } completion: {
                log.calls.append("relabelled")
            }
        }
    }
}

/// iOS 17's `withAnimation(_:completionCriteria:_:completion:)` and `Transaction.addAnimationCompletion`.
@MainActor @Suite("Animation completions run once the animations their change started have finished")
struct AnimationCompletionTests {
    private func window(_ log: CompletionLog) -> TestWindow {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Mover(log: log) }
        window.advance(by: 0)
        return window
    }

    @Test("A one-second linear move: not called at 0.5 s, called once by 1.1 s")
    func linear() {
        let log = CompletionLog()
        let window = window(log)
        #expect(window.tap(onText: "Linear"))
        window.advance(by: 0.5)
        #expect(log.calls.isEmpty)
        window.advance(by: 0.6)
        #expect(log.calls == ["linear"])
        window.advance(by: 1)
        #expect(log.calls == ["linear"])
    }

    @Test("A spring: called once it has settled, not before its duration")
    func spring() {
        let log = CompletionLog()
        let window = window(log)
        #expect(window.tap(onText: "Spring"))
        window.advance(by: 0.3)
        #expect(log.calls.isEmpty)
        window.advance(by: 2)
        #expect(log.calls == ["spring"])
    }

    @Test("A change that starts no animation: called at the next frame")
    func nothingMoves() {
        let log = CompletionLog()
        let window = window(log)
        #expect(window.tap(onText: "Nothing moves"))
        window.advance(by: 0.05)
        #expect(log.calls == ["none"])
    }

    @Test("A text whose frame changes animates its frame: called when that move ends")
    func textFrame() {
        let log = CompletionLog()
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Relabel(log: log) }
        window.advance(by: 0)
        #expect(window.tap(onText: "Start"))
        window.advance(by: 0.5)
        #expect(log.calls.isEmpty)
        window.advance(by: 0.6)
        #expect(log.calls == ["relabelled"])
    }

    @Test("Transaction.addAnimationCompletion, through withTransaction, is called when its animation ends")
    func transactionCompletion() {
        let log = CompletionLog()
        let window = window(log)
        #expect(window.tap(onText: "Transaction"))
        window.advance(by: 0.2)
        #expect(log.calls.isEmpty)
        window.advance(by: 0.3)
        #expect(log.calls == ["transaction"])
    }

    @Test("A change no view takes: the completion still runs, on the main actor's next turn")
    func unclaimed() async {
        let log = CompletionLog()
        withAnimation(.linear(duration: 1)) {
        } completion: {
            log.calls.append("alone")
        }
        #expect(log.calls.isEmpty)
        for _ in 0..<10 where log.calls.isEmpty { await Task.yield() }
        #expect(log.calls == ["alone"])
    }
}
