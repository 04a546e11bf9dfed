// Eight threads append to an array guarded by `Synchronization.Mutex`: correct, yet ThreadSanitizer on
// Linux reports a race, as it cannot see the toolchain's Mutex lock and unlock (check.sh).
import Foundation
import Synchronization

final class Guarded: Sendable {
    let items = Mutex([String]())
}

let guarded = Guarded()
let group = DispatchGroup()
for thread in 0..<8 {
    group.enter()
    Thread {
        for step in 0..<2000 { guarded.items.withLock { $0.append("\(thread)-\(step)") } }
        group.leave()
    }.start()
}
group.wait()
print(guarded.items.withLock { $0.count })
