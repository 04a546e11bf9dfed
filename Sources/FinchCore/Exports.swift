// FinchCore re-exports Finch's Combine subset, as SwiftUI users get Combine's types with SwiftUI.
@_exported import Combine
