import FinchCore
import Foundation

/// Recolours an offscreen layer's pixels in place through a `ColorFilter`.
///
/// Cairo keeps premultiplied ARGB; the filter's matrices are defined on straight colour, so each pixel is
/// un-premultiplied, filtered (clamped after every stage) and premultiplied again. Neighbouring pixels
/// are often equal (flat fills), so the last result is reused when the next pixel is the same word.
enum ColorMatrixPass {
    static func apply(_ filter: ColorFilter, to layer: OffscreenLayer) {
        guard let data = layer.data else { return }
        // A transparent pixel stays transparent unless a matrix adds opacity out of nothing.
        let keepsClear = filter.apply(.clear).opacity == 0
        // The stages live on the stack for the pass: a filtered group allocates only its layer.
        withUnsafeTemporaryAllocation(of: Stage.self, capacity: filter.stages.count) { stages in
            for (index, matrix) in filter.stages.enumerated() { stages.initializeElement(at: index, to: Stage(matrix)) }
            recolour(data, width: Int(layer.area.width), height: Int(layer.area.height), stride: layer.stride) {
                word in
                keepsClear && word >> 24 == 0 ? word : filtered(word, UnsafeBufferPointer(stages))
            }
        }
        layer.markDirty()
    }

    /// Replaces each pixel word by `transform(word)`, computing it once along a run of equal words.
    private static func recolour(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, _ transform: (UInt32) -> UInt32
    ) {
        var last: (input: UInt32, output: UInt32)?
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                if let last, last.input == word {
                    row[x] = last.output
                    continue
                }
                let output = transform(word)
                row[x] = output
                last = (word, output)
            }
        }
    }

    /// One premultiplied ARGB32 word through the stages.
    private static func filtered(_ word: UInt32, _ stages: UnsafeBufferPointer<Stage>) -> UInt32 {
        let alpha = Float(word >> 24) / 255
        let unpremultiply: Float = alpha > 0 ? 1 / (alpha * 255) : 0
        var c = SIMD4<Float>(
            Float((word >> 16) & 0xFF) * unpremultiply, Float((word >> 8) & 0xFF) * unpremultiply,
            Float(word & 0xFF) * unpremultiply, alpha)
        for stage in stages { c = stage.apply(c) }
        let a = c.w * 255
        func byte(_ value: Float) -> UInt32 { UInt32((value * a).rounded()) }
        return UInt32(a.rounded()) << 24 | byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z)
    }

    /// A matrix as four column vectors and an offset, in single precision (8-bit pixels need no more).
    private struct Stage {
        let red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>, alpha: SIMD4<Float>, offset: SIMD4<Float>

        init(_ m: ColorMatrix) {
            func column(_ pick: (ColorMatrix.Row) -> Double) -> SIMD4<Float> {
                SIMD4(Float(pick(m.red)), Float(pick(m.green)), Float(pick(m.blue)), Float(pick(m.alpha)))
            }
            (red, green, blue, alpha, offset) = (
                column(\.red), column(\.green), column(\.blue), column(\.alpha), column(\.offset)
            )
        }

        /// The matrix applied to straight red, green, blue, alpha; the result clamped to 0...1.
        ///
        /// A huge amount (`brightness(1e300)`) is infinite in single precision and 0 × ∞ is NaN: NaN counts as 0.
        func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
            let result = red * c.x + green * c.y + blue * c.z + alpha * c.w + offset
            return result.replacing(with: 0, where: result .!= result).clamped(lowerBound: .zero, upperBound: .one)
        }
    }
}
