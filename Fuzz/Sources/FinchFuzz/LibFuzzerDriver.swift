import Foundation

/// libFuzzer's entry point for programs with their own `main` (`FuzzerInterface.h`).
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments (`-max_total_time=60 corpus/…`), feeding each input to
/// one target.
enum LibFuzzerDriver {
    /// The target being fuzzed; set once, before libFuzzer starts, and read on the main thread only.
    nonisolated(unsafe) private static var target: FuzzTarget = .image

    static func run(_ target: FuzzTarget) -> CInt {
        self.target = target
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return llvmFuzzerRunDriver(&argc, &argv) { bytes, count in
            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
            // libFuzzer calls back on the thread that started it, the main one (no `-fork`, no `-jobs`).
            MainActor.assumeIsolated { LibFuzzerDriver.target.run(data) }
            return 0
        }
    }
}
