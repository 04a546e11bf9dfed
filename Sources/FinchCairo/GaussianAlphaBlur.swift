internal import CCairo
import Foundation

/// Blurs a layer's alpha channel into an A8 mask with three box-blur passes, which approximate a Gaussian closely.
enum GaussianAlphaBlur {
    /// A new A8 surface the size of `layer` holding its blurred alpha; the caller destroys it.
    ///
    /// - Complexity: O(width × height), independent of `sigma`, thanks to running sums.
    static func blurredAlpha(of layer: OffscreenLayer, sigma: Double) -> OpaquePointer? {
        let width = Int(layer.area.width)
        let height = Int(layer.area.height)
        guard let source = layer.data, width > 0, height > 0 else { return nil }
        var alpha = readAlpha(source, stride: layer.stride, width: width, height: height)
        if sigma >= 0.5 {
            for size in boxSizes(sigma: sigma) {
                blur(&alpha, count: height, length: width, step: 1, lineStep: width, radius: (size - 1) / 2)
                blur(&alpha, count: width, length: height, step: width, lineStep: 1, radius: (size - 1) / 2)
            }
        }
        return makeMask(alpha, width: width, height: height)
    }

    private static func readAlpha(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) -> [Float]
    {
        var alpha = [Float](repeating: 0, count: width * height)
        let raw = UnsafeRawPointer(data)
        for y in 0..<height {
            for x in 0..<width {
                let word = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                alpha[y * width + x] = Float(word >> 24)
            }
        }
        return alpha
    }

    /// Widths of three boxes whose combined variance matches sigma² (after Kutskir's "fastest Gaussian blur").
    static func boxSizes(sigma: Double, passes: Int = 3) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let smaller = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<passes).map { Double($0) < smaller ? lower : lower + 2 }
    }

    /// One box pass along `count` lines of `length` samples; samples outside the buffer count as transparent.
    private static func blur(
        _ values: inout [Float], count: Int, length: Int, step: Int, lineStep: Int, radius: Int
    ) {
        guard radius > 0 else { return }
        let scale = 1 / Float(2 * radius + 1)
        var prefix = [Float](repeating: 0, count: length + 1)
        for line in 0..<count {
            let base = line * lineStep
            for index in 0..<length { prefix[index + 1] = prefix[index] + values[base + index * step] }
            for index in 0..<length {
                let upper = min(index + radius + 1, length)
                let lower = max(index - radius, 0)
                values[base + index * step] = (prefix[upper] - prefix[lower]) * scale
            }
        }
    }

    private static func makeMask(_ alpha: [Float], width: Int, height: Int) -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(mask)
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<height {
            for x in 0..<width {
                data[y * stride + x] = UInt8(min(max(alpha[y * width + x].rounded(), 0), 255))
            }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }
}
