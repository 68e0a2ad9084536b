/// The page tokens of offset-paged lists (search, charts, playlists, playlist items).
///
/// Real tokens are base64url protobuf messages: field 1 is the item offset (varint), field 2 is
/// 0 for forward and 1 for backward. `CAUQAA` is offset 5 forward; `CAoQAQ` offset 10 backward.
/// A backward token points at the first item of the page it came from, so the previous page
/// ends just before that offset.
struct OffsetPageToken: Sendable, Equatable {
    let offset: Int
    let backward: Bool

    init(offset: Int, backward: Bool) {
        self.offset = offset
        self.backward = backward
    }

    var encoded: String {
        var bytes: [UInt8] = [0x08]
        var value = UInt64(offset)
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
        bytes += [0x10, backward ? 1 : 0]
        return Base64.encode(bytes, urlSafe: true, padded: false)
    }

    /// Parses a token; `nil` when it is not exactly such a message.
    init?(_ token: String) {
        guard token.utf8.count <= 16, let bytes = Base64.decode(token), bytes.first == 0x08 else { return nil }
        var index = 1
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count, shift < 35 {
            let byte = bytes[index]
            value |= UInt64(byte & 0x7F) << shift
            index += 1
            shift += 7
            if byte & 0x80 == 0 { break }
        }
        guard index + 2 == bytes.count, bytes[index] == 0x10, bytes[index + 1] <= 1, value <= 1_000_000,
            Self(offset: Int(value), backward: bytes[index + 1] == 1).encoded == token
        else { return nil }
        offset = Int(value)
        backward = bytes[index + 1] == 1
    }
}

/// One page cut from an ordered list, with the tokens that lead to its neighbours.
struct OffsetPage<Element> {
    let items: ArraySlice<Element>
    let start: Int
    let nextPageToken: String?
    let prevPageToken: String?

    /// Cuts the page `token` points at (the first page without one).
    init(_ all: [Element], token: String?, maxResults: Int) throws {
        var start = 0
        if let token, !token.isEmpty {
            guard let parsed = OffsetPageToken(token) else { throw APIError.invalidPageToken }
            start = parsed.backward ? max(0, parsed.offset - maxResults) : parsed.offset
        }
        let end = min(all.count, start + maxResults)
        self.start = start
        items = start < end ? all[start..<end] : []
        nextPageToken = maxResults > 0 && end < all.count ? OffsetPageToken(offset: end, backward: false).encoded : nil
        prevPageToken = start > 0 ? OffsetPageToken(offset: start, backward: true).encoded : nil
    }
}
