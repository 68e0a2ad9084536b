import Foundation
import YTFuzzing

/// Runs saved inputs (crash artifacts, corpus files, regressions) through a target once each.
enum Replay {
    /// Replays every file named, and every file in each directory named.
    ///
    /// - Returns: 0 when every input kept the target's invariants, 1 when one broke them, 66 when a
    ///   path cannot be read. A crash ends the process, as it would under the fuzzer.
    static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
        var broken = 0
        var replayed = 0
        for path in paths.flatMap(files) {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("error: cannot read \(path)")
                return 66
            }
            let report = target.run(data)
            replayed += 1
            print("\(path): \(data.count) bytes, accepted by \(report.accepted)")
            for violation in report.violations { print("  violation: \(violation)") }
            if !report.violations.isEmpty { broken += 1 }
        }
        print("\(target.rawValue): replayed \(replayed) inputs, \(broken) broke an invariant")
        return broken == 0 ? 0 : 1
    }

    /// `path` itself, or the regular files directly inside it when it is a directory, sorted.
    private static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
