import CompressNIO
import Foundation
import NIOCore

/// Google's documented rule: a body is gzip-encoded only when the request both accepts gzip
/// and says `gzip` in its `User-Agent`.
enum GzipEncoding {
    static func isRequested(acceptEncoding: String?, userAgent: String?) -> Bool {
        guard let acceptEncoding, let userAgent else { return false }
        let accepts = acceptEncoding.lowercased().split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
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
