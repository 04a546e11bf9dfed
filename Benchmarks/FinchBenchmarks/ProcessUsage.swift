import Foundation

/// The process's resident memory, minor page faults and kernel CPU time so far, to tell what a step
/// cost in memory it had not touched before (faults, and the kernel zeroing pages for them).
struct ProcessUsage {
    let residentBytes: Int
    let pageFaults: Int
    /// Milliseconds.
    let kernelCPU: Double

    static func now() -> ProcessUsage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let kernel = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
        return ProcessUsage(residentBytes: ResidentMemory.bytes(), pageFaults: usage.ru_minflt, kernelCPU: kernel)
    }
}
