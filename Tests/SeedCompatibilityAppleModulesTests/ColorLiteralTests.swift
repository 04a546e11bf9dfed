import FinchTesting
import SwiftUI
import Testing
import UIKit

/// `#colorLiteral`, as Xcode's colour well writes it into iOS code.
@MainActor
@Suite("#colorLiteral makes a UIColor by default and a Color where one is asked for")
struct ColorLiteralTests {
    private let literalTint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)

    @Test("A literal with no type asked for is a UIColor; Color(literal) and a Color-typed literal draw its components")
    func literals() throws {
        #expect(type(of: literalTint) == UIColor.self)
        let typed: Color = #colorLiteral(red: 0, green: 0.5019607843, blue: 1, alpha: 1)
        let window = TestWindow(size: CGSize(width: 40, height: 20)) {
            HStack(spacing: 0) {
                Rectangle().fill(Color(literalTint))
                Rectangle().fill(typed)
            }
        }
        let image = try #require(UIImage(data: window.pngData()))
        let left = try #require(image.pixelBuffer.pixel(x: 10, y: 10))
        let right = try #require(image.pixelBuffer.pixel(x: 30, y: 10))
        #expect([left.red, left.green, left.blue] == [255, 128, 0])
        #expect([right.red, right.green, right.blue] == [0, 128, 255])
    }
}
