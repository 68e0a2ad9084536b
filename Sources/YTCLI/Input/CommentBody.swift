import ArgumentParser
import Foundation
import YTCore

/// The text of a comment: the argument, or a file, or stdin with `--body-file -`.
///
/// At most 64 KiB is read, enough for 10,000 characters of any script, so a huge file is
/// refused without being read whole.
enum CommentBody {
    static let maxBytes = 64 * 1024

    /// Refuses both or neither as a usage error (64), before anything runs.
    static func validate(text: String?, file: String?) throws {
        switch (text, file) {
        case (.some, .some):
            throw ValidationError("Give the comment as TEXT or with --body-file: either TEXT or --body-file, not both.")
        case (nil, nil):
            throw ValidationError("Missing the comment: give TEXT, or --body-file FILE (- for stdin).")
        default:
            return
        }
    }

    /// The text, read from `file` when there is one (the command's `validate` has refused both
    /// and neither).
    static func read(text: String?, file: String?, stdin: Int32) throws -> String {
        guard let file else { return text ?? "" }
        do {
            return String(decoding: try InputFile.read(file, limit: maxBytes, what: "--body-file", stdin: stdin),
                          as: UTF8.self)
        } catch CLIError.invalidOption(_, _, let accepted) where accepted.hasPrefix("a file of at most") {
            throw CoreError.commentLength(count: CommentService.maxLength + 1, limit: CommentService.maxLength)
        }
    }
}
