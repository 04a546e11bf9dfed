import CoreLocation
import Foundation
import Testing

/// A weather app's location service as written for iOS (`CLLocationManager` with a delegate), on a computer
/// without one: permission ends `.restricted` and a location asked for fails with `.denied`, so the app
/// takes its own path, as on an iPhone whose owner said no.
@MainActor
private final class LocationService: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var statuses: [CLAuthorizationStatus] = []
    var errors: [CLError.Code] = []
    var locations = 0
    private var waiting: CheckedContinuation<Void, Never>?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
    }

    /// Resumes when the delegate has heard `count` things in all.
    func waitForEvents(_ count: Int) async {
        while statuses.count + errors.count + locations < count {
            await withCheckedContinuation { waiting = $0 }
        }
    }

    private func heard() {
        waiting?.resume()
        waiting = nil
    }

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        MainActor.assumeIsolated {
            statuses.append(manager.authorizationStatus)
            heard()
        }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        MainActor.assumeIsolated {
            if let error = error as? CLError { errors.append(error.code) }
            heard()
        }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        MainActor.assumeIsolated {
            self.locations += locations.count
            heard()
        }
    }
}

@Suite("CLLocationManager on a computer without a location service")
struct LocationManagerTests {
    @Test("The service is off; asking permission ends restricted, told once to the delegate")
    @MainActor func permission() async {
        #expect(!CLLocationManager.locationServicesEnabled())
        let service = LocationService()
        #expect(service.manager.authorizationStatus == .notDetermined)
        service.manager.requestWhenInUseAuthorization()
        service.manager.requestAlwaysAuthorization()
        await service.waitForEvents(1)
        #expect(service.statuses == [.restricted])
        #expect(service.manager.authorizationStatus == .restricted)
    }

    @Test("A location asked for fails with .denied, after the call returns; none ever arrives")
    @MainActor func locationFails() async {
        let service = LocationService()
        service.manager.requestLocation()
        #expect(service.errors.isEmpty, "told on the main queue later, as on iOS")
        service.manager.startUpdatingLocation()
        await service.waitForEvents(2)
        #expect(service.errors == [.denied, .denied])
        #expect(service.locations == 0)
        #expect(service.manager.location == nil)
    }
}
