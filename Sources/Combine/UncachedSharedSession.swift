import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession.shared`'s configuration without its `URLCache`, for the data tasks Finch starts for
/// `URLSession.shared.dataTaskPublisher` and may cancel.
///
/// With a cache, swift-corelibs-foundation asks it for a stored answer on another queue before the
/// task's protocol exists; a cancel that lands in that window reports its failure after the task has
/// left the session's registry, and FoundationNetworking traps ("Trying to access a behaviour for a task
/// that in not in the registry", `TaskRegistry.swift`). Subscribing and cancelling at once, as a view
/// model does when a second background replaces the first, trapped so in most runs of
/// `DataTaskPublisherTests.immediateCancels` on the shared session, and in none on this one. The shared
/// session has no delegate, so only caching is lost.
enum UncachedSharedSession {
    static let session: URLSession = {
        let configuration = URLSession.shared.configuration
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    /// The session a task for `session` runs on: the uncached twin for `URLSession.shared`, any other
    /// session itself.
    static func replacing(_ session: URLSession) -> URLSession {
        session === URLSession.shared ? Self.session : session
    }
}
