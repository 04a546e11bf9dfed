import Foundation

// libFuzzer's driver runs here, on the main thread; it returns only when fuzzing ends without a crash.
exit(LibFuzzerDriver.run(FuzzTarget.selected()))
