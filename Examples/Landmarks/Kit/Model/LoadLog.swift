import Foundation

/// The problems `load(_:)` met on this thread since they were last taken.
///
/// `load` keeps the seed's signature (it returns a value, it cannot throw), and `ModelData` loads its
/// files in its properties' initial values, before its `init` body runs: so `load` leaves what went
/// wrong here and `ModelData.init` takes it. Kept per thread because tests build models on several
/// threads at once and each must see only its own problems.
enum LoadLog {
    private static let key = "LandmarksLoadProblems"

    static func record(_ problem: LoadProblem) {
        let dictionary = Thread.current.threadDictionary
        let problems = (dictionary[key] as? [LoadProblem]) ?? []
        dictionary[key] = problems + [problem]
    }

    static func takeAll() -> [LoadProblem] {
        let dictionary = Thread.current.threadDictionary
        let problems = (dictionary[key] as? [LoadProblem]) ?? []
        dictionary.removeObject(forKey: key)
        return problems
    }
}
