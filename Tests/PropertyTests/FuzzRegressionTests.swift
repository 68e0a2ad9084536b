import Foundation
import Testing
import YTFuzzing

/// Replays `FuzzRegressions/<target>/*` through the fuzz targets: every input the fuzzer once
/// crashed on, and hand-made nasty ones, must pass without a crash or a broken invariant, and the
/// `valid-*` ones (also the fuzzer's hand-written seeds) must be read, so a target that refuses
/// everything cannot pass.
@Suite struct FuzzRegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions", isDirectory: true)

    /// Every saved input, as `<target>/<file>`.
    static let inputs: [String] = FuzzTarget.allCases.flatMap { target in
        let folder = directory.appendingPathComponent(target.rawValue).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { "\(target.rawValue)/\($0)" }
    }

    @Test func everyTargetHasRegressionInputs() {
        for target in FuzzTarget.allCases {
            #expect(Self.inputs.contains { $0.hasPrefix(target.rawValue + "/") }, "none for \(target.rawValue)")
        }
    }

    @Test(arguments: inputs)
    func replaysWithoutBreakingAnInvariant(_ input: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(input.prefix { $0 != "/" })))
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(input))
        let report = target.run(data)
        #expect(report.violations == [])
        if input.dropFirst(target.rawValue.count + 1).hasPrefix("valid-") {
            #expect(report.accepted > 0, "no reader of \(target.rawValue) made anything of \(input)")
        }
    }
}
