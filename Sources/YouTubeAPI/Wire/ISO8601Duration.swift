/// A video length as YouTube writes it: an ISO 8601 duration such as `PT21M3S`.
///
/// Accepts `P[n]W[n]DT[n]H[n]M[n]S` with every part optional but at least one present, in that
/// order, each at most once, with whole non-negative numbers: `PT45S`, `PT1H2M3S`,
/// `P1DT2H3M4S`, `P0D` (live and upcoming streams) and `PT0S`. Years and months are rejected
/// because their length in seconds is ambiguous, and fractions because YouTube never sends them.
///
/// ```swift
/// ISO8601Duration("PT21M3S")?.seconds   // 1263
/// ISO8601Duration("1H")                 // nil
/// ```
public struct ISO8601Duration: Sendable, Hashable {
    /// The total length in whole seconds; never negative.
    public let seconds: Int

    /// Creates a duration of `seconds`.
    ///
    /// - Parameter seconds: A length in seconds, at least 0.
    public init(seconds: Int) {
        precondition(seconds >= 0, "A duration is never negative")
        self.seconds = seconds
    }

    /// Parses an ISO 8601 duration, or returns `nil` for anything outside the grammar above.
    ///
    /// - Parameter text: The duration as sent, such as `PT1H2M3S`.
    public init?(_ text: String) {
        var bytes = text.utf8[...]
        guard bytes.popFirst() == UInt8(ascii: "P"), !bytes.isEmpty else { return nil }
        var total = 0
        var inTimePart = false
        // Ranks 1…5 stand for W, D, H, M, S; each designator must outrank the previous one.
        var lastRank = 0
        while !bytes.isEmpty {
            if bytes.first == UInt8(ascii: "T") {
                bytes.removeFirst()
                guard !inTimePart, !bytes.isEmpty else { return nil }
                inTimePart = true
                continue
            }
            guard let number = Self.popNumber(from: &bytes), let designator = bytes.popFirst(),
                let (rank, unit) = Self.unit(for: designator, inTimePart: inTimePart), rank > lastRank
            else { return nil }
            lastRank = rank
            let (product, productOverflow) = number.multipliedReportingOverflow(by: unit)
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !productOverflow, !sumOverflow else { return nil }
            total = sum
        }
        self.seconds = total
    }

    private static func unit(for designator: UInt8, inTimePart: Bool) -> (rank: Int, seconds: Int)? {
        switch (inTimePart, designator) {
        case (false, UInt8(ascii: "W")): (1, 604_800)
        case (false, UInt8(ascii: "D")): (2, 86_400)
        case (true, UInt8(ascii: "H")): (3, 3_600)
        case (true, UInt8(ascii: "M")): (4, 60)
        case (true, UInt8(ascii: "S")): (5, 1)
        default: nil
        }
    }

    /// Removes and returns the leading run of ASCII digits, or `nil` if there is none or it overflows.
    private static func popNumber(from bytes: inout Substring.UTF8View) -> Int? {
        var value = 0
        var sawDigit = false
        while let byte = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            bytes.removeFirst()
            sawDigit = true
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !shiftOverflow, !addOverflow else { return nil }
            value = next
        }
        return sawDigit ? value : nil
    }
}

extension ISO8601Duration: Decodable {
    /// Decodes the duration string; anything outside the grammar is a decoding error rather than
    /// a silent zero, so an API change cannot pass unnoticed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let duration = ISO8601Duration(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected an ISO 8601 duration, got \"\(text)\".")
        }
        self = duration
    }
}
