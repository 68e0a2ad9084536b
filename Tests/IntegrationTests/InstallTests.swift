import Foundation
import Testing

/// scripts/install.sh puts the binary, the man page and three shells' completions under a prefix,
/// and --uninstall takes exactly those away.
@Suite struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let installed = [
        "bin/ytclone", "share/man/man1/ytclone.1", "share/bash-completion/completions/ytclone",
        "share/zsh/site-functions/_ytclone", "share/fish/vendor_completions.d/ytclone.fish",
    ]

    static func script(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [repository.appendingPathComponent("scripts/install.sh").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func installsIntoAPrefixAndUninstallsExactlyThat() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let bin = BuildProducts.binDirectory().path
        let install = try Self.script(["--prefix", prefix.path, "--from", bin])
        #expect(install.status == 0, "\(install.output)")
        for file in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }

        // The installed binary runs, and its completions are scripts the shells accept.
        let version = Process()
        version.executableURL = prefix.appendingPathComponent("bin/ytclone")
        version.arguments = ["--version"]
        let out = Pipe()
        version.standardOutput = out
        try version.run()
        version.waitUntilExit()
        #expect(version.terminationStatus == 0)
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "0.1.0\n")
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", "source \"$1\" && complete -p ytclone", "_",
                          prefix.appendingPathComponent("share/bash-completion/completions/ytclone").path]
        let completion = Pipe()
        bash.standardOutput = completion
        try bash.run()
        bash.waitUntilExit()
        #expect(bash.terminationStatus == 0)
        #expect(String(decoding: completion.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("ytclone"))
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_ytclone"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef ytclone"))
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/ytclone.1"), encoding: .utf8)
        #expect(page.contains(".Dt YTCLONE 1"))

        // Something of the person's own in the same folders stays.
        let mine = prefix.appendingPathComponent("bin/mine")
        try Data("keep".utf8).write(to: mine)
        let uninstall = try Self.script(["--prefix", prefix.path, "--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.output)")
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        #expect(FileManager.default.fileExists(atPath: mine.path))
    }

    @Test func anUnknownArgumentIsAUsageError() throws {
        let result = try Self.script(["--perfix", "/tmp/x"])
        #expect(result.status == 64)
        #expect(result.output.contains("error: unknown argument '--perfix'"))
    }
}
