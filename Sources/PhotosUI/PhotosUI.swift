// `import PhotosUI`, as on Apple platforms: SwiftUI's photo picker (`PhotosPicker`, `PhotosPickerItem`,
// `.photosPicker`) and UIKit's (`PHPickerViewController` and its configuration, which live in Finch so
// that code importing only Finch or UIKit finds them too).
@_exported import Finch
@_exported import UniformTypeIdentifiers
