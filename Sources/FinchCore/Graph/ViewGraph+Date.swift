import Foundation

extension ViewGraph {
    /// The date the graph's clock stands at, for texts that count time (`Text(_:style: .timer)`).
    ///
    /// The first read ties the clock to the wall clock (`Date()`); after that the date moves only
    /// with the graph's clock, so a test window's virtual time is all a live text sees. Setting it
    /// ties the clock's present to another date (a test's fixed "now"), and is meant for before
    /// the first frame: texts already shown keep their words until their next change.
    public var now: Date {
        get { clock.date }
        set { clock.date = newValue }
    }
}
