// `import AVFoundation` shows Foundation's types too, as Apple's module does (Scrumdinger's ding finds its
// sound through `Bundle.main` in a file importing AVFoundation alone).
@_exported import Foundation
