import Foundation

/// What a location manager tells its delegate, as CoreLocation's; every method is optional (defaults that
/// do nothing).
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
}

/// CoreLocation's location manager, as honest as a desktop allows: Finch has no location service, so the
/// service is off (`locationServicesEnabled()` is false), asking for permission makes the status
/// `.restricted` (the user cannot grant it here), and asking for a location fails with `CLError(.denied)`,
/// so an app takes its own path for "no location" (a default city, a search field) as on an iPhone whose
/// owner said no. The delegate hears of each, on the main queue, after the call returns, as on iOS.
/// Unchecked `Sendable` so the main-queue callback may carry it; as Apple's, it is meant to be used from the
/// thread that made it (the main one in apps), which is where its settings are read and written.
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var pausesLocationUpdatesAutomatically = true
    open var allowsBackgroundLocationUpdates = false
    open var showsBackgroundLocationIndicator = false
    /// The last location measured: never one here.
    open private(set) var location: CLLocation?
    /// Whether the app may use the service: `.notDetermined` until it asks, then `.restricted`.
    open private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined

    public override init() {
        super.init()
    }

    /// Whether the computer has a location service on: Finch has none.
    open class func locationServicesEnabled() -> Bool { false }

    /// The status before iOS 14, a class method.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    open func requestWhenInUseAuthorization() { decide() }
    open func requestAlwaysAuthorization() { decide() }

    open func startUpdatingLocation() { fail() }
    open func stopUpdatingLocation() {}
    open func requestLocation() { fail() }
    open func startMonitoringSignificantLocationChanges() { fail() }
    open func stopMonitoringSignificantLocationChanges() {}

    /// The answer to a request for permission: restricted, told to the delegate once it changes.
    private func decide() {
        guard authorizationStatus == .notDetermined else { return }
        authorizationStatus = .restricted
        DispatchQueue.main.async { [self] in
            delegate?.locationManagerDidChangeAuthorization(self)
            delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
        }
    }

    /// A location asked for: the delegate is told the service is denied.
    private func fail() {
        DispatchQueue.main.async { [self] in
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
        }
    }
}
