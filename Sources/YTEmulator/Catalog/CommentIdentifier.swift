/// Encodes a comment's position (video, thread, reply) into a YouTube-shaped id and back.
///
/// Thread ids look like `UgyZ1jqkHKYvi1-ruOZ4AaABAg`; reply ids append `.` and 22 more
/// characters. The 12 (or 16) payload bytes carry the indices masked by a keyed hash plus a
/// check value, so lookups by id need no table, and ids from another seed are rejected.
enum CommentIdentifier {
    static let threadSuffix = "4AaABAg"

    static func threadId(seed: UInt64, video: Int, thread: Int) -> String {
        let check = SplitMix64.mix(seed ^ SplitMix64.mix(0xC0DE ^ UInt64(video) << 20 ^ UInt64(thread)))
        let low = UInt32(truncatingIfNeeded: check)
        let mask = SplitMix64.mix(seed ^ UInt64(low))
        var bytes = littleEndian(low)
        bytes += littleEndian16(UInt16(truncatingIfNeeded: video) ^ UInt16(truncatingIfNeeded: mask))
        bytes += littleEndian16(UInt16(truncatingIfNeeded: thread) ^ UInt16(truncatingIfNeeded: mask >> 16))
        bytes += littleEndian(UInt32(truncatingIfNeeded: check >> 32))
        let flavour = Array("wxyz")[Int(check >> 62)]
        return "Ug" + String(flavour) + Base64.encode(bytes, urlSafe: true, padded: false) + threadSuffix
    }

    /// The (video, thread) a thread id encodes, if it is one of this seed's ids.
    static func decodeThread(_ id: String, seed: UInt64) -> (video: Int, thread: Int)? {
        guard id.utf8.count == 26, id.hasPrefix("Ug"), id.hasSuffix(threadSuffix),
            let bytes = Base64.decode(String(id.dropFirst(3).dropLast(threadSuffix.count))), bytes.count == 12
        else { return nil }
        let low = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        let mask = SplitMix64.mix(seed ^ UInt64(low))
        let video = Int((UInt16(bytes[4]) | UInt16(bytes[5]) << 8) ^ UInt16(truncatingIfNeeded: mask))
        let thread = Int((UInt16(bytes[6]) | UInt16(bytes[7]) << 8) ^ UInt16(truncatingIfNeeded: mask >> 16))
        guard threadId(seed: seed, video: video, thread: thread) == id else { return nil }
        return (video, thread)
    }

    static func replyId(seed: UInt64, video: Int, thread: Int, reply: Int) -> String {
        let parent = threadId(seed: seed, video: video, thread: thread)
        let check = SplitMix64.mix(
            seed ^ SplitMix64.mix(0xBEEF ^ UInt64(video) << 40 ^ UInt64(thread) << 20 ^ UInt64(reply)))
        let low = UInt32(truncatingIfNeeded: check)
        let mask = SplitMix64.mix(seed ^ UInt64(low) ^ 0xBEEF)
        var bytes = littleEndian(low)
        bytes += littleEndian16(UInt16(truncatingIfNeeded: reply) ^ UInt16(truncatingIfNeeded: mask))
        bytes += littleEndian(UInt32(truncatingIfNeeded: check >> 32))
        bytes += littleEndian(UInt32(truncatingIfNeeded: mask >> 32))
        bytes += littleEndian16(UInt16(truncatingIfNeeded: mask >> 16))
        return parent + "." + Base64.encode(bytes, urlSafe: true, padded: false)
    }

    /// The (video, thread, reply) a reply id encodes, if it is one of this seed's ids.
    static func decodeReply(_ id: String, seed: UInt64) -> (video: Int, thread: Int, reply: Int)? {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let parent = decodeThread(String(parts[0]), seed: seed),
            let bytes = Base64.decode(String(parts[1])), bytes.count == 16
        else { return nil }
        let low = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        let mask = SplitMix64.mix(seed ^ UInt64(low) ^ 0xBEEF)
        let reply = Int((UInt16(bytes[4]) | UInt16(bytes[5]) << 8) ^ UInt16(truncatingIfNeeded: mask))
        guard replyId(seed: seed, video: parent.video, thread: parent.thread, reply: reply) == id else { return nil }
        return (parent.video, parent.thread, reply)
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func littleEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
