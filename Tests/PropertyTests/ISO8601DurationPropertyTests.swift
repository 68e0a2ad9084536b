import PropertyBased
import Testing
import YouTubeAPI

@Suite struct ISO8601DurationPropertyTests {
    @Test func readsBackTheSecondsItWasWrittenFrom() async {
        await propertyCheck(count: 500, input: Gen<Int>.value(in: 0...20_000_000_000)) { seconds in
            #expect(ISO8601Duration(Self.canonical(seconds))?.seconds == seconds)
        }
    }

    @Test func addsUpAnyChoiceOfParts() async {
        let part = zip(Gen<Int>.value(in: 0...100_000).optional(valueRate: 0.6), Gen<Int>.value(in: 0...3))
        await propertyCheck(count: 500, input: part.array(of: 5)) { parts in
            // Each present part, as written with a few leading zeros: weeks, days, hours, minutes, seconds.
            let designators = ["W", "D", "H", "M", "S"]
            let written = parts.enumerated().map { index, part in
                part.0.map { String(repeating: "0", count: part.1) + String($0) + designators[index] } ?? ""
            }
            let date = written[0...1].joined()
            let time = written[2...4].joined()
            guard !date.isEmpty || !time.isEmpty else { return }
            let text = "P" + date + (time.isEmpty ? "" : "T" + time)
            let units = [604_800, 86_400, 3_600, 60, 1]
            let seconds = zip(parts, units).reduce(0) { $0 + ($1.0.0 ?? 0) * $1.1 }
            #expect(ISO8601Duration(text)?.seconds == seconds, "\(text)")
        }
    }

    @Test func agreesWithTheGrammarOnAnyStringOfItsLetters() async {
        let pieces = Gen<String?>.element(of: [
            "P", "T", "W", "D", "H", "M", "S", "0", "1", "7", "59", "99999999999999999999", "9223372036854775807",
            "Y", ".", ",", "-", "+", " ", "p", "t", "٣", "１", "½", "PT", "1H", "30M", "5S", "\u{0}",
        ]).map { $0! }
        await propertyCheck(count: 1_000, input: pieces.array(of: 0...8).map { $0.joined() }) { text in
            #expect(ISO8601Duration(text)?.seconds == Self.reference(text), "\(text.debugDescription)")
        }
    }

    @Test func refusesHostileTextWithoutCrashing() async {
        await propertyCheck(count: 300, input: Hostile.text) { text in
            let duration = ISO8601Duration(text)
            #expect(duration == nil || text.hasPrefix("P"))
            #expect((duration?.seconds ?? 0) >= 0)
        }
    }

    // MARK: - Helpers

    /// `seconds` as YouTube writes it: days, then hours, minutes and seconds, zero parts left out.
    static func canonical(_ seconds: Int) -> String {
        let (days, hours, minutes, rest) = (seconds / 86_400, seconds / 3_600 % 24, seconds / 60 % 60, seconds % 60)
        var time = hours > 0 ? "\(hours)H" : ""
        if minutes > 0 { time += "\(minutes)M" }
        if rest > 0 || (days == 0 && time.isEmpty) { time += "\(rest)S" }
        return "P" + (days > 0 ? "\(days)D" : "") + (time.isEmpty ? "" : "T" + time)
    }

    /// The seconds `text` stands for by the grammar in `ISO8601Duration`'s documentation, worked out
    /// with a regular expression; nil when it does not match or the total does not fit in an `Int`.
    static func reference(_ text: String) -> Int? {
        let grammar = /P(?:([0-9]+)W)?(?:([0-9]+)D)?(?:T(?:([0-9]+)H)?(?:([0-9]+)M)?(?:([0-9]+)S)?)?/
        guard let match = text.wholeMatch(of: grammar) else { return nil }
        let parts = [match.1, match.2, match.3, match.4, match.5]
        let hasTime = text.contains("T")
        // At least one part, and a T only when a time part follows it.
        guard parts.contains(where: { $0 != nil }), !hasTime || parts[2...].contains(where: { $0 != nil }) else {
            return nil
        }
        var total = 0
        for (part, unit) in zip(parts, [604_800, 86_400, 3_600, 60, 1]) {
            guard let part else { continue }
            guard let number = Int(part) else { return nil }
            let (product, productOverflow) = number.multipliedReportingOverflow(by: unit)
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !productOverflow, !sumOverflow else { return nil }
            total = sum
        }
        return total
    }
}
