// `import SwiftUICore`, as Xcode 16's SwiftUI split names its core (and as code completion sometimes writes it):
// the views, modifiers, state and layout, which in Finch is all of Finch, with Core Graphics and Observation.
// `SwiftUI` re-exports it, as Apple's does.
@_exported import CoreGraphics
@_exported import Finch
@_exported import Observation
