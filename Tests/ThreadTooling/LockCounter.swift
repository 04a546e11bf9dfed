// The same eight threads, the array guarded by `NSLock` (a pthread mutex, which ThreadSanitizer
// intercepts): no report (check.sh).
import Foundation

final class Guarded: @unchecked Sendable {
    let lock = NSLock()
    var items: [String] = []
}

let guarded = Guarded()
let group = DispatchGroup()
for thread in 0..<8 {
    group.enter()
    Thread {
        for step in 0..<2000 { guarded.lock.withLock { guarded.items.append("\(thread)-\(step)") } }
        group.leave()
    }.start()
}
group.wait()
print(guarded.lock.withLock { guarded.items.count })
