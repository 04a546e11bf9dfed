import CoreLocation
import Finch
import Foundation

/// A place of the tutorial's list, as `landmarkData.json` holds it.
struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var isFeatured: Bool

    var category: Category
    /// The three groups of the category home; an unknown name in the file is a clear decoding error.
    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let category = Category(rawValue: name) else {
                let known = Category.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(name)\" is not a category (\(known))")
            }
            self = category
        }
    }

    private var imageName: String
    /// The landmark's picture; a placeholder symbol when the bundle has no picture of that name.
    var image: Image { LandmarkImages.image(named: imageName) }
    /// The wide picture the featured page shows (only featured landmarks have one).
    var featureImage: Image? { isFeatured ? LandmarkImages.image(named: imageName + "_feature") : nil }

    private var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(
            latitude: coordinates.latitude,
            longitude: coordinates.longitude)
    }

    /// Where the landmark is, in degrees; checked on decoding so a map is never asked for latitude 200.
    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double

        enum CodingKeys: String, CodingKey {
            case latitude, longitude
        }

        init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            latitude = try Self.decode(.latitude, in: container, limit: 90)
            longitude = try Self.decode(.longitude, in: container, limit: 180)
        }

        private static func decode(
            _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, limit: Double
        ) throws -> Double {
            let value = try container.decode(Double.self, forKey: key)
            guard value.isFinite, abs(value) <= limit else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "\(key.stringValue) \(value) is out of range (−\(Int(limit))…\(Int(limit)))")
            }
            return value
        }
    }
}
