/// Fills `{w}`-style placeholders in the vocabulary's templates.
///
/// `{w}`/`{w2}`/`{w3}` are topic words (`{W}` capitalised), `{n}`/`{s}` numbers, `{y}` a year,
/// `{place}` a city, `{mention}` an @handle of a real catalog channel, `{tag}`/`{tag2}` hashtags.
/// One pass over the template, drawing random values only for the placeholders it contains:
/// the catalog fills about fifteen thousand templates at start-up.
struct TextTemplate {
    let topic: Vocabulary.Topic
    let handles: [String]
    let year: Int

    func fill(_ template: String, using rng: inout SplitMix64) -> String {
        let word = rng.pick(topic.words)
        var output = ""
        output.reserveCapacity(template.utf8.count + 32)
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            output += rest[..<open]
            output += value(for: rest[rest.index(after: open)..<close], word: word, rng: &rng)
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }

    private func value(for name: Substring, word: String, rng: inout SplitMix64) -> String {
        switch name {
        case "w": return word
        case "W": return word.prefix(1).uppercased() + word.dropFirst()
        case "w2":
            let second = rng.pick(topic.words)
            return second != word ? second : topic.words[(topic.words.firstIndex(of: word)! + 1) % topic.words.count]
        case "w3": return rng.pick(topic.words).split(separator: " ").joined(separator: "-")
        case "n": return String(rng.int(2...59))
        case "s":
            let seconds = rng.int(0...59)
            return seconds < 10 ? "0\(seconds)" : String(seconds)
        case "y": return String(year)
        case "place": return rng.pick(Vocabulary.places)
        case "mention": return handles.isEmpty ? "@youtube" : "@" + rng.pick(handles)
        case "tag", "tag2": return rng.pick(topic.hashtags)
        default: return "{\(name)}"
        }
    }
}
