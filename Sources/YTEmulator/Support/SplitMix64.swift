import Foundation

/// A tiny, fast, seedable PRNG (Steele, Lea & Flood's SplitMix64).
///
/// The catalog must come out identical for the same seed on every machine and every run, so it
/// never touches `SystemRandomNumberGenerator`. Independent streams are made by seeding with
/// ``mix(_:)`` of a tag and an index, which lets comments for one video be generated without
/// generating anything else.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A stream derived from `seed` and a list of discriminators (a tag, an index…).
    init(_ seed: UInt64, _ parts: UInt64...) {
        var value = seed
        for part in parts { value = Self.mix(value ^ Self.mix(part &+ 0x9E37_79B9_7F4A_7C15)) }
        state = value
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 finaliser: a good 64-bit avalanche function on its own.
    static func mix(_ input: UInt64) -> UInt64 {
        var z = input
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform double in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A uniformly chosen element; `items` must not be empty.
    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    /// A log-uniform integer between `low` and `high`, for heavy-tailed counts such as views.
    mutating func logUniform(_ low: Double, _ high: Double) -> Int64 {
        let exponent = log(low) + unit() * (log(high) - log(low))
        return Int64(exp(exponent))
    }
}
