// A real leak, which the suppressions must not hide: a user's model that holds itself through a
// closure, dropped by everything else. `check.sh` expects LeakSanitizer to report it under the same
// suppressions as the suite.
final class CyclicModel {
    var onChange: (() -> Void)?
    var count = 0

    func connect() {
        onChange = { self.count += 1 }
    }
}

@inline(never)
func dropCyclicModels() {
    for _ in 0..<8 {
        let model = CyclicModel()
        model.connect()
        model.onChange?()
    }
}

dropCyclicModels()
print("dropped")
