import Foundation
import Testing

/// Help at 80 columns: argument-parser wraps the prose itself (the source's paragraphs are one line
/// each, so nothing wraps twice), and no example command is long enough to be broken mid-line.
@Suite struct HelpLayoutTests {
    /// Every command path under the root, from the SUBCOMMANDS lists of the help itself.
    static func commands(under path: [String] = []) throws -> [[String]] {
        let help = try CommandRunner.ytclone(["help"] + path, environment: ["COLUMNS": "80"])
        var found: [[String]] = []
        var inList = false
        for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("SUBCOMMANDS:") { inList = true; continue }
            if line.isEmpty { inList = false; continue }
            if inList, line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first {
                // Aliases follow the name: "remove, rm, delete".
                let command = path + [String(name.trimmingCharacters(in: CharacterSet(charactersIn: ",")))]
                found.append(command)
                found += try commands(under: command)
            }
        }
        return found
    }

    @Test func everyHelpFitsEightyColumns() throws {
        let all = try Self.commands()
        #expect(all.count >= 35, "\(all)")
        for command in all {
            let help = try CommandRunner.ytclone(["help"] + command, environment: ["COLUMNS": "80"])
            #expect(help.status == 0, "\(command)")
            let lines = help.stdout.split(separator: "\n")
            // argument-parser never wraps its USAGE line; everything else is wrapped or ours.
            for line in lines where !line.hasPrefix("USAGE:") {
                #expect(line.count <= 80, "ytclone help \(command.joined(separator: " ")): \(line)")
            }
            // A paragraph wrapped twice leaves a short line followed by one that goes on in lower case.
            for (line, next) in zip(lines, lines.dropFirst()) where !line.hasPrefix(" ") && !next.hasPrefix(" ") {
                let short = line.count < 50 && !line.hasSuffix(".") && !line.hasSuffix(":")
                #expect(!(short && next.first?.isLowercase == true),
                        "ytclone help \(command.joined(separator: " ")) wraps twice: \(line) / \(next)")
            }
        }
    }
}
