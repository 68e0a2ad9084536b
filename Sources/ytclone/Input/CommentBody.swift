import Foundation
import YTCore

/// The text of a comment: the argument, or a file, or stdin with `--body-file -`.
///
/// At most 64 KiB is read, enough for 10,000 characters of any script, so a huge file is
/// refused without being read whole.
enum CommentBody {
    static let maxBytes = 64 * 1024

    static func read(text: String?, file: String?) throws -> String {
        switch (text, file) {
        case (let text?, nil):
            return text
        case (nil, let file?):
            let handle: FileHandle
            if file == "-" {
                handle = FileHandle.standardInput
            } else if let opened = FileHandle(forReadingAtPath: file) {
                handle = opened
            } else {
                throw CLIError.invalidOption(name: "--body-file", value: file, accepted: "a readable file or -")
            }
            let data = (try? handle.read(upToCount: maxBytes + 1)) ?? Data()
            guard data.count <= maxBytes else {
                throw CoreError.commentLength(count: CommentService.maxLength + 1, limit: CommentService.maxLength)
            }
            return String(decoding: data, as: UTF8.self)
        case (.some, .some):
            throw CLIError.invalidOption(name: "--body-file", value: file ?? "", accepted: "either TEXT or --body-file, not both")
        case (nil, nil):
            throw CLIError.invalidOption(name: "TEXT", value: "", accepted: "the comment as an argument, or --body-file FILE|-")
        }
    }
}
