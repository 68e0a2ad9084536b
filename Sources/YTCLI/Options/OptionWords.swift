import ArgumentParser
import YTCore

/// The words of a command line after its command's name, read as named options without
/// argument-parser's model of the command.
///
/// argument-parser reflects a command and each of its option groups before it reads a word, and the
/// reflection's first runtime type lookups are half of a cached `feed`: the lines scripts and cron
/// run most are read with this instead (`YTClone.Feed.quickParse`). It reads only the forms that
/// argument-parser reads the same way: `--name value`, `--name=value` and flags, each value
/// converted by its type's own `ExpressibleByArgument` (the rule argument-parser applies). Anything
/// else — a word that is not an option, an option named twice, a flag given a value, a value that
/// starts with `-` or that its type refuses — is `Refused`, and the line goes to argument-parser, to
/// be read or answered as it always is.
struct OptionWords {
    /// A line this reader leaves to argument-parser.
    struct Refused: Error {}

    private var rest: ArraySlice<String>
    private var named: Set<Substring> = []
    /// The value typed after `=` in the option just named, until it is read.
    private var inline: Substring?

    init(_ words: ArraySlice<String>) {
        rest = words
    }

    /// The next option's name (`--limit` for `--limit=5` too); nil at the end of the line.
    mutating func name() throws(Refused) -> Substring? {
        // A flag does not read the value typed after its `=`: `--json=yes` is not this reader's.
        guard inline == nil else { throw Refused() }
        guard let word = rest.popFirst() else { return nil }
        guard word.hasPrefix("-"), word != "-", word != "--" else { throw Refused() }
        var name = word[...]
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            name = word[..<equals]
            inline = word[word.index(after: equals)...]
        }
        guard named.insert(name).inserted else { throw Refused() }
        return name
    }

    /// The value of the option just named, as `type` reads it.
    mutating func value<T: ExpressibleByArgument>(_ type: T.Type) throws(Refused) -> T {
        let text: Substring
        if let inline {
            text = inline
            self.inline = nil
        } else {
            guard let next = rest.popFirst(), !next.hasPrefix("-") else { throw Refused() }
            text = next[...]
        }
        guard let value = T(argument: String(text)) else { throw Refused() }
        return value
    }
}

// The option groups' part: each sets the values argument-parser gives a line that names none of
// its options (the declarations' defaults), and reads its own options. QuickParseTests compares
// what these read with what argument-parser reads, option by option, so that a change to one shows.

extension VideoFilterOptions {
    static var unset: Self {
        var options = Self()
        options.minDuration = nil
        options.maxDuration = nil
        options.hideShorts = false
        options.live = nil
        options.unwatched = false
        options.sort = nil
        return options
    }

    /// Reads option `name` when it is one of these; false when it is not.
    mutating func read(_ name: Substring, from words: inout OptionWords) throws(OptionWords.Refused) -> Bool {
        switch name {
        case "--min-duration": minDuration = try words.value(VideoLength.self)
        case "--max-duration": maxDuration = try words.value(VideoLength.self)
        case "--hide-shorts": hideShorts = true
        case "--live": live = try words.value(VideoFilter.Live.self)
        case "--unwatched": unwatched = true
        case "--sort": sort = try words.value(VideoSort.self)
        default: return false
        }
        return true
    }
}

extension PagingOptions {
    static var unset: Self {
        var options = Self()
        options.nextPage = false
        options.prevPage = false
        options.firstPage = false
        options.pageToken = nil
        return options
    }

    /// Reads option `name` when it is one of these; false when it is not.
    mutating func read(_ name: Substring, from words: inout OptionWords) throws(OptionWords.Refused) -> Bool {
        switch name {
        case "--next-page": nextPage = true
        case "--prev-page": prevPage = true
        case "--first-page": firstPage = true
        case "--page-token": pageToken = try words.value(String.self)
        default: return false
        }
        return true
    }
}

extension APIOptions {
    static var unset: Self {
        var options = Self()
        options.apiBase = nil
        options.refresh = false
        options.offline = false
        options.maxCost = nil
        options.timeout = nil
        return options
    }

    /// Reads option `name` when it is one of these; false when it is not.
    mutating func read(_ name: Substring, from words: inout OptionWords) throws(OptionWords.Refused) -> Bool {
        switch name {
        case "--api-base": apiBase = try words.value(String.self)
        case "--refresh": refresh = true
        case "--offline": offline = true
        case "--max-cost": maxCost = try words.value(Int.self)
        case "--timeout": timeout = try words.value(Double.self)
        default: return false
        }
        return true
    }
}

extension OutputOptions {
    static var unset: Self {
        var options = Self()
        options.json = false
        options.format = nil
        options.color = .auto
        options.quiet = false
        options.verbose = false
        options.safeCells = false
        options.progress = .auto
        return options
    }

    /// Reads option `name` when it is one of these; false when it is not.
    mutating func read(_ name: Substring, from words: inout OptionWords) throws(OptionWords.Refused) -> Bool {
        switch name {
        case "--json": json = true
        case "--format": format = try words.value(OutputFormat.self)
        case "--color": color = try words.value(ColorChoice.self)
        case "-q", "--quiet": quiet = true
        case "-v", "--verbose": verbose = true
        case "--safe-cells": safeCells = true
        case "--progress": progress = try words.value(ProgressChoice.self)
        default: return false
        }
        return true
    }
}
