import FinchCore
import Foundation

/// `ForEach` over map content, as MapKit's `ForEach: MapContent where Content: MapContent`: one mark
/// (or several) per element, `ForEach(places) { place in Marker(place.name, coordinate: …) }`.
extension ForEach: MapContent where Content: MapContent {}

extension ForEach: PrimitiveMapContent where Content: MapContent {
    /// Every element's items, in the collection's order. A map draws its marks without per-mark
    /// identity (its content is read once per evaluation of the `Map`); an element's id tags its
    /// markers and annotations that have no `.tag` of their own, for `Map(selection:)`, as SwiftUI's
    /// `ForEach` tags a `Picker`'s rows.
    var mapItems: [MapItem] {
        var items: [MapItem] = []
        for element in data {
            let id = AnyHashable(idOf(element))
            items += content(element).items.map { $0.tagged(id, replacing: false) }
        }
        return items
    }
}

extension ForEach where Content: MapContent {
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: id, makeContent: content)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: MapContent {
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, makeContent: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: MapContent {
    public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, makeContent: content)
    }
}
