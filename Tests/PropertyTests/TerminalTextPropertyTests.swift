import PropertyBased
import Testing
import YTCore
import YTFuzzing

@Suite struct TerminalTextPropertyTests {
    @Test func sanitizedTextHoldsNothingATerminalActsOn() async {
        await propertyCheck(count: 300, input: Hostile.text, Gen.bool) { text, keepNewlines in
            let safe = TerminalText.sanitize(text, keepNewlines: keepNewlines)
            let hazards = safe.unicodeScalars.filter { TerminalHazard.contains($0, keepingNewlines: keepNewlines) }
            #expect(hazards.isEmpty, "left \(hazards.map { "U+" + String($0.value, radix: 16) })")
        }
    }

    @Test func sanitizingTwiceChangesNothingMore() async {
        await propertyCheck(count: 300, input: Hostile.text, Gen.bool) { text, keepNewlines in
            let once = TerminalText.sanitize(text, keepNewlines: keepNewlines)
            #expect(TerminalText.sanitize(once, keepNewlines: keepNewlines) == once)
        }
    }

    @Test func printableTextIsLeftAlone() async {
        await propertyCheck(count: 300, input: Hostile.printable, Gen.bool) { text, keepNewlines in
            #expect(TerminalText.sanitize(text, keepNewlines: keepNewlines) == text)
        }
    }

    @Test func sanitizeOnlyDeletesAndTurnsBreaksIntoSpaces() async {
        await propertyCheck(count: 300, input: Hostile.text) { text in
            let spaced = text.unicodeScalars.map { "\t\n\r".unicodeScalars.contains($0) ? " " : $0 }
            var remaining = spaced[...]
            for scalar in TerminalText.sanitize(text).unicodeScalars {
                guard let match = remaining.firstIndex(of: scalar) else {
                    Issue.record("U+\(String(scalar.value, radix: 16)) is not from the input, or out of order")
                    return
                }
                remaining = remaining[(match + 1)...]
            }
        }
    }

    @Test func escapeSequencesVanishWholeAndTheTextAroundThemStays() async {
        await propertyCheck(count: 300, input: Hostile.printable, Self.escapeSequence, Hostile.printable) {
            before, sequence, after in
            #expect(TerminalText.sanitize(before + sequence + after) == before + after)
        }
    }

    @Test func truncatedTextFitsTheColumns() async {
        await propertyCheck(count: 300, input: Hostile.text, Gen.int(in: -2...40)) { text, columns in
            #expect(TerminalText.width(TerminalText.truncate(text, to: columns)) <= max(columns, 0))
        }
    }

    @Test func textThatFitsIsNotTruncated() async {
        await propertyCheck(count: 300, input: Hostile.text) { text in
            let width = TerminalText.width(text)
            #expect(TerminalText.truncate(text, to: width) == text)
            #expect(TerminalText.truncate(text, to: width + 3) == text)
        }
    }

    @Test func truncationKeepsTheLongestPrefixThatFitsAndAddsAnEllipsis() async {
        await propertyCheck(count: 300, input: Hostile.text, Gen.int(in: 1...40)) { text, columns in
            guard TerminalText.width(text) > columns else { return }
            let cut = TerminalText.truncate(text, to: columns)
            let kept = String(String.UnicodeScalarView(cut.unicodeScalars.dropLast()))
            #expect(cut.unicodeScalars.last == "…")
            #expect(text.unicodeScalars.starts(with: kept.unicodeScalars), "\(cut.debugDescription) is not a prefix")
            // One more character of the input would not have fitted beside the ellipsis.
            let next = text.dropFirst(kept.count).first
            #expect(next.map { TerminalText.width(kept) + TerminalText.width(of: $0) > columns - 1 } ?? false)
        }
    }

    @Test func paddingReachesTheColumnsAndKeepsTheText() async {
        await propertyCheck(count: 200, input: Self.startsACharacter, Gen.int(in: 0...40), Gen.bool) {
            text, columns, right in
            let padded = TerminalText.pad(text, to: columns, right: right)
            #expect(TerminalText.width(padded) == max(columns, TerminalText.width(text)))
            let (scalars, textScalars) = (Array(padded.unicodeScalars), Array(text.unicodeScalars))
            #expect(right ? scalars.suffix(textScalars.count) == textScalars[...] : scalars.starts(with: textScalars))
        }
    }

    /// Found by `paddingReachesTheColumnsAndKeepsTheText`: a variation selector with no emoji before it
    /// counted two columns, so a right-aligned "\u{FE0F}" padded to 3 came out 2 wide.
    @Test(arguments: [("\u{FE0F}", 0), ("a\u{FE0F}", 1), (" \u{FE0F}", 1), ("❤\u{FE0F}", 2), ("1\u{FE0F}\u{20E3}", 2)])
    func aVariationSelectorWidensOnlyAnEmoji(text: String, columns: Int) {
        #expect(TerminalText.width(text) == columns)
        #expect(TerminalText.width(TerminalText.pad(text, to: 3, right: true)) == 3)
    }

    /// Printable text whose first scalar starts a character, so right-aligned padding cannot merge
    /// into it: a space followed by a mark or an emoji modifier is one character with one width.
    static let startsACharacter = Hostile.printable.map { text -> String in
        let joining: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark, .format]
        let scalars = text.unicodeScalars.drop {
            joining.contains($0.properties.generalCategory) || $0.properties.isGraphemeExtend
                || $0.properties.isEmojiModifier
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A CSI, OSC, DCS or two-character escape sequence, 7-bit or 8-bit, with random parameters.
    static let escapeSequence = zip(
        Gen<Int>.value(in: 0...4),
        Gen<Character?>.element(of: Array("0123456789;:?<>= !\"#$%&'()*+,-./")).map { $0! }.string(of: 0...12),
        Gen<UInt8>.value(in: 0x40...0x7E),
        Hostile.printable
    ).map { kind, parameters, final, payload -> String in
        let final = String(UnicodeScalar(final))
        // Printable text holds neither BEL nor ESC, so the payload cannot end a string sequence early.
        switch kind {
        case 0: return "\u{1B}[" + parameters + final
        case 1: return "\u{9B}" + parameters + final
        case 2: return "\u{1B}]" + payload + "\u{07}"
        case 3: return "\u{1B}P" + payload + "\u{1B}\\"
        default: return "\u{1B}" + ("[]PX^_".contains(final) ? "c" : final)
        }
    }
}
