import FinchUnsafe
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads the bytes of images for `AsyncImage`, bounded: a body announced or found to be larger than
/// the limit is cut off as soon as that is known (never held whole), an HTTP error status ends the
/// transfer at its head, and redirects are followed a bounded number of times.
///
/// One session serves every download, its delegate methods running on one serial background queue; a
/// download's completion runs there too.
final class ImageDownloader: NSObject, URLSessionDataDelegate, Sendable {
    static let shared = ImageDownloader()

    typealias Completion = @Sendable (Result<Data, any Error>) -> Void

    private struct Transfer {
        var received = Data()
        var redirects = 0
        var failure: (any Error)?
        let limit: Int
        let completion: Completion
    }

    private let transfers = LockedValue<[Int: Transfer]>([:])
    private let session = LockedValue<URLSession?>(nil)

    /// Transfers started and not yet finished or cancelled (tests check that leaving views cancel theirs).
    var activeCount: Int { transfers.withLock { $0.count } }

    /// Starts loading `url`; `completion` runs once, off the main thread, unless the returned task is
    /// cancelled first (then it runs with the cancellation error, which callers ignore).
    func download(_ url: URL, limit: Int, completion: @escaping Completion) -> URLSessionTask {
        let task = urlSession().dataTask(with: URLRequest(url: url))
        transfers.withLock { $0[task.taskIdentifier] = Transfer(limit: limit, completion: completion) }
        task.resume()
        return task
    }

    private func urlSession() -> URLSession {
        session.withLock { session in
            if let session { return session }
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            queue.name = "Finch.ImageDownloader"
            // No URLCache: FoundationNetworking traps when a task is cancelled while its cache is asked
            // (see `UncachedSharedSession` in Combine); decoded images have their own cache.
            let configuration = URLSessionConfiguration.default
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            let made = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
            session = made
            return made
        }
    }

    /// Ends `task` with `failure`: it is cancelled, and its completion reports `failure`, not the cancel.
    ///
    /// Called from a delegate method, on the session's delegate queue: cancelling there waits for that
    /// very queue in swift-corelibs-foundation, so the cancel is sent from another one.
    private func fail(_ task: URLSessionTask, _ failure: any Error) {
        transfers.withLock { $0[task.taskIdentifier]?.failure = failure }
        DispatchQueue.global().async { task.cancelUnlessReceivedInFull() }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let (limit, failed) = transfers.withLock { table in
            (table[dataTask.taskIdentifier]?.limit ?? 0, table[dataTask.taskIdentifier]?.failure != nil)
        }
        if failed {
            // Already failed (a redirect refused: the redirect's own response arrives here).
            completionHandler(.cancel)
        } else if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            transfers.withLock { $0[dataTask.taskIdentifier]?.failure = AsyncImageError.httpStatus(http.statusCode) }
            completionHandler(.cancel)
        } else if response.expectedContentLength > Int64(limit) {
            completionHandler(.allow)
            fail(dataTask, AsyncImageError.tooLarge(limit: limit))
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = transfers.withLock { table -> Int? in
            // Only the count and limit are read: a copy of the transfer would share the body's storage,
            // and the append below would then copy the whole body each time.
            let id = dataTask.taskIdentifier
            guard let received = table[id]?.received.count, let limit = table[id]?.limit, table[id]?.failure == nil
            else { return nil }
            guard received + data.count <= limit else { return limit }
            table[id]?.received.append(data)
            return nil
        }
        if let overLimit {
            let first = transfers.withLock { table -> Bool in
                defer { table[dataTask.taskIdentifier]?.received = Data() }
                return table[dataTask.taskIdentifier]?.failure == nil
            }
            if first { fail(dataTask, AsyncImageError.tooLarge(limit: overLimit)) }
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let redirects = transfers.withLock { table -> Int in
            table[task.taskIdentifier]?.redirects += 1
            return table[task.taskIdentifier]?.redirects ?? 0
        }
        if redirects > AsyncImageLimits.maximumRedirects {
            completionHandler(nil)
            fail(task, AsyncImageError.tooManyRedirects)
        } else {
            completionHandler(request)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = transfer.failure {
            transfer.completion(.failure(failure))
        } else if let error {
            transfer.completion(.failure(error))
        } else {
            transfer.completion(.success(transfer.received))
        }
    }
}
