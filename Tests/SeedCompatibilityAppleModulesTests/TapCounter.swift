import SwiftUI

/// A model as an iOS 17 app writes it: `@Observable` with `import SwiftUI` alone.
@Observable
final class TapCounter {
    var taps = 0
    var badge: UIColor = .systemRed

    func tap() {
        taps += 1
    }
}
