// swift-format-ignore-file
// Lecture 3's Grid as the seed types it. Beyond the seed: the cell shape `GridLayout` aims for (the seed's
// 1, a square, by default; Memorize asks for 2:3 cards).
import Finch

struct Grid<Item, ItemView>: View  where Item: Identifiable, ItemView: View{
    
    private var items: [Item]
    private var aspectRatio: Double
    private var viewForItem: (Item) -> ItemView
    
    init (_ items: [Item], aspectRatio: Double = 1, viewForItem: @escaping (Item)-> ItemView) {
        self.items = items
        self.aspectRatio = aspectRatio
        self.viewForItem = viewForItem
    }
    
    var body: some View {
        GeometryReader { geometry in
            body(for: GridLayout(itemCount: items.count, nearAspectRatio: aspectRatio, in: geometry.size))
        }
    }
        
    
    private func body(for layout: GridLayout) -> some View {
        ForEach(items) { item in
            body(for: item, in: layout)
        }
    }
    
    // The seed force-unwraps the index; an item is always in `items` here, so 0 is never used.
    private func body(for item: Item, in layout: GridLayout) -> some View {
        let index = items.firstIndex(matching: item) ?? 0
        
        return viewForItem(item)
            .frame(width: layout.itemSize.width, height: layout.itemSize.height)
            .position(layout.location(ofItemAt: index))
        
    }
}
