import Finch
import FinchTesting
import Foundation

@testable import FinchCore

/// What the views of a drag and drop test saw.
@MainActor
final class DropLog {
    var dataCalls = 0
    var targeted = false
    var targetedChanges: [Bool] = []
    var drops: [(name: String, count: Int, location: CGPoint)] = []

    func binding() -> Binding<Bool> {
        Binding(
            get: { self.targeted },
            set: {
                self.targeted = $0
                self.targetedChanges.append($0)
            })
    }
}

/// A red 80-point square to drag at (20, 20)–(100, 100), and a blue 120-point square at (240, 140)–(360, 260)
/// that takes `accepted` types, in a 400 × 300 window.
@MainActor
struct SourceAndTarget: View {
    let log: DropLog
    var accepted: [UTType] = [.text]

    var body: some View {
        ZStack {
            Color.red.frame(width: 80, height: 80)
                .onDrag {
                    log.dataCalls += 1
                    return NSItemProvider(object: "apple")
                }
                .position(x: 60, y: 60)
            Color.blue.frame(width: 120, height: 120)
                .onDrop(of: accepted, isTargeted: log.binding()) { providers, location in
                    log.drops.append(("blue", providers.count, location))
                    return true
                }
                .position(x: 300, y: 200)
        }
        .frame(width: 400, height: 300)
    }
}

extension DragAndDropFixtures {
    static let size = CGSize(width: 400, height: 300)
    static let sourceCentre = CGPoint(x: 60, y: 60)
    static let targetCentre = CGPoint(x: 300, y: 200)
    /// Nothing is drawn here (a gap of the stack).
    static let nowhere = CGPoint(x: 200, y: 260)
}

enum DragAndDropFixtures {}

extension TestWindow {
    /// The drag preview the graph draws over the window, if any.
    var dragPreview: DisplayGroup? {
        guard case .group(let group) = displayList.items.last, group.identity == graph.dragAndDrop.previewIdentity
        else { return nil }
        return group
    }

    /// Where the drawn preview's hot spot is (the point the pointer holds), if a preview is drawn.
    var dragPreviewHotSpot: CGPoint? {
        guard let preview = dragPreview, let session = graph.dragAndDrop.session, let held = session.preview else {
            return nil
        }
        return preview.transform.apply(to: held.hotSpot)
    }
}
