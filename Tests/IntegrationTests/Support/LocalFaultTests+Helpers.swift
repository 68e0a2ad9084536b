import Foundation
import Testing
import YTStore

#if canImport(Glibc)
    import Glibc
#endif

extension LocalFaultTests {

    /// Runs ytclone where file modes bind: as it is for a user other than root; for root, through
    /// `setpriv` without the capabilities that override them. Cancels the test when neither works.
    static func runWithoutFileOverride(
        _ home: Home, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
    ) throws -> CommandResult {
        var variables = home.environment
        variables.merge(environment) { $1 }
        guard getuid() == 0 else {
            return try CommandRunner.ytclone(arguments, environment: variables, stdin: stdin)
        }
        let setpriv = "/usr/bin/setpriv"
        let drop = ["--bounding-set=-dac_override,-dac_read_search,-fowner", "--"]
        guard FileManager.default.isExecutableFile(atPath: setpriv), tool(setpriv, drop + ["/bin/true"]) == 0 else {
            try Test.cancel(
                "running as root, where mode bits do not stop reads, and setpriv cannot drop CAP_DAC_OVERRIDE here")
        }
        return try CommandRunner.ytclone(arguments, environment: variables, stdin: stdin, under: [setpriv] + drop)
    }

    /// Runs a system tool (a path, or a name looked up in /usr/sbin, /usr/bin, /sbin, /bin) quietly;
    /// its exit status, or -1 when it cannot be started.
    @discardableResult
    static func tool(_ name: String, _ arguments: [String]) -> Int32 {
        let path = name.hasPrefix("/") ? name
            : ["/usr/sbin", "/usr/bin", "/sbin", "/bin"].map { "\($0)/\(name)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes zeros to `file` until its file system has no space left.
    static func fill(_ file: URL) {
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let chunk = [UInt8](repeating: 0, count: 4096)
        while chunk.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        // A last byte or two may still fit in a partly used page.
        var byte: UInt8 = 0
        while write(fd, &byte, 1) > 0 {}
    }
}
