import Finch
import Foundation

// Draws the Landmarks app's pictures (a landscape per landmark, by its category) and writes them as
// JPEGs: `swift run LandmarksImages Examples/Landmarks/Kit/Resources`. Run by a developer when the
// pictures should change; the JPEGs are committed.

/// One picture to draw: the resource name and its scene.
struct Picture {
    var name: String
    var landscape: Landscape
    var isFeatured = false
}

let pictures: [Picture] = [
    Picture(name: "turtlerock", landscape: Landscape(kind: .desert, seed: 1001, daylight: 0.3), isFeatured: true),
    Picture(name: "silversalmoncreek", landscape: Landscape(kind: .lake, seed: 1002, daylight: 0.8)),
    Picture(name: "chilkoottrail", landscape: Landscape(kind: .mountain, seed: 1003, daylight: 0.9)),
    Picture(name: "stmarylake", landscape: Landscape(kind: .lake, seed: 1004, daylight: 0.6), isFeatured: true),
    Picture(name: "twinlake", landscape: Landscape(kind: .lake, seed: 1005, daylight: 1)),
    Picture(name: "lakemcdonald", landscape: Landscape(kind: .mountain, seed: 1006, daylight: 0.7)),
    Picture(name: "charleyrivers", landscape: Landscape(kind: .river, seed: 1007, daylight: 0.5), isFeatured: true),
    Picture(name: "icybay", landscape: Landscape(kind: .mountain, seed: 1008, daylight: 1)),
    Picture(name: "rainbowlake", landscape: Landscape(kind: .lake, seed: 1009, daylight: 0.4)),
    Picture(name: "hiddenlake", landscape: Landscape(kind: .lake, seed: 1010, daylight: 0.9)),
    Picture(name: "chincoteague", landscape: Landscape(kind: .river, seed: 1011, daylight: 0.8)),
    Picture(name: "umbagog", landscape: Landscape(kind: .lake, seed: 1012, daylight: 0.2)),
]

enum PictureError: Error, CustomStringConvertible {
    case usage
    case render(String)

    var description: String {
        switch self {
        case .usage: return "usage: LandmarksImages <output folder>"
        case .render(let name): return "could not render \(name)"
        }
    }
}

@MainActor
func jpeg(of view: some View, width: CGFloat, height: CGFloat, name: String) throws -> Data {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height))
    renderer.isOpaque = true
    guard let png = renderer.pngData(), let image = UIImage(data: png),
        let jpeg = image.jpegData(compressionQuality: 0.85)
    else { throw PictureError.render(name) }
    return jpeg
}

@MainActor
func run() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard let folderPath = arguments.first else { throw PictureError.usage }
    let folder = URL(fileURLWithPath: folderPath, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for picture in pictures {
        // 500 × 500 points: the detail's 250-pt circle at 2× device pixels.
        let square = try jpeg(
            of: LandscapeView(landscape: picture.landscape), width: 500, height: 500, name: picture.name)
        try square.write(to: folder.appendingPathComponent("\(picture.name).jpg"), options: .atomic)
        if picture.isFeatured {
            // The featured page's 3:2 picture: the same scene, wider.
            let wide = try jpeg(
                of: LandscapeView(landscape: picture.landscape), width: 750, height: 500, name: picture.name)
            try wide.write(to: folder.appendingPathComponent("\(picture.name)_feature.jpg"), options: .atomic)
        }
        print("wrote \(picture.name)")
    }
}

do {
    try MainActor.assumeIsolated { try run() }
} catch {
    FileHandle.standardError.write(Data("LandmarksImages: \(error)\n".utf8))
    exit(1)
}
