import Foundation
import Testing

@testable import Combine
@testable import FinchCore

private class Account: ObservableObject {
    var note = "plain"
    @Published var balance = 0
    @Published var owner = "Ada"
}

private final class SavingsAccount: Account {
    @Published var rate = 2
}

/// Calls `objectWillChange.send()` itself: no `@Published` property to keep its publisher in.
private final class Manual: ObservableObject {
    var count = 0 {
        willSet { objectWillChange.send() }
    }
}

@MainActor
@Suite("objectWillChange: one publisher per object, kept by the object")
struct ObjectWillChangeTests {
    @Test("Every read gives the object's one publisher; each object has its own; sets are announced")
    func onePublisherPerObject() {
        let account = Account()
        let other = Account()
        #expect(account.objectWillChange === account.objectWillChange)
        #expect(account.objectWillChange !== other.objectWillChange)
        var heard = 0
        let cancellable = account.objectWillChange.sink { heard += 1 }
        account.balance = 5
        account.owner = "Grace"
        other.balance = 1
        #expect(heard == 2)
        cancellable.cancel()
    }

    @Test("A subclass's publisher is its superclass's first @Published property's; its own sets are heard")
    func subclass() {
        let savings = SavingsAccount()
        #expect(savings.objectWillChange === savings.objectWillChange)
        var heard = 0
        let cancellable = savings.objectWillChange.sink { heard += 1 }
        savings.rate = 3
        savings.balance = 10
        #expect(heard == 2)
        cancellable.cancel()
    }

    @Test("An object without @Published properties still has one publisher while it lives")
    func withoutPublished() {
        let manual = Manual()
        #expect(manual.objectWillChange === manual.objectWillChange)
        var heard = 0
        let cancellable = manual.objectWillChange.sink { heard += 1 }
        manual.count += 1
        #expect(heard == 1)
        cancellable.cancel()
    }

    @Test("Followed by a view, an object is freed once the view goes")
    func freedWithItsView() {
        weak var freed: Account?
        do {
            let account = Account()
            freed = account
            struct Shows: View {
                @ObservedObject var account: Account
                var body: some View { Text("\(account.balance)") }
            }
            let graph = layout(Shows(account: account), in: CGSize(width: 100, height: 40))
            account.balance = 3
            graph.layout(in: CGSize(width: 100, height: 40))
            #expect(graph.frames(ofText: "3").count == 1)
            graph.setRootView(EmptyView())
            graph.layout(in: CGSize(width: 100, height: 40))
        }
        #expect(freed == nil)
    }
}

/// Objects without a `@Published` property keep their publisher in a table of weak references.
@MainActor
@Suite("The publisher table keeps no entry of a freed object")
struct PublisherRegistryTests {
    @Test("Freed objects' entries are gone as soon as another object registers, for any count")
    func deadEntriesSwept() {
        let registry = PublisherRegistry.shared
        for count in [1, 5, 63, 64, 65, 130] {
            var objects: [Manual] = (0..<count).map { _ in Manual() }
            for object in objects { _ = object.objectWillChange }
            objects.removeAll()
            let survivor = Manual()
            _ = survivor.objectWillChange
            #expect(registry.counts.dead == 0, "after \(count) freed objects")
            withExtendedLifetime(survivor) {}
        }
    }

    @Test("A live object keeps its one publisher across other objects' registrations")
    func liveEntryKept() {
        let kept = Manual()
        let publisher = kept.objectWillChange
        for _ in 0..<100 { _ = Manual().objectWillChange }
        #expect(kept.objectWillChange === publisher)
    }
}
