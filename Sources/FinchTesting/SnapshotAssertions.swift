import FinchCairo
import FinchCore
import Foundation
import Testing

/// Compares a view's rendering with its golden PNG beside the test file.
///
/// The view is laid out at its size for `proposal` (a fixed `size` by default) and painted over
/// white at `scale`. Record goldens with `FINCH_RECORD_SNAPSHOTS=1`; a recording run fails so that
/// each new golden is looked at before it is committed.
@MainActor
public func assertSnapshot<V: View>(
    of view: V,
    size: CGSize,
    scale: CGFloat = 1,
    named name: String? = nil,
    tolerance: SnapshotTolerance = .default,
    testFile: String = #filePath,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let rendering = SnapshotRendering.render(view, size: size, scale: scale)
    guard let png = rendering.png else {
        Issue.record("the view rendered no image at \(size) × \(scale)", sourceLocation: sourceLocation)
        return
    }
    let store = SnapshotStore(testFile: testFile, testName: testName, name: name)
    assertPNG(png, store: store, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Compares an already rendered PNG (from a test window or an app) with its golden.
@MainActor
public func assertSnapshot(
    png: Data,
    named name: String? = nil,
    tolerance: SnapshotTolerance = .default,
    testFile: String = #filePath,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let store = SnapshotStore(testFile: testFile, testName: testName, name: name)
    assertPNG(png, store: store, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Compares the text dump of a view's display list with its golden `.txt`, exactly.
@MainActor
public func assertDisplayListSnapshot<V: View>(
    of view: V,
    size: CGSize,
    named name: String? = nil,
    testFile: String = #filePath,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let dump = SnapshotRendering.render(view, size: size, scale: 1, encode: false).list.dump()
    let store = SnapshotStore(testFile: testFile, testName: testName, name: name)
    let golden = store.url(extension: "txt")
    if SnapshotStore.isRecording {
        let error = store.write(Data(dump.utf8), to: golden)
        Issue.record(
            Comment(rawValue: error ?? "recorded \(golden.path); review it, then run without FINCH_RECORD_SNAPSHOTS"),
            sourceLocation: sourceLocation)
        return
    }
    guard let expectedData = FileManager.default.contents(atPath: golden.path) else {
        Issue.record(
            "no golden at \(golden.path); record it with FINCH_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: expectedData, as: UTF8.self)
    if expected == dump {
        store.removeActual(extension: "txt")
    } else {
        let actual = store.actualURL(extension: "txt")
        _ = store.write(Data(dump.utf8), to: actual)
        Issue.record(
            Comment(rawValue: "display list differs from \(golden.path) (actual written to \(actual.path)):\n\(dump)"),
            sourceLocation: sourceLocation)
    }
}

@MainActor
private func assertPNG(_ png: Data, store: SnapshotStore, tolerance: SnapshotTolerance, sourceLocation: SourceLocation)
{
    let golden = store.url(extension: "png")
    if SnapshotStore.isRecording {
        let error = store.write(png, to: golden)
        Issue.record(
            Comment(rawValue: error ?? "recorded \(golden.path); look at it, then run without FINCH_RECORD_SNAPSHOTS"),
            sourceLocation: sourceLocation)
        return
    }
    guard let expectedData = FileManager.default.contents(atPath: golden.path) else {
        let actual = store.actualURL(extension: "png")
        _ = store.write(png, to: actual)
        Issue.record(
            Comment(
                rawValue:
                    "no golden at \(golden.path) (actual written to \(actual.path)); record with FINCH_RECORD_SNAPSHOTS=1"
            ),
            sourceLocation: sourceLocation)
        return
    }
    let verdict = ImageComparison.compare(png, expectedData, tolerance: tolerance)
    if verdict == nil {
        store.removeActual(extension: "png")
        return
    }
    let actual = store.actualURL(extension: "png")
    _ = store.write(png, to: actual)
    Issue.record(
        Comment(rawValue: "\(verdict ?? "") — golden \(golden.path), actual \(actual.path)"),
        sourceLocation: sourceLocation)
}
