/// The long opaque page tokens of `commentThreads.list` and `comments.list`.
///
/// Real ones are standard base64 of an inner base64url blob (more than 100 characters). Ours
/// carry the offset and a check bound to the seed and the listing's context (video or parent,
/// order, search terms), so a token replayed against another listing is rejected with
/// `invalidPageToken`, as a client reusing a stale cursor would see.
enum CommentPageToken {
    private static let prefix = "ADSJ_i"

    static func encode(offset: Int, context: String, seed: UInt64) -> String {
        let check = checksum(offset: offset, context: context, seed: seed)
        var filler = SplitMix64(check)
        var bytes: [UInt8] = [1]
        bytes += (0..<4).map { UInt8(truncatingIfNeeded: offset >> ($0 * 8)) }
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: check >> ($0 * 8)) }
        bytes += (0..<48).map { _ in UInt8(truncatingIfNeeded: filler.next()) }
        let inner = prefix + Base64.encode(bytes, urlSafe: true, padded: false)
        return Base64.encode(Array(inner.utf8), urlSafe: false, padded: true)
    }

    /// The offset a token encodes, or `nil` when it is malformed or from another listing.
    ///
    /// Read leniently, like offset tokens: either base64 alphabet, padding or not, a `+` that
    /// arrived as a space, and any filler after the offset and check. The check still binds the
    /// token to its listing and seed, so garbage and other listings' tokens are refused.
    static func decode(_ token: String, context: String, seed: UInt64) -> Int? {
        guard let outer = Base64.decode(token.replacing(" ", with: "+")),
            let inner = String(validating: outer, as: UTF8.self),
            inner.hasPrefix(prefix), let bytes = Base64.decode(String(inner.dropFirst(prefix.count))),
            bytes.count >= 13, bytes[0] == 1
        else { return nil }
        let offset = bytes[1...4].enumerated().reduce(0) { $0 | Int($1.element) << ($1.offset * 8) }
        let check = bytes[5...12].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
        guard check == checksum(offset: offset, context: context, seed: seed) else { return nil }
        return offset
    }

    private static func checksum(offset: Int, context: String, seed: UInt64) -> UInt64 {
        SplitMix64.mix(seed ^ Digest.hash64(context) ^ SplitMix64.mix(UInt64(offset) &+ 0x51))
    }
}
