// LeakSanitizer on Linux, second misreading: an enum with several class payloads keeps its case in
// the pointer's spare high bits, so a `.second` value holds no plain pointer to its object. Every
// `Second` held only by such enums (here an array in a global) is reported leaked; `First`, whose
// case leaves the bits clear, is not. `check.sh` expects that report, and none under the suppressions.
final class First {
    let number: Int
    init(_ number: Int) { self.number = number }
}

final class Second {
    let number: Int
    init(_ number: Int) { self.number = number }
}

enum Item {
    case first(First)
    case second(Second)
}

var items: [Item] = []
for number in 0..<4 { items.append(number.isMultiple(of: 2) ? .first(First(number)) : .second(Second(number))) }
print(items.count)
