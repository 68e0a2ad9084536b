/// Deterministic, non-cryptographic digests for ETags and opaque identifiers.
///
/// ETags only need to change when the bytes change and to look like Google's (27 base64url
/// characters, i.e. 20 bytes); three independent FNV-1a lanes finished with SplitMix64 give
/// that without pulling in a crypto library.
enum Digest {
    /// 20 bytes derived from `bytes`.
    static func bytes20(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var lanes: (UInt64, UInt64, UInt64) = (0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x1F35_1A2B_3C4D_5E6F)
        let prime: UInt64 = 0x0000_0100_0000_01B3
        for byte in bytes {
            lanes.0 = (lanes.0 ^ UInt64(byte)) &* prime
            lanes.1 = (lanes.1 ^ UInt64(byte ^ 0x5A)) &* prime
            lanes.2 = (lanes.2 ^ UInt64(byte ^ 0xA5)) &* prime
        }
        let words = [SplitMix64.mix(lanes.0), SplitMix64.mix(lanes.1 ^ lanes.0), SplitMix64.mix(lanes.2 ^ lanes.1)]
        let all = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
        return Array(all.prefix(20))
    }

    /// A 27-character base64url ETag such as `9sIVzjSfOfk6gN357UcUDTWRTec`.
    static func etag(_ bytes: some Sequence<UInt8>) -> String {
        Base64.encode(bytes20(bytes), urlSafe: true, padded: false)
    }

    /// A 27-character ETag for a text key (an item's kind and id).
    static func etag(for key: String) -> String {
        etag(key.utf8)
    }

    /// A 64-bit hash of a string, for seeding per-item streams.
    static func hash64(_ text: String) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return SplitMix64.mix(value)
    }
}
