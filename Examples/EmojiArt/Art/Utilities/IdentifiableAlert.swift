import Finch

/// An alert that `.alert(item:)` can present (the course's `IdentifiableAlert`): its id says which
/// alert it is, so a new message replaces one already showing.
struct IdentifiableAlert: Identifiable {
    var id: String
    var alert: () -> Alert
}
