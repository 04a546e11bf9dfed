import Foundation

extension Binding {
    /// A binding whose writes are made in `withAnimation(animation)`, as SwiftUI's
    /// (`editMode?.animation().wrappedValue = .inactive`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue },
            set: { value in withAnimation(animation) { base.wrappedValue = value } })
    }

    /// A binding whose writes are made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue },
            set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }
}
