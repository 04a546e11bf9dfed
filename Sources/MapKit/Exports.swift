// MapKit's types name CoreLocation's (`CLLocationCoordinate2D`), and Apple's MapKit re-exports it,
// so `import MapKit` alone compiles code that uses both.
@_exported import CoreLocation
import Foundation
