// FinchCore re-exports Finch's Combine subset, as SwiftUI users get Combine's types with SwiftUI.
@_exported import Combine
// And `Transferable` with its representations, as SwiftUI users get CoreTransferable with SwiftUI.
@_exported import CoreTransferable
// And Foundation's types Linux's Foundation lacks (`ListFormatter`), which Apple's Foundation has.
@_exported import FoundationAdditions
// And the type identifiers drag and drop and item providers take (`UTType`), as SwiftUI re-exports them.
@_exported import UniformTypeIdentifiers

// `URLSession`, `URLRequest` and `Data(contentsOf:)` of an `http(s)` URL come with Foundation on Apple
// platforms; Linux keeps them in FoundationNetworking, re-exported so `import Finch` alone has them.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
