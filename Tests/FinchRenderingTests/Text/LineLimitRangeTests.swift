import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// iOS 16's line limits: `.lineLimit(_:reservesSpace:)` and the range forms, which keep room for a
/// number of lines however few a text shows.
@MainActor @Suite("lineLimit with reservesSpace and ranges: room for lines a text does not fill")
struct LineLimitRangeTests {
    private let long = "A sentence long enough to wrap onto several lines in a narrow column of text"

    private func height<V: View>(_ view: V, width: CGFloat = 120) -> CGFloat {
        ViewGraph(root: view, services: CairoBackend.shared.services)
            .sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }

    @Test("reservesSpace: a one-line text is as tall as the limit's lines; without it, as its own")
    func reservesSpace() {
        let one = height(Text("Title"))
        #expect(height(Text("Title").lineLimit(2, reservesSpace: true)) == height(Text("Title\nTwo")))
        #expect(height(Text("Title").lineLimit(2, reservesSpace: false)) == one)
        #expect(height(Text("Title").lineLimit(2)) == one)
        // A text filling its limit is as tall either way.
        #expect(height(Text(long).lineLimit(2, reservesSpace: true)) == height(Text(long).lineLimit(2)))
    }

    @Test("A closed range reserves its lower bound and cuts at its upper; a partial range does one of the two")
    func ranges() {
        let three = height(Text("1\n2\n3"))
        #expect(height(Text("Short").lineLimit(3...5)) == three)
        #expect(height(Text(long).lineLimit(1...2)) == height(Text(long).lineLimit(2)))
        #expect(height(Text("Short").lineLimit(3...)) == three)
        #expect(height(Text(long).lineLimit(3...)) == height(Text(long)))
        #expect(height(Text(long).lineLimit(...2)) == height(Text(long).lineLimit(2)))
        #expect(height(Text("Short").lineLimit(...2)) == height(Text("Short")))
        // The spacing between reserved lines counts too.
        #expect(height(Text("Short").lineLimit(3...5).lineSpacing(10)) == height(Text("1\n2\n3").lineSpacing(10)))
    }

    @Test("A vertical TextField with lineLimit(3...6) is three lines tall empty and grows to six")
    func verticalField() {
        let empty = height(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...6), width: 200)
        let oneLine = height(TextField("Notes", text: .constant(""), axis: .vertical), width: 200)
        let threeLines = height(TextField("Notes", text: .constant("a\nb\nc"), axis: .vertical), width: 200)
        #expect(empty == threeLines)
        #expect(empty > oneLine)
        let eight = (1...8).map(String.init).joined(separator: "\n")
        let full = height(TextField("Notes", text: .constant(eight), axis: .vertical).lineLimit(3...6), width: 200)
        let six = height(
            TextField("Notes", text: .constant((1...6).map(String.init).joined(separator: "\n")), axis: .vertical),
            width: 200)
        #expect(full == six)
    }
}
