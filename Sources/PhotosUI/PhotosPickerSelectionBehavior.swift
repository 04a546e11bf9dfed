/// How a picker of several pictures keeps its selection (PhotosUI's names). Finch's picker hands the
/// picks over in the order they were tapped whatever the behaviour.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String

    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
