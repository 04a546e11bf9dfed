import FinchCore
import Foundation

/// How a label or text view aligns its lines (UIKit's, which Linux's Foundation lacks).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    /// The SwiftUI alignment of the lines and of the text in its frame.
    var multiline: TextAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }

    var horizontal: HorizontalAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

/// Where a label breaks and shortens lines (UIKit's).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var truncation: Text.TruncationMode {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail: .tail
        }
    }
}
