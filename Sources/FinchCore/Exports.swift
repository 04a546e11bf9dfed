// FinchCore re-exports Finch's Combine subset, as SwiftUI users get Combine's types with SwiftUI.
@_exported import Combine
// And `Transferable` with its representations, as SwiftUI users get CoreTransferable with SwiftUI.
@_exported import CoreTransferable
// And the type identifiers drag and drop and item providers take (`UTType`), as SwiftUI re-exports them.
@_exported import UniformTypeIdentifiers
