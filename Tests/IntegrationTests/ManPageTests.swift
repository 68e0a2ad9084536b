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
}
