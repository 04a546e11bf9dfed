// LeakSanitizer on Linux, first misreading: a weak reference gives its object a side table, which the
// object's reference-count word then points to with the pointer shifted and flag bits added. The
// sanitizer looks only for plain pointers, so once no weak reference is left (the side table stays
// until the object goes) it reports the side table, made in `formWeakReference`, as leaked although
// the object is alive in a global. `check.sh` expects that report, and none under the suppressions.
final class Model {
    var value = 1
}

let model = Model()
do {
    weak var watcher = model
    print(watcher?.value ?? 0)
}
