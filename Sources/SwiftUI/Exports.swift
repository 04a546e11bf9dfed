// `import SwiftUI`, as on Apple platforms: all of Finch, so `SwiftUI.Image`-style qualified names resolve
// (a module-qualified name is looked up in the modules it re-exports too). Apple's SwiftUI also re-exports
// Core Graphics and Observation: `CGAffineTransform` and `@Observable` need no import of their own; and,
// as on iOS, UIKit (`UITextChecker` in a file importing SwiftUI alone).
@_exported import CoreGraphics
@_exported import Finch
@_exported import Observation
@_exported import SwiftUICore
@_exported import UIKit
