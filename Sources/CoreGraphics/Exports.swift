// `import CoreGraphics`, as on Apple platforms. Linux's Foundation already has `CGFloat`, `CGPoint`, `CGSize`
// and `CGRect`; FinchCore has the rest code written for iOS uses (`CGAffineTransform`, `CGVector`). Only
// those two are re-exported from FinchCore, so `import CoreGraphics` alone does not bring SwiftUI's API.
@_exported import Foundation
@_exported import struct FinchCore.CGAffineTransform
@_exported import struct FinchCore.CGVector
