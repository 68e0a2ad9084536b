import ArgumentParser
import Foundation
import YTCore

extension YTClone.CommentCommand {
    /// `ytclone comment import FILE`: adds comments from NDJSON, such as an earlier export.
    struct Import: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Add comments from NDJSON lines with videoId and text (- reads stdin).",
            discussion: """
                Each line is an object with "videoId" and "text", the shape `ytclone comments VIDEO --source local --format ndjson` prints, so an export of one account can be imported by another. Each comment is stored on its own, so an interrupted import keeps what it added.

                Example:
                  ytclone comments dQw4w9WgXcQ --source local --format ndjson > mine.ndjson
                  ytclone comment import mine.ndjson
                """)

        @Argument(help: ArgumentHelp("An NDJSON file, or - for stdin.", valueName: "file")) var file: String
        @OptionGroup var output: OutputOptions

        private struct Line: Decodable {
            var videoId: String
            var text: String
        }

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.user()
            let service = try environment.commentService()
            let decoder = JSONDecoder()
            var added = 0
            for (number, line) in try lines(stdin: environment.host.stdin).enumerated() where !line.isEmpty {
                let entry: Line
                do {
                    entry = try decoder.decode(Line.self, from: Data(line.utf8))
                } catch {
                    throw CLIError.invalidOption(name: "line \(number + 1) of \(file)", value: String(line.prefix(40)),
                                                 accepted: #"{"videoId": "…", "text": "…"}"#)
                }
                _ = try service.add(entry.text, to: try VideoReference.id(from: entry.videoId), by: user)
                added += 1
            }
            environment.console.note("Imported \(HumanFormat.counted(added, "comment")).")
        }

        /// At most 64 MB: thousands of comments of the longest kind, and never a whole runaway pipe.
        static let maxBytes = 64_000_000

        private func lines(stdin: Int32) throws -> [Substring] {
            let data = try InputFile.read(file, limit: Self.maxBytes, what: "FILE", stdin: stdin)
            return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
    }
}
