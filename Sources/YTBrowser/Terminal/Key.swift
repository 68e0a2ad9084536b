/// One key press as the browser understands it, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    /// The Delete key (`ESC [ 3 ~`): deletes the character under a field's cursor.
    case delete
    /// Ctrl-← and Ctrl-→ (also Alt-← and Alt-→): a word back or forward in a field.
    case wordLeft, wordRight
    /// Ctrl with a letter (`control("c")` for Ctrl-C); raw mode delivers them as bytes.
    case control(Character)
    /// Alt (Meta) with a key: the terminal sends ESC and then the key, in one write
    /// (`meta(.character("b"))` for Alt-b, `meta(.backspace)` for Alt-Backspace).
    indirect case meta(Key)
    /// Text pasted while bracketed paste is on (`ESC [ 200 ~` … `ESC [ 201 ~`): text for the
    /// focused field, never keys. Line breaks are `\n`; other control characters are gone.
    case paste(String)
    case wheelUp, wheelDown

    /// The keys `bytes` encode, as one read would deliver them to a fresh `KeyDecoder`.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }
}
