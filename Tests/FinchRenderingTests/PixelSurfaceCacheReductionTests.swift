import CCairo
import FinchCore
import Foundation
import Testing

@testable import FinchCairo

/// A large picture's halvings made ahead are drawn from their own pixels, without a copy, when one of
/// them is drawn at between three quarters of its size and its size, as a full-size picture is: a dropped
/// photo zoomed to fit then costs its first frame no shrinking.
@Suite("Halvings made ahead drawn as they are")
struct PixelSurfaceCacheReductionTests {
    /// A 2400 × 1800 opaque white picture with its halvings (1200 × 900 and 600 × 450).
    private func prepared() throws -> PixelBuffer {
        let large = try #require(
            PixelBuffer(width: 2400, height: 1800, stride: 9_600) { memory in
                guard let base = memory.baseAddress else { return }
                memset(base, 0xFF, memory.count)
            })
        return PixelReductions.prepared(large)
    }

    private func isSharing(_ surface: OpaquePointer, with buffer: PixelBuffer) -> Bool {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)) == buffer.baseAddress
    }

    @Test("Drawn at four fifths of a halving, that halving's own pixels are drawn; smaller, a copy is made")
    func halvingDrawnDirectly() throws {
        let picture = try prepared()
        let cache = PixelSurfaceCache()
        let quarter = try #require(picture.reductions.last)
        let fitted = try #require(cache.surface(for: picture, drawnAt: CGSize(width: 480, height: 360)))
        #expect(cairo_image_surface_get_width(fitted) == 600 && cairo_image_surface_get_height(fitted) == 450)
        #expect(isSharing(fitted, with: quarter))

        let half = try #require(picture.reductions.first)
        let larger = try #require(cache.surface(for: picture, drawnAt: CGSize(width: 960, height: 720)))
        #expect(cairo_image_surface_get_width(larger) == 1200)
        #expect(isSharing(larger, with: half))

        // Below three quarters of the smallest halving, a quarter-octave copy is shrunk from it, as before.
        let smaller = try #require(cache.surface(for: picture, drawnAt: CGSize(width: 360, height: 270)))
        let width = Int(cairo_image_surface_get_width(smaller))
        #expect(width >= 360 && width < 600)
        #expect(!isSharing(smaller, with: quarter))
    }

    @Test("A picture without halvings drawn at the same size is shrunk into a copy, as before")
    func plainPictureCopied() throws {
        let plain = try #require(
            PixelBuffer(width: 1000, height: 750, stride: 4_000) { memory in
                guard let base = memory.baseAddress else { return }
                memset(base, 0xFF, memory.count)
            })
        let cache = PixelSurfaceCache()
        let surface = try #require(cache.surface(for: plain, drawnAt: CGSize(width: 500, height: 375)))
        #expect(cairo_image_surface_get_width(surface) == 500)
        #expect(!isSharing(surface, with: plain))
    }

    /// A pinch draws the picture at a new size each frame; making the quarter-octave copy for one of them
    /// shrank megapixels while that frame waited. In motion the cache draws what it has instead.
    @Test("In motion, a size with no copy yet draws a halving as it is, approximately; after, the copy is made")
    func motionDrawsWithoutShrinking() throws {
        let picture = try prepared()
        let cache = PixelSurfaceCache()
        let half = try #require(picture.reductions.first)
        // 700 wide: under three quarters of the 1200-wide halving, over the 600-wide one.
        let drawn = CGSize(width: 700, height: 525)
        let moving = cache.surface(for: picture, drawnAt: drawn, approximating: true)
        #expect(moving.approximate)
        let approximation = try #require(moving.surface)
        #expect(cairo_image_surface_get_width(approximation) == 1200)
        #expect(isSharing(approximation, with: half))

        // Still: the exact copy is made, and from then on a frame in motion draws it.
        let still = cache.surface(for: picture, drawnAt: drawn, approximating: false)
        #expect(!still.approximate)
        let exact = try #require(still.surface)
        let width = Int(cairo_image_surface_get_width(exact))
        #expect(width >= 700 && width < 1200)
        let again = cache.surface(for: picture, drawnAt: drawn, approximating: true)
        #expect(!again.approximate)
        #expect(again.surface == exact)
    }
}
