import Foundation
import Testing

/// docs/man/ytclone.1 is generated from the commands (scripts/man.sh); it must not fall behind.
@Suite struct ManPageTests {
    @Test func manPageNamesEveryCommand() throws {
        let help = try CommandRunner.ytclone(["--help"])
        #expect(help.status == 0)
        // The names under each "… SUBCOMMANDS:" heading, up to the blank line that ends it.
        var commands: [String] = []
        var inGroup = false
        for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("SUBCOMMANDS:") { inGroup = true; continue }
            if line.isEmpty { inGroup = false; continue }
            if inGroup, line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first {
                commands.append(String(name))
            }
        }
        #expect(commands.count >= 15, "\(commands)")
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/man/ytclone.1")
        let text = try String(contentsOf: page, encoding: .utf8)
        for command in commands {
            #expect(text.contains(".It Em \(command)\n"),
                    "docs/man/ytclone.1 lacks \(command): run scripts/man.sh")
        }
    }

    /// The page has the sections a reader looks for, every exit status, and renders without a
    /// warning (with groff, when it is installed).
    @Test func manPageHasItsSectionsAndNoWarnings() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/man/ytclone.1")
        let text = try String(contentsOf: page, encoding: .utf8)
        for section in [".Sh ENVIRONMENT", ".Sh FILES", ".Sh EXIT STATUS", ".Sh EXAMPLES"] {
            #expect(text.contains(section + "\n"), "\(section)")
        }
        for status in ["0", "64", "65", "66", "69", "70", "73", "74", "75", "77", "78"] {
            #expect(text.contains("\n.It \(status)\n"), "exit status \(status)")
        }
        #expect(!text.contains("\n\n"), "no blank lines, which mdoc warns about")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return }
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-mandoc", "-Tutf8", "-ww", "-z", page.path]
        let errors = Pipe()
        groff.standardError = errors
        try groff.run()
        groff.waitUntilExit()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
