// Finch: SwiftUI's API on Linux. `import Finch` gives everything `import SwiftUI` would.
@_exported import FinchCore
@_exported import Foundation
