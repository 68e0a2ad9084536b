import CompressNIO
import Foundation
import NIOCore

/// Google's documented rule: a body is gzip-encoded only when the request both accepts gzip
/// and says `gzip` in its `User-Agent`.
enum GzipEncoding {
    static func isRequested(acceptEncoding: String?, userAgent: String?) -> Bool {
        guard let acceptEncoding, let userAgent else { return false }
        let accepts = acceptEncoding.lowercased().split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingSpaces() }
            return parts.first == "gzip" && !parts.dropFirst().contains("q=0")
        }
        return accepts && userAgent.lowercased().contains("gzip")
    }

    static func compress(_ body: [UInt8]) throws -> [UInt8] {
        var input = ByteBuffer(bytes: body)
        let output = try input.compress(with: .gzip())
        return Array(output.readableBytesView)
    }
}

private extension Substring {
    /// Without spaces and tabs at either end (RFC 9110's optional whitespace).
    func trimmingSpaces() -> Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
