import Foundation

extension NotificationCenter {
    /// The notifications named `name` (from `object` alone, when given) as a publisher, as Combine's:
    /// `.onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification))`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Posts each matching notification to its subscribers on the thread that posted it, as Combine's;
    /// never finishes.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func subscribe(_ receive: @escaping (Notification) -> Void) -> AnyCancellable {
            // The box carries the closure into Foundation's `@Sendable` observer block: it is only called
            // on the posting thread, as Combine calls it.
            let box = SendableBox(receive)
            let token = center.addObserver(forName: name, object: object, queue: nil) { box.value($0) }
            return AnyCancellable { [center] in center.removeObserver(token) }
        }
    }
}
