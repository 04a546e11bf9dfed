import Foundation

/// Whether the app may use the location service, as CoreLocation's.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    /// iOS 7's name for `.authorizedAlways`.
    public static let authorized = CLAuthorizationStatus.authorizedAlways
}

/// How accurate a location is asked to be, in metres; the constants are CoreLocation's.
public typealias CLLocationAccuracy = Double

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// A distance filter of none: every change is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A location error, as CoreLocation's (`CLError.denied`, `.locationUnknown`).
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case promptDeclined = 18
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public static let network = Code.network

    public var description: String {
        switch code {
        case .denied: "The location service is not available on this computer (kCLErrorDenied)"
        case .locationUnknown: "The location is unknown (kCLErrorLocationUnknown)"
        default: "Location error \(code.rawValue)"
        }
    }
}
