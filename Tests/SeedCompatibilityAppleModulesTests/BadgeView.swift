import CoreGraphics
import SwiftUI
import UIKit

/// A small view written for iPhones, unchanged: UIKit colours, fonts, device and haptics beside SwiftUI's
/// qualified names, Core Graphics' transform and Foundation's `URLSession`.
struct BadgeView: View {
    var counter: TapCounter
    @State private var showsAlert = false
    private let haptics = UIImpactFeedbackGenerator(style: .light)
    private let session: URLSession = .shared

    /// Wider margins on an iPad's (and a desktop window's) large screen.
    private var margin: CGFloat {
        UIDevice.current.userInterfaceIdiom == .pad ? 20 : 8
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            SwiftUI.Color(uiColor: counter.badge)
                .frame(width: 40, height: 40)
                .transformEffect(CGAffineTransform(translationX: 10, y: 0))
            Color(.systemBackground)
                .frame(width: 40, height: 20)
            SwiftUI.Text("Taps: \(counter.taps)")
                .font(Font(UIFont.preferredFont(forTextStyle: .body)))
                .foregroundColor(Color(.label))
                .onTapGesture {
                    haptics.impactOccurred()
                    counter.tap()
                }
        }
        .padding(margin)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(UIColor.systemBackground))
        .alert(isPresented: $showsAlert) {
            SwiftUI.Alert(title: Text("Offline"), message: Text("\(session.configuration.timeoutIntervalForRequest)"))
        }
    }
}
