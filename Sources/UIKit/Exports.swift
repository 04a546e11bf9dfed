// `import UIKit`, as on Apple platforms. Finch's UIKit names (`UIImage`, `UIColor`, `UIFont`, `UIDevice`,
// `UIApplication`, the feedback generators…) live in the Finch module, because SwiftUI's own API takes them
// (`Image(uiImage:)`, `Color(uiColor:)`) and on iOS `import SwiftUI` shows them too; this module re-exports
// Finch, and Core Graphics and Foundation as Apple's UIKit does.
@_exported import CoreGraphics
@_exported import Finch
