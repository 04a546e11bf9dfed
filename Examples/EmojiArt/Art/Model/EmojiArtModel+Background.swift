import Foundation

extension EmojiArtModel {
    /// What is behind the emoji: nothing, a picture fetched from a URL, or a picture's bytes kept in the
    /// document (a picture pasted or chosen from a file).
    enum Background: Equatable, Codable {
        case blank
        case url(URL)
        case imageData(Data)

        var url: URL? {
            switch self {
            case .url(let url): return url
            default: return nil
            }
        }

        var imageData: Data? {
            switch self {
            case .imageData(let data): return data
            default: return nil
            }
        }
    }
}
