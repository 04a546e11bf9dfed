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
    /// cancels the task, and nothing is delivered after that.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func subscribe(
            receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let live = SubscriptionFlag()
            // The task's handler runs once, on the session's queue; the subscriber's closures are
            // called only there, as Combine calls them on the thread the data task finishes on.
            nonisolated(unsafe) let (receiveCompletion, receiveValue) = (receiveCompletion, receiveValue)
            let task = UncachedSharedSession.replacing(session).dataTask(with: request) { data, response, error in
                guard live.end() else { return }
                if let response, error == nil {
                    receiveValue((data ?? Data(), response))
                    receiveCompletion(.finished)
                } else {
                    receiveCompletion(.failure(Self.urlError(error)))
                }
            }
            task.resume()
            return AnyCancellable {
                if live.end() { task.cancelUnlessReceivedInFull() }
            }
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
