import Foundation

/// Locates built executables: env `YTCLONE_BIN_DIR`, else the directory holding the running
/// test bundle (`.build/debug`), where `swift test` also puts the package's executables.
enum BuildProducts {
    enum LookupError: Error, CustomStringConvertible {
        case missing(String, searched: String)

        var description: String {
            switch self {
            case .missing(let name, let searched):
                "executable '\(name)' not found in \(searched); build it first: swift build --product \(name)"
            }
        }
    }

    static func executable(_ name: String) throws -> URL {
        let directory = binDirectory()
        let candidate = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw LookupError.missing(name, searched: directory.path)
        }
        return candidate
    }

    static func binDirectory() -> URL {
        if let override = ProcessInfo.processInfo.environment["YTCLONE_BIN_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // On Linux the test runner is `<bin>/<package>PackageTests.xctest` itself; on macOS the
        // bundle is a directory in `<bin>`. Either way the bundle's parent is the bin directory.
        let bundle =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        if directory.lastPathComponent == "MacOS" || directory.lastPathComponent == "Contents" {
            while !directory.lastPathComponent.hasSuffix(".xctest"), directory.path != "/" {
                directory.deleteLastPathComponent()
            }
            directory.deleteLastPathComponent()
        }
        return directory
    }
}
