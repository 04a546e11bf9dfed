import Finch
import FinchTesting
import Foundation
import Observation
import Testing

/// `\.sizeCategory` (iOS 13's names for the Dynamic Type setting) and `@ScaledMetric`.
@MainActor
@Suite("sizeCategory, ContentSizeCategory and ScaledMetric")
struct SizeCategoryTests {
    /// Shows the category it reads, so a test finds it as text.
    struct CategoryReader: View {
        @Environment(\.sizeCategory) private var category

        var body: some View {
            Text("category \(String(describing: category)) \(category.isAccessibilityCategory)")
        }
    }

    /// Reports its scaled metrics each time its body runs.
    struct Metrics: View {
        @ScaledMetric var size: CGFloat = 20
        @ScaledMetric(relativeTo: .title) var gap = 14.0
        @ScaledMetric(relativeTo: .footnote) var rule: Float = 13
        let report: ([Double]) -> Void

        var body: some View {
            let _ = report([Double(size), gap, Double(rule)])
            Color.red.frame(width: size, height: gap)
        }
    }

    private func fontSize(of text: String, in window: TestWindow) throws -> CGFloat {
        try #require(window.textRuns.first { $0.layout.string == text }?.layout.spans.first?.font.size)
    }

    @Test("The twelve categories are DynamicTypeSize's, in order, both ways")
    func mapping() {
        #expect(ContentSizeCategory.allCases.count == 12)
        for (category, size) in zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases) {
            #expect(DynamicTypeSize(category) == size)
            #expect(ContentSizeCategory(size) == category)
            #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
        }
        #expect(ContentSizeCategory(.xSmall) == .extraSmall)
        #expect(ContentSizeCategory(.large) == .large)
        #expect(ContentSizeCategory(.xxxLarge) == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(.accessibility1) == .accessibilityMedium)
        #expect(ContentSizeCategory(.accessibility5) == .accessibilityExtraExtraExtraLarge)
        #expect(
            ContentSizeCategory.extraSmall < .small && ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("\\.sizeCategory reads the Dynamic Type size, and setting it sizes text styles")
    func environment() throws {
        let window = TestWindow(size: CGSize(width: 600, height: 400)) {
            VStack {
                CategoryReader()
                CategoryReader().dynamicTypeSize(.accessibility2)
                Text("body xxxl").environment(\.sizeCategory, .extraExtraExtraLarge)
                Text("title ax3").font(.title).environment(\.sizeCategory, .accessibilityExtraLarge)
                Text("fixed ax5").font(.system(size: 20)).environment(
                    \.sizeCategory, .accessibilityExtraExtraExtraLarge)
                Text("footnote xs").font(.footnote).environment(\.sizeCategory, .extraSmall)
                CategoryReader().environment(\.sizeCategory, .small)
            }
        }
        let texts = window.textRuns.map(\.layout.string)
        #expect(texts.contains("category large false"))
        #expect(texts.contains("category accessibilityLarge true"))
        #expect(texts.contains("category small false"))
        #expect(try fontSize(of: "body xxxl", in: window) == 23)
        #expect(try fontSize(of: "title ax3", in: window) == 48)
        #expect(try fontSize(of: "fixed ax5", in: window) == 20)
        #expect(try fontSize(of: "footnote xs", in: window) == 12)
    }

    @Test("@ScaledMetric scales by its text style's size at the setting over its size at .large")
    func scaledMetric() throws {
        var seen: [String: [Double]] = [:]
        func metrics(_ name: String) -> Metrics { Metrics { seen[name] = $0 } }
        let window = TestWindow(size: CGSize(width: 600, height: 600)) {
            VStack {
                metrics("large")
                metrics("xxxl").dynamicTypeSize(.xxxLarge)
                metrics("ax3").environment(\.sizeCategory, .accessibilityExtraLarge)
                metrics("xs").dynamicTypeSize(.xSmall)
            }
        }
        // Each style's size at the setting over its size at .large: body 17, title 28, footnote 13.
        func expected(body: CGFloat, title: CGFloat, footnote: CGFloat) -> [Double] {
            let size: CGFloat = 20 * (body / 17)
            let gap: Double = 14 * Double(title / 28)
            let rule: Float = 13 * Float(footnote / 13)
            return [Double(size), gap, Double(rule)]
        }
        #expect(seen["large"] == [20, 14, 13])
        #expect(seen["xxxl"] == expected(body: 23, title: 34, footnote: 19))
        #expect(seen["ax3"] == expected(body: 40, title: 48, footnote: 33))
        #expect(seen["xs"] == expected(body: 14, title: 25, footnote: 12))
        #expect(window.textRuns.isEmpty)
    }

    @Test("A view's @ScaledMetric follows a change of the setting above it")
    func scaledMetricFollowsChange() {
        var last: [Double] = []
        let model = SizeModel()
        let window = TestWindow(size: CGSize(width: 300, height: 300)) {
            SizeHost(model: model) { last = $0 }
        }
        #expect(last.first == 20)
        model.category = .extraLarge
        window.advance(by: 0.1)
        // xLarge: body 19.
        let scaled: CGFloat = 20 * (19 / 17)
        #expect(last.first == Double(scaled))
    }
}

@Observable @MainActor
private final class SizeModel {
    var category = ContentSizeCategory.large
}

private struct SizeHost: View {
    let model: SizeModel
    let report: ([Double]) -> Void

    var body: some View {
        SizeCategoryTests.Metrics(report: report).environment(\.sizeCategory, model.category)
    }
}
