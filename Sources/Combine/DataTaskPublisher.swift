import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of the data at `url` and its response, failing with a `URLError`, as Combine's.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of what `request` answers, failing with a `URLError`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Starts one data task per subscription; cancelling the subscription (or releasing its token)
    /// cancels the task, and nothing is delivered after that. A body longer than `maximumBodyLength`
    /// fails with `URLError(.dataLengthExceedsMaximum)`: as soon as its announced length is seen, or,
    /// when none is announced, once it has arrived (see `BodyLengthWatch` for why not sooner).
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        /// The most bytes a body may have: 1 GiB. The whole body is held in memory, twice at the end
        /// (FoundationNetworking copies its buffer into the `Data` it hands over), so the bound is what a
        /// desktop can hold while leaving room for the rest of the program: far above any picture the
        /// decoder takes (it reads picture files up to 512 MB) or JSON an app decodes whole, and far below
        /// an endless or hostile body, which would otherwise grow until the program is killed.
        package static let maximumBodyLength: Int64 = 1 << 30

        /// The limit subscriptions started in the current task use: `maximumBodyLength`, or a smaller
        /// one a test sets (`$bodyLengthLimit.withValue(64 * 1024) { … }`) to pass it with small bodies.
        /// Read when subscribing.
        @TaskLocal package static var bodyLengthLimit: Int64 = maximumBodyLength

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func subscribe(
            receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let live = SubscriptionFlag()
            let request = self.request
            let watch = BodyLengthWatch(limit: Self.bodyLengthLimit)
            // The subscriber's closures are called from one thread, once: from the task's handler on the
            // session's queue or from the watch's report on its queue, whichever ends `live` first
            // (Combine, too, calls them on whatever thread the data task finishes on).
            nonisolated(unsafe) let (receiveCompletion, receiveValue) = (receiveCompletion, receiveValue)
            let task = UncachedSharedSession.replacing(session).dataTask(with: request) { data, response, error in
                watch.stop()
                guard live.end() else { return }
                if let response, error == nil {
                    let data = data ?? Data()
                    // A body with no length announced is only measured now (see `BodyLengthWatch`).
                    guard Int64(data.count) <= watch.limit else {
                        return receiveCompletion(.failure(Self.tooLarge(request)))
                    }
                    receiveValue((data, response))
                    receiveCompletion(.finished)
                } else {
                    receiveCompletion(.failure(Self.urlError(error)))
                }
            }
            // Resumed first: a watch that found its task not yet running would take it for ended.
            task.resume()
            watch.start(watching: task) { task in
                guard live.end() else { return }
                // The failure first: `cancel()` waits for the session's queue, busy taking in the body.
                receiveCompletion(.failure(Self.tooLarge(request)))
                task.cancelUnlessReceivedInFull()
            }
            return AnyCancellable {
                watch.stop()
                if live.end() { task.cancelUnlessReceivedInFull() }
            }
        }

        /// The failure of a body past the limit, naming the URL as FoundationNetworking's failures do.
        private static func tooLarge(_ request: URLRequest) -> URLError {
            var info: [String: Any] = [NSLocalizedDescriptionKey: "the response is larger than the download limit"]
            if let url = request.url { info[NSURLErrorFailingURLErrorKey] = url }
            return URLError(.dataLengthExceedsMaximum, userInfo: info)
        }

        /// The task's error as a `URLError` (Foundation's tasks fail with one; anything else is `.unknown`).
        private static func urlError(_ error: (any Error)?) -> URLError {
            if let error = error as? URLError { return error }
            if let error = error as NSError?, error.domain == NSURLErrorDomain {
                return URLError(URLError.Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
            }
            return URLError(.unknown)
        }
    }
}
