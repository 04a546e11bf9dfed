import Finch
import Foundation

/// The keys, text and drops the monkey picks from: ordinary input and the awkward kind (combining
/// marks, right-to-left text, emoji sequences, control characters, noise offered as pictures).
@MainActor
enum MonkeyInput {
    /// GDK key values with the characters they type: editing and navigation keys, shortcuts.
    private static let keys: [(UInt32, String, EventModifiers)] = [
        (0xff09, "", []), (0xfe20, "", .shift), (0xff0d, "\r", []), (0xff1b, "", []), (0xff08, "", []),
        (0xffff, "", []), (0xff51, "", []), (0xff52, "", []), (0xff53, "", []), (0xff54, "", []),
        (0xff50, "", []), (0xff57, "", []), (0x20, " ", []), (0x7a, "z", .control), (0x7a, "Z", [.control, .shift]),
        (0x61, "a", .control), (0x63, "c", .control), (0x76, "v", .control), (0x78, "x", .control),
        (0x73, "s", .control), (0x6e, "n", .control), (0x77, "w", .control), (0xff51, "", .shift),
        (0xff53, "", [.shift, .control]),
    ]

    private static let texts = [
        "hello", "Memorize", "🐶🐱", "👩‍👩‍👧‍👦", "🏳️‍🌈", "e\u{301}\u{301}\u{301}", "שלום עולם", "مرحبا", "中文字符",
        "\u{0}\u{7}\t", "a\nb\nc", String(repeating: "W", count: 300), "  ", "Ǆǅǆ", "\u{202E}abc", "😀😷🦠",
    ]

    static func key(_ random: inout MonkeyRandom) -> MonkeyAction {
        let (code, characters, modifiers) = keys[Int(random.next() % UInt64(keys.count))]
        return .key(code: code, characters: characters, modifiers: modifiers)
    }

    static func text(_ random: inout MonkeyRandom) -> String {
        if random.chance(0.3) {
            // Random scalars from anywhere in Unicode that can be a `Character` on its own or combine.
            let count = 1 + Int(random.next() % 12)
            let scalars = (0..<count).compactMap { _ in Unicode.Scalar(UInt32(random.next() % 0x2_0000)) }
            return String(String.UnicodeScalarView(scalars))
        }
        return texts[Int(random.next() % UInt64(texts.count))]
    }

    static func drop(_ random: inout MonkeyRandom) -> MonkeyDrop {
        switch random.next() % 7 {
        case 0: .text(text(&random))
        case 1: .webURL("http://127.0.0.1:9/picture.png")
        case 2: .webURL("https://127.0.0.1:9/search?imgurl=http%3A%2F%2F127.0.0.1%3A9%2Fa.jpg")
        case 3: .file(name: "noise.png", bytes: noise(&random))
        case 4: .file(name: "picture.png", bytes: MonkeyPicture.png)
        case 5: .missingFile
        default: .imageData(random.chance(0.5) ? MonkeyPicture.png : noise(&random))
        }
    }

    private static func noise(_ random: inout MonkeyRandom) -> Data {
        var data = Data(count: Int(random.next() % 4096))
        for index in data.indices { data[index] = UInt8(truncatingIfNeeded: random.next()) }
        // Half of it starts like a PNG, so decoders get past the first check.
        if random.chance(0.5), data.count > 8 { data.replaceSubrange(0..<8, with: MonkeyPicture.png.prefix(8)) }
        return data
    }
}
