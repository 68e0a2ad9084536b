import Foundation
import YTCore

/// The gate over the screen: the form's fields (the password masked), each field's broken rule
/// named under it as it is typed, and the keys.
enum GateScreen {
    /// How many characters of `text` fill its first `columns` columns.
    private static func characters(in text: String, columns: Int) -> Int {
        var used = 0, count = 0
        for character in text where used < columns {
            used += TerminalText.width(of: character)
            count += 1
        }
        return count
    }

    static func draw(_ form: GateForm, over frame: inout Frame) {
        var lines: [[Frame.Span]] = []
        if let reason = form.reason { lines += [[Frame.Span(reason, .bold)], []] }
        if let avatar = form.avatar { lines += [[Frame.Span("Avatar now: " + avatar, .dim)], []] }
        let labelWidth = form.fields.map(\.label.count).max() ?? 0
        // What the box leaves a value beside its label; a longer one scrolls with its cursor.
        let valueWidth = max(8, frame.size.width - 10 - labelWidth)
        for (index, field) in form.fields.enumerated() {
            let focus = index == form.focus
            let (shown, cursor) = field.text.window(width: valueWidth - 1, secret: field.secret)
            var value = shown
            if focus {
                let split = value.index(value.startIndex, offsetBy: Self.characters(in: shown, columns: cursor))
                value.insert("▏", at: split)
            }
            lines.append([Frame.Span(focus ? "› " : "  ", .bold),
                          Frame.Span(field.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + ": "),
                          Frame.Span(value, focus ? .selected : .plain)])
            if let problem = form.problem(at: index) {
                // Wrapped to the box, so a long rule is read whole on a narrow terminal.
                let indent = String(repeating: " ", count: labelWidth + 4)
                for line in TextWrap.wrap([Frame.Span(problem, .error)], width: max(20, frame.size.width - 10 - indent.count)) {
                    lines.append([Frame.Span(indent)] + line)
                }
            }
        }
        if let failure = form.failure { lines += [[], [Frame.Span("✗ " + failure, .error)]] }
        lines.append([])
        switch form.kind {
        case .signIn, .signUp:
            let other = form.kind == .signIn ? "Ctrl-N sign up instead" : "Ctrl-N sign in instead"
            lines.append([Frame.Span("Enter \(form.kind == .signIn ? "sign in" : "sign up") · Tab next field · \(other)", .dim)])
            lines.append([Frame.Span("Esc browse without an account", .dim)])
            Box.draw(title: form.kind == .signIn ? "Sign in" : "Sign up", lines: lines, over: &frame)
        case .profile:
            lines.append([Frame.Span("Enter save · Tab next field · Esc close", .dim)])
            lines.append([Frame.Span("A new password needs the current one and signs out your other sessions.", .dim)])
            Box.draw(title: "My page", lines: lines, over: &frame)
        }
    }
}

/// Every key of the screen shown, for `?`, with what the keys that ask the API cost in quota
/// units (`KeyCosts`: the estimates `--max-cost` checks).
enum HelpText {
    static func lines(for state: BrowserState, google: Bool = false) -> [String] {
        let units = KeyCosts.units
        let search = units(state.filters.costOfAPage)
        let moving = ["↑ ↓ j k      move            PgUp PgDn  a page", "g G          first, last     Enter l    open"]
        let common = ["?            these keys      :          the same as a command",
                      "p            my page (profile, password)", "q Ctrl-C     quit        Ctrl-Z     suspend",
                      "in a field   ← → Home End, Alt-b Alt-f words, Alt-⌫ a word back"]
        switch state.route {
        case .home:
            return moving + ["Tab 1-\(BrowserState.Tab.shown(google: google).count)      the tabs        /          search      F  search filters",
                             "\\ Ctrl-F     filter what is loaded by words of titles, channels (free)",
                             "S            show by length, Shorts, live; sort what is loaded (free)",
                             "Space        mark a row      w a        watch, listen (marked: a queue)",
                             "f            favorite        y          copy the link", "",
                             "Quota: Enter on a video \(units(KeyCosts.video)) (details, comments), on a",
                             "channel \(units(KeyCosts.channel)), on a playlist \(units(KeyCosts.playlist)). A search \(search) a page:",
                             "r on Search asks first; its next page loads on the last row.",
                             "r on Popular \(units(KeyCosts.chart)) (with the ETag: a 304 costs it too);",
                             "Favorites and History are local (their details 1 unit)."]
                + (google ? ["Liked and My playlists are your YouTube account's (1 unit a page)."] : []) + common
        case .video:
            return ["↑ ↓ j k      scroll          PgUp PgDn  a page", "Esc h ⌫      back            r          reload (\(units(KeyCosts.video)))",
                    "Tab          the next link   Enter      open it",
                    "             (the channel, an @mention, a #hashtag, a comment)",
                    "c            comment         f          favorite", "w a          watch, listen   y          copy the URL",
                    "s            subscribe to its channel (again: unsubscribe)",
                    "L D          like, dislike on YouTube (again: none)",
                    "Enter then c on a YouTube comment: reply to it", "",
                    "Quota: a channel \(units(KeyCosts.channel)); a #hashtag searches (\(units(KeyCosts.hashtag)),",
                    "asked first); a comment's replies 1 unit; s and f are local, free.",
                    "Signed in with Google (ytclone auth login), c, a reply, L, D and s",
                    "write to YouTube: \(units(KeyCosts.write)) each."] + common
        case .channel, .playlist:
            return moving + ["Esc h ⌫      back            r          reload (\(units(KeyCosts.pageVideos)))",
                             "Tab          a channel's uploads or playlists", "o            a playlist's channel (\(units(KeyCosts.channel)))",
                             "Space        mark a video    w a y      watch, listen, copy the link",
                             "s            subscribe to the channel (again: unsubscribe; free)", "",
                             "Quota: Enter on a video \(units(KeyCosts.video)), on a playlist \(units(KeyCosts.playlist))."] + common
        }
    }
}
