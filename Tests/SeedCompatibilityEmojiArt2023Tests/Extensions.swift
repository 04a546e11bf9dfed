// swift-format-ignore-file
//
// CS193p 2023 (lectures 8–11): the course's utility extensions and its `Transferable` drop type, with
// `import SwiftUI` spelled `import Finch`.
//

import Finch

typealias CGOffset = CGSize

extension CGRect {
    var center: CGPoint {
        CGPoint(x: midX, y: midY)
    }
}

extension CGOffset {
    static func +(lhs: CGOffset, rhs: CGOffset) -> CGOffset {
        CGOffset(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    static func +=(lhs: inout CGOffset, rhs: CGOffset) {
        lhs = lhs + rhs
    }
}

extension String {
    var uniqued: String {
        reduce(into: "") { sofar, element in
            if !sofar.contains(element) {
                sofar.append(element)
            }
        }
    }
}

enum Sturldata: Transferable {
    case string(String)
    case url(URL)
    case data(Data)
    
    init(url: URL) {
        // some URLs have the data for an image directly embedded in the URL itself
        if let imageData = url.dataSchemeImageData {
            self = .data(imageData)
        } else {
            self = .url(url.imageURL)
        }
    }
    
    init(string: String) {
        if string.hasPrefix("http"), let url = URL(string: string) {
            self = .url(url.imageURL)
        } else {
            self = .string(string)
        }
    }
    
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { Sturldata(string: $0) }
        ProxyRepresentation { Sturldata(url: $0) }
        ProxyRepresentation { Sturldata.data($0) }
    }
}

extension URL {
    var imageURL: URL {
        if let url = imageURLFromQueryItems { return url }
        return self.baseURL ?? self
    }
    
    private var imageURLFromQueryItems: URL? {
        for query in query?.components(separatedBy: "&") ?? [] {
            let queryComponents = query.components(separatedBy: "=")
            if queryComponents.count == 2, queryComponents[0] == "imgurl",
               let url = URL(string: queryComponents[1].removingPercentEncoding ?? "") {
                return url
            }
        }
        return nil
    }
    
    var dataSchemeImageData: Data? {
        let urlString = absoluteString
        // is this a data scheme url with some sort of image as the mime type?
        if urlString.hasPrefix("data:image") {
            // yes, find the comma that separates the meta info from the image data
            if let comma = urlString.firstIndex(of: ","), comma < urlString.endIndex {
                let meta = urlString[..<comma]
                // we can only handle base64 encoded data
                if meta.hasSuffix("base64") {
                    let data = String(urlString.suffix(after: comma))
                    // get the data
                    if let imageData = Data(base64Encoded: data) {
                        return imageData
                    }
                }
            }
        }
        // not a data scheme or the data couldn't be decoded
        return nil
    }
}

extension String {
    func suffix(after index: String.Index) -> Substring {
        self[self.index(after: index)...]
    }
}
