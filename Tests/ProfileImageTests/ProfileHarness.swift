import Combine
import Finch
import FinchTesting
import Foundation

@testable import ProfileImageKit

/// Fixture paths of this test target.
enum ProfileFixture {
    static var pictures: URL {
        Bundle.module.url(forResource: "Pictures", withExtension: nil, subdirectory: "Fixtures")
            ?? URL(fileURLWithPath: "/missing-fixture/Pictures")
    }
    static var sunset: URL { pictures.appendingPathComponent("1-sunset.png") }
    static var leaf: URL { pictures.appendingPathComponent("2-leaf.jpg") }
    static var broken: URL { pictures.appendingPathComponent("3-broken.jpg") }
}

extension ProfileViewStatus {
    var name: String {
        switch self {
        case .success: return "success"
        case .empty: return "empty"
        case .loading: return "loading"
        case .failure: return "failure"
        }
    }
}

/// The statuses the model goes through when `change` is made, up to the first settled one after
/// `.loading`: subscribed before the change, since the image loads on a background queue and may
/// finish at once.
@MainActor
func statuses(of model: ProfileViewModel, after change: () -> Void) async -> [String] {
    await settledStatus(of: model, after: change).names
}

/// The statuses' names as `statuses(of:after:)` gives them, and the settled status itself as it was
/// published. The model sets its status on the loading queue and `@Published` publishes before it
/// stores (as Combine's does), so reading `model.status` right after the wait can still see `.loading`.
@MainActor
func settledStatus(
    of model: ProfileViewModel, after change: () -> Void
) async -> (names: [String], status: ProfileViewStatus?) {
    final class Recorder: @unchecked Sendable {
        // Written by the publishing thread, one value at a time; read after the continuation resumes.
        let lock = NSLock()
        var names: [String] = []
        var cancellable: AnyCancellable?
        var continuation: CheckedContinuation<[String], Never>?
        var sawCurrent = false
        var settled: ProfileViewStatus?
    }
    let recorder = Recorder()
    let names = await withCheckedContinuation { continuation in
        recorder.continuation = continuation
        recorder.cancellable = model.$status.sink { status in
            let finished: [String]? = recorder.lock.withLock {
                // The publisher starts with the current value; only changes count.
                guard recorder.sawCurrent else {
                    recorder.sawCurrent = true
                    return nil
                }
                recorder.names.append(status.name)
                guard recorder.names.contains("loading"), status.name != "loading", recorder.continuation != nil
                else { return nil }
                recorder.settled = status
                return recorder.names
            }
            if let finished,
                let waiting = recorder.lock.withLock({ () -> CheckedContinuation<[String], Never>? in
                    defer { recorder.continuation = nil }
                    return recorder.continuation
                })
            {
                waiting.resume(returning: finished)
            }
        }
        change()
    }
    return (names, recorder.lock.withLock { recorder.settled })
}
