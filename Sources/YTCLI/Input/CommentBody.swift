import Foundation
import YTCore

/// The text of a comment: the argument, or a file, or stdin with `--body-file -`.
///
/// At most 64 KiB is read, enough for 10,000 characters of any script, so a huge file is
/// refused without being read whole.
enum CommentBody {
    static let maxBytes = 64 * 1024

    static func read(text: String?, file: String?, stdin: Int32) throws -> String {
        switch (text, file) {
        case (let text?, nil):
            return text
        case (nil, let file?):
            do {
                return String(decoding: try InputFile.read(file, limit: maxBytes, what: "--body-file", stdin: stdin), as: UTF8.self)
            } catch CLIError.invalidOption(_, _, let accepted) where accepted.hasPrefix("a file of at most") {
                throw CoreError.commentLength(count: CommentService.maxLength + 1, limit: CommentService.maxLength)
            }
        case (.some, .some):
            throw CLIError.invalidOption(name: "--body-file", value: file ?? "", accepted: "either TEXT or --body-file, not both")
        case (nil, nil):
            throw CLIError.invalidOption(name: "TEXT", value: "", accepted: "the comment as an argument, or --body-file FILE|-")
        }
    }
}
