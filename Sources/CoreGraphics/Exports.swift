// `import CoreGraphics`, as on Apple platforms. Linux's Foundation already has `CGFloat`, `CGPoint`, `CGSize`
// and `CGRect`; FinchCore has the rest code written for iOS uses (`CGAffineTransform`, `CGVector`, `CGColor`,
// `CGColorSpace`, `CGPath`). Only those are re-exported from FinchCore, so `import CoreGraphics` alone does not bring
// SwiftUI's API.
@_exported import Foundation

@_exported import struct FinchCore.CGAffineTransform
@_exported import class FinchCore.CGColor
@_exported import class FinchCore.CGColorSpace
@_exported import func FinchCore.CGColorSpaceCreateDeviceGray
@_exported import func FinchCore.CGColorSpaceCreateDeviceRGB
@_exported import enum FinchCore.CGColorSpaceModel
@_exported import class FinchCore.CGPath
@_exported import struct FinchCore.CGVector
