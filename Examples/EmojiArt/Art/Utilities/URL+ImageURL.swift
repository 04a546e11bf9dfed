import Foundation

extension URL {
    /// The picture this URL stands for (the course's `imageURL`): a search result's embedded
    /// `imgurl=` link when the query has one; for a `file:` URL, the same file name in the folder where
    /// backgrounds are stored now (that folder's path may change between runs, so a stored path is
    /// repaired by its name); otherwise `baseURL ?? self`.
    var imageURL: URL {
        imageURL(imagesFolder: BackgroundImageFolder.defaultURL)
    }

    /// `imageURL`, repairing `file:` URLs into `imagesFolder`.
    func imageURL(imagesFolder: URL) -> URL {
        for query in query?.components(separatedBy: "&") ?? [] {
            let queryComponents = query.components(separatedBy: "=")
            if queryComponents.count == 2 {
                if queryComponents[0] == "imgurl",
                    let url = URL(string: queryComponents[1].removingPercentEncoding ?? "")
                {
                    return url
                }
            }
        }
        if isFileURL {
            return imagesFolder.appendingPathComponent(lastPathComponent)
        }
        return baseURL ?? self
    }

    /// True for what may be fetched as a background: an absolute `http`, `https` or `file` URL. A
    /// `javascript:` or `data:` URL, or a relative one, is refused (with a message, the document unchanged).
    var isFetchableImageURL: Bool {
        guard let scheme = scheme?.lowercased() else { return false }
        switch scheme {
        case "http", "https": return host != nil && !(host ?? "").isEmpty
        case "file": return !path.isEmpty
        default: return false
        }
    }
}
