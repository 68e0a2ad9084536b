/// The page tokens of offset-paged lists (search, charts, playlists, playlist items, activities).
///
/// Real tokens are base64url protobuf messages: field 1 is the item offset (varint), field 2 is
/// 0 for forward and 1 for backward. `CAUQAA` is offset 5 forward; `CAoQAQ` offset 10 backward.
/// A backward token points at the first item of the page it came from, so the previous page
/// ends just before that offset.
///
/// The emulator writes the canonical form and reads any message that means a position, as
/// Google does: clients build their own tokens (WWW::YoutubeViewer writes offset 5 as
/// `CIUAEAA`, a two-byte varint), so decoding accepts non-minimal varints, standard or url-safe
/// base64 with or without `=` padding, fields in any order, a missing field 2 (forward), and
/// unknown fields, which are skipped.
struct OffsetPageToken: Sendable, Equatable {
    let offset: Int
    let backward: Bool

    init(offset: Int, backward: Bool) {
        self.offset = offset
        self.backward = backward
    }

    /// The canonical spelling: minimal varints, field 1 then field 2, base64url without padding.
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

    /// Parses any token that is such a message; `nil` for anything else (not base64, not
    /// protobuf, no offset, a direction other than 0 or 1, an offset beyond a million).
    init?(_ token: String) {
        // A `+` the client did not percent-encode arrives as a space.
        let text = token.replacing(" ", with: "+")
        guard text.utf8.count <= 256, let bytes = Base64.decode(text), let message = Self.parse(bytes) else {
            return nil
        }
        (offset, backward) = message
    }

    /// Whether `token` is exactly the spelling the emulator itself writes for its position.
    static func isCanonical(_ token: String) -> Bool {
        OffsetPageToken(token).map { $0.encoded == token } ?? false
    }

    private static func parse(_ bytes: [UInt8]) -> (offset: Int, backward: Bool)? {
        var reader = ProtobufReader(bytes: bytes)
        var offset: UInt64?
        var direction: UInt64 = 0
        while !reader.atEnd {
            guard let key = reader.varint() else { return nil }
            let field = key >> 3
            let wireType = key & 7
            guard field > 0 else { return nil }
            if field == 1 || field == 2 {
                // Offset and direction are varints; any other wire type is not our message.
                guard wireType == 0, let value = reader.varint() else { return nil }
                if field == 1 { offset = value } else { direction = value }
            } else {
                guard reader.skip(wireType: wireType) else { return nil }
            }
        }
        guard let offset, offset <= 1_000_000, direction <= 1 else { return nil }
        return (Int(offset), direction == 1)
    }
}

/// Reads protobuf wire format: varints and the skippable wire types.
struct ProtobufReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index >= bytes.count }

    /// A varint of at most ten bytes, minimal or not; `nil` when cut short or over 64 bits.
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if shift == 63 && byte > 1 { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    /// Skips one value of an unknown field; `false` for groups, unknown wire types or truncation.
    mutating func skip(wireType: UInt64) -> Bool {
        switch wireType {
        case 0: return varint() != nil
        case 1: return advance(8)
        case 2:
            guard let length = varint(), length <= UInt64(bytes.count) else { return false }
            return advance(Int(length))
        case 5: return advance(4)
        default: return false
        }
    }

    private mutating func advance(_ count: Int) -> Bool {
        guard bytes.count - index >= count else { return false }
        index += count
        return true
    }
}

/// One page cut from an ordered list, with the tokens that lead to its neighbours.
struct OffsetPage<Element> {
    let items: ArraySlice<Element>
    let start: Int
    let nextPageToken: String?
    let prevPageToken: String?

    /// Cuts the page `query`'s `pageToken` points at (the first page without one).
    ///
    /// A token must point inside this listing: forward at most at its end, backward after its
    /// start; anything else, like garbage, is `invalidPageToken`. Strict mode also refuses a
    /// token that is valid but not spelled as the emulator spells it.
    init(_ all: [Element], query: QueryParameters, maxResults: Int) throws {
        try self.init(all, token: query.value("pageToken"), maxResults: maxResults, query: query)
    }

    init(_ all: [Element], token: String?, maxResults: Int, query: QueryParameters? = nil) throws {
        var start = 0
        if let token, !token.isEmpty {
            guard let parsed = OffsetPageToken(token),
                parsed.offset <= all.count, !parsed.backward || parsed.offset >= 1
            else { throw APIError.invalidPageToken }
            if parsed.encoded != token {
                try query?.refuse(
                    "invalidPageToken", parameter: "pageToken",
                    "the page token '\(token)' is not in the form the API writes ('\(parsed.encoded)' for the same "
                        + "position); page tokens are opaque and should be sent back exactly as received.")
            }
            start = parsed.backward ? max(0, parsed.offset - maxResults) : parsed.offset
        }
        let end = min(all.count, start + maxResults)
        self.start = start
        items = start < end ? all[start..<end] : []
        nextPageToken = maxResults > 0 && end < all.count ? OffsetPageToken(offset: end, backward: false).encoded : nil
        prevPageToken = start > 0 ? OffsetPageToken(offset: start, backward: true).encoded : nil
    }
}
