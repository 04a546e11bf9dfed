import Finch
import Foundation

/// What another program drops on a window, from ordinary to hostile. URLs point only at this machine's
/// discard port, which refuses at once: a monkey never reaches the network.
public enum MonkeyDrop: CustomStringConvertible, Sendable {
    case text(String)
    case webURL(String)
    /// A file of these bytes (a real picture, or noise named like one).
    case file(name: String, bytes: Data)
    /// A file that no longer exists when it is read.
    case missingFile
    /// Bytes offered as a picture that may not be one.
    case imageData(Data)

    public var description: String {
        switch self {
        case .text(let text): "text \(text.debugDescription)"
        case .webURL(let url): "URL \(url)"
        case .file(let name, let bytes): "file \(name) (\(bytes.count) bytes)"
        case .missingFile: "a file that is gone"
        case .imageData(let data): "picture data (\(data.count) bytes)"
        }
    }

    /// The provider a drop of this hands the window; files are written into `folder` first.
    func provider(in folder: URL) -> NSItemProvider {
        switch self {
        case .text(let text):
            return NSItemProvider(object: text as NSString)
        case .webURL(let string):
            return URL(string: string).map { NSItemProvider(object: $0 as NSURL) } ?? NSItemProvider()
        case .file(let name, let bytes):
            let url = folder.appendingPathComponent(name)
            try? bytes.write(to: url)
            return NSItemProvider(object: url as NSURL)
        case .missingFile:
            return NSItemProvider(object: folder.appendingPathComponent("gone-\(UUID().uuidString).png") as NSURL)
        case .imageData(let data):
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
                completion(data, nil)
                return nil
            }
            return provider
        }
    }
}
