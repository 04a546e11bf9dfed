import FinchUnsafe
import Foundation

/// A preview a `#Preview` macro declared: its name, traits, where it is and how to make its view, as
/// SwiftUI's `Preview`. `Preview.all` lists the previews of the program, so a headless host can draw them.
public struct Preview {
    /// The traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`), as SwiftUI's.
    public enum ViewTraits {}

    public let name: String?
    public let traits: [PreviewTrait<ViewTraits>]
    /// The file that declares the preview, as `#fileID` spells it ("Module/File.swift").
    public let fileID: String
    public let line: Int
    private let body: @MainActor () -> AnyView

    /// A preview of the view `body` builds; `#Preview` expands to a record that makes one.
    public init<Content: View>(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
        @ViewBuilder body: @escaping @MainActor () -> Content
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.body = { AnyView(body()) }
    }

    /// The preview's view, made anew on each call.
    @MainActor public func makeView() -> AnyView { body() }

    /// The layout the traits ask for (the last layout trait wins), `.device` without one.
    public var layout: PreviewLayout {
        traits.compactMap(\.layout).last ?? .device
    }

    /// The traits as written in Swift (`.sizeThatFitsLayout`), in order.
    package var traitNames: [String] { traits.map(\.name) }

    /// Whether a trait turns the device to landscape.
    public var isLandscape: Bool {
        traits.compactMap(\.orientation).last == .landscape
    }
}

extension Preview {
    /// The tag of preview records in the `finch_previews` section ("FPVW").
    public static let recordKind: UInt32 = 0x4650_5657

    /// Every preview in the program, in the order the linker placed them.
    public static var all: [Preview] {
        SectionRecords.values(of: Preview.self, kind: recordKind)
    }

    /// The previews declared in `fileID` ("Module/File.swift"), in source order.
    public static func previews(inFile fileID: String) -> [Preview] {
        all.filter { $0.fileID == fileID }.sorted { $0.line < $1.line }
    }
}

/// A `#Preview` record in the `finch_previews` section (the macro's expansion names this type).
public typealias _FinchPreviewRecord = SectionRecords.Record

/// Makes the preview a record stands for at `address` (the macro's expansion calls this).
public func _finchStorePreview(_ preview: Preview, at address: UnsafeMutableRawPointer) {
    SectionRecords.store(preview, at: address)
}
