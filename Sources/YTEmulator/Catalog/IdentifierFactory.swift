/// Mints YouTube-shaped ids that are unique within one catalog.
///
/// Real ids are base64url encodings of fixed-size integers, so their last character comes from
/// a restricted set (a 16-byte channel id ends in one of `AQgw`, a 64-bit video id in one of
/// `AEIMQUYcgkosw048`); copying that keeps clients' id validators honest.
struct IdentifierFactory {
    private var rng: SplitMix64
    private var issued: Set<String> = []

    /// - Parameter stream: another stream mints other ids, such as those of published uploads.
    init(seed: UInt64, stream: UInt64 = 0x1D) {
        rng = SplitMix64(seed, stream)
    }

    mutating func channelId() -> String {
        unique { "UC" + $0.symbols(21) + String($0.pickCharacter("AQgw")) }
    }

    mutating func videoId() -> String {
        unique { $0.symbols(10) + String($0.pickCharacter("AEIMQUYcgkosw048")) }
    }

    mutating func playlistId() -> String {
        unique { "PL" + $0.symbols(32) }
    }

    /// A synthetic commenter's channel id; these are not catalog channels.
    mutating func commenterChannelId(using stream: inout SplitMix64) -> String {
        "UC" + Self.symbols(21, using: &stream) + String(Self.pickCharacter("AQgw", using: &stream))
    }

    private mutating func unique(_ make: (inout IdentifierFactory) -> String) -> String {
        while true {
            let candidate = make(&self)
            if issued.insert(candidate).inserted { return candidate }
        }
    }

    private mutating func symbols(_ count: Int) -> String {
        Self.symbols(count, using: &rng)
    }

    private mutating func pickCharacter(_ set: String) -> Character {
        Self.pickCharacter(set, using: &rng)
    }

    static func symbols(_ count: Int, using stream: inout SplitMix64) -> String {
        String(decoding: (0..<count).map { _ in Base64.urlAlphabet[Int(stream.next() & 63)] }, as: UTF8.self)
    }

    static func pickCharacter(_ set: String, using stream: inout SplitMix64) -> Character {
        stream.pick(Array(set))
    }
}
