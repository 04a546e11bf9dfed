import Finch
import FinchTesting
import Testing

// The data-flow patterns of the seeds, as their code uses them: the lecture 3 `EmojiMemoryGame`
// (typed in EmojiMemoryGame.swift), Landmarks' `ModelData` with `@EnvironmentObject` and the
// `FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)` binding, and
// ProfileImage's `@Published` property with `didSet`. The views that need Button, Label, List and
// the photo picker arrive with those features; here the patterns are exercised with Text.

/// The grid of `EmojiMemoryGameView` (lecture 3) without its tap gesture, following the view model.
struct GameGridView: View {
    @ObservedObject var viewModel: EmojiMemoryGame

    var body: some View {
        Grid(viewModel.cards) { card in
            CardView(card: card)
                .padding(5)
        }
        .padding()
        .foregroundColor(Color.orange)
    }
}

struct Landmark: Identifiable {
    var id: Int
    var name: String
    var isFavorite: Bool
}

final class ModelData: ObservableObject {
    @Published var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false),
    ]
}

/// `FavoriteButton`'s shape: a `@Binding` the parent passes from the environment object.
struct FavoriteMark: View {
    @Binding var isSet: Bool

    var body: some View {
        Text(isSet ? "★" : "☆")
    }
}

struct LandmarkTitle: View {
    @EnvironmentObject var modelData: ModelData
    var landmark: Landmark
    let probe: BindingProbe

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        let _ = (probe.binding = $modelData.landmarks[landmarkIndex].isFavorite)
        HStack {
            Text(landmark.name)
            FavoriteMark(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }
    }
}

@MainActor
final class BindingProbe {
    var binding: Binding<Bool>?
}

enum ProfileViewStatus: Equatable {
    case empty, loading, success(String)
}

/// `ProfileViewModel`'s pattern: setting `selections` loads and moves `status` along in `didSet`.
class ProfileViewModel: ObservableObject {
    @Published var status: ProfileViewStatus = .empty
    @Published var selections: [String]? = nil {
        didSet {
            guard let first = selections?.first else {
                self.status = .empty
                return
            }
            status = .loading
            status = .success(first)
        }
    }
}

@MainActor
@Suite("The seeds' data-flow patterns compile and behave")
struct DataFlowPatternTests {
    @Test("EmojiMemoryGame publishes its private model: choosing a card re-renders the grid")
    func emojiMemoryGame() {
        let game = EmojiMemoryGame()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { GameGridView(viewModel: game) }
        #expect(window.frames(ofText: game.cards[0].content).isEmpty)
        game.choose(card: game.cards[0])
        #expect(window.graph.needsUpdate)
        #expect(window.frames(ofText: game.cards[0].content).count == 1)
    }

    @Test("$modelData.landmarks[index].isFavorite writes through the environment object and updates the view")
    func favoriteBinding() throws {
        let modelData = ModelData()
        let probe = BindingProbe()
        let window = TestWindow(size: CGSize(width: 400, height: 50)) {
            LandmarkTitle(landmark: modelData.landmarks[1], probe: probe).environmentObject(modelData)
        }
        #expect(window.frames(ofText: "☆").count == 1)
        try #require(probe.binding).wrappedValue.toggle()
        #expect(modelData.landmarks[1].isFavorite)
        #expect(window.frames(ofText: "★").count == 1)
    }

    @Test("A @Published property with didSet runs it and announces each change")
    func publishedDidSet() {
        let model = ProfileViewModel()
        var announcements = 0
        let token = model.objectWillChange.sink { announcements += 1 }
        var statuses: [ProfileViewStatus] = []
        let statusToken = model.$status.sink { statuses.append($0) }
        model.selections = ["photo.jpg"]
        #expect(model.status == .success("photo.jpg"))
        #expect(statuses == [.empty, .loading, .success("photo.jpg")])
        model.selections = nil
        #expect(model.status == .empty)
        #expect(announcements == 5)
        token.cancel()
        statusToken.cancel()
    }
}
