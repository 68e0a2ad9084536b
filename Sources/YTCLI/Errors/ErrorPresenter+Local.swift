import YTCore

/// Presentations of the errors that do not come from the API: configuration, input, accounts,
/// the database.
extension ErrorPresenter {
    static let signInHint = "ytclone signin --email you@example.com"

    static func describe(_ error: CLIError) -> Presentation {
        switch error {
        case .missingAPIKey:
            Presentation(
                message: "no YouTube API key is configured, and this needs the YouTube Data API",
                hint: "ytclone setup (or export YOUTUBE_API_KEY=…); without a key, \(KeylessWords.works) work",
                status: .configuration)
        case .invalidAPIBase(let text):
            Presentation(
                message: "the API base '\(text)' is not an http(s) URL",
                hint: "ytclone … --api-base http://127.0.0.1:PORT", status: .configuration)
        case .insecureAPIBase(let text, let source):
            Presentation(
                message: "the API base '\(text)' (from \(source)) is plain http "
                    + "to another machine; ytclone sends the API key only over https, or over http to 127.0.0.1",
                hint: "use https://… (or http://127.0.0.1:PORT for a local emulator)", status: .configuration)
        case .unreadableConfig(let path, let reason):
            Presentation(message: "cannot read the config file \(path): \(reason)",
                         hint: "fix or remove \(path)", status: .configuration)
        case .oversizedSettings(let path, let limit):
            Presentation(message: "\(path) is larger than \(limit / 1024) KiB; ytclone reads settings files only up to that",
                         hint: "a settings file holds a few lines: fix or remove \(path)", status: .configuration)
        case .invalidOption(let name, let value, let accepted):
            Presentation(message: "invalid value '\(value)' for \(name)",
                         hint: "accepted: \(accepted)", status: .invalidInput)
        case .cannotPrompt(let what, let hint):
            Presentation(message: "\("aeiou".contains(what.prefix(1)) ? "an" : "a") \(what) is needed and there is no one to ask (stdin is not a terminal, or --no-input)",
                         hint: hint, status: .usage)
        case .declined(let what):
            Presentation(message: "declined: \(what)", hint: nil, status: .denied)
        case .noSuchRow(let number, let shown):
            switch shown {
            case nil:
                Presentation(message: "no listing has been shown in this terminal to take row \(number) from",
                             hint: "list videos first (ytclone feed), or give a video id or URL", status: .invalidInput)
            case let rows? where rows.kind != "video":
                Presentation(message: "the last listing shown here lists \(rows.kind)s, not videos (rows \(rows.firstRow)–\(rows.lastRow))",
                             hint: "list videos first, or give a video id or URL", status: .invalidInput)
            case let rows?:
                Presentation(message: "row \(number) is not in the last listing shown here (rows \(rows.firstRow)–\(rows.lastRow))",
                             hint: "give a row it showed, or a video id or URL", status: .invalidInput)
            }
        case .notATerminal:
            Presentation(message: "ytclone browse draws a full screen and needs a terminal on stdin and stdout (TERM=dumb draws none)",
                         hint: "in a script, use the commands it shows with ':' (ytclone feed, ytclone search …)", status: .usage)
        case .passwordsDiffer:
            Presentation(message: "the password and its repeat differ", hint: nil, status: .invalidInput)
        case .copyTargetNotEmpty(let target, let tables):
            Presentation(message: "\(target) already holds data (\(tables.joined(separator: ", "))); nothing was copied",
                         hint: "copy into a new, empty database", status: .invalidInput)
        case .copyTargetExists(let target):
            Presentation(message: "\(target) already exists; nothing was copied",
                         hint: "name a file that does not exist yet, or move \(target) aside", status: .invalidInput)
        case .overCostLimit(let action, let estimate, let limit):
            Presentation(
                message: "\(action) may cost up to \(estimate) quota units, more than --max-cost \(limit); nothing was sent",
                hint: "raise --max-cost, lower --limit, or add --offline to answer from the cache", status: .tryLater)
        case .channelsNotFound(let missing, let subscribed):
            Presentation(
                message: "no channel\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))"
                    + (subscribed == 0 ? "; nothing changed" : "; subscribed to \(HumanFormat.counted(subscribed, "other channel"))"),
                hint: "ytclone search '…' --type channel to find one", status: .notFound)
        case .missingProgram(let name) where name.contains("/"):
            // A player given by path: no PATH was searched, and nothing of that name installs it.
            Presentation(message: "there is no program to run at \(name)",
                         hint: "give the path of an installed player, or --player mpv", status: .unavailable)
        case .missingProgram(let name):
            Presentation(message: "\(name) is not installed (not found on PATH)",
                         hint: ExternalProgram.installLine(name), status: .unavailable)
        case .programFailed(let name, let status):
            Presentation(message: "\(name) exited with status \(status)", hint: nil, status: .unavailable)
        case .notSignedInWithGoogle, .noOAuthClient, .signInFailed:
            describeGoogle(error)
        }
    }

    static func describe(_ error: CoreError) -> Presentation {
        switch error {
        case .invalidVideoReference(let text):
            Presentation(
                message: "'\(text)' is not a video id or a YouTube video URL",
                hint: "ytclone video dQw4w9WgXcQ  (or paste a youtube.com/watch?v=… or youtu.be/… URL)",
                status: .invalidInput)
        case .videoNotFound(let id):
            Presentation(message: "no video with id \(id)", hint: "ytclone search '…' to find one",
                         status: .notFound)
        case .invalidChannelReference(let text):
            Presentation(
                message: "'\(text)' is not a channel id, @handle or YouTube channel URL",
                hint: "ytclone channel @handle  (or UC…, or paste a youtube.com/@handle or youtube.com/channel/UC… URL)",
                status: .invalidInput)
        case .invalidPlaylistReference(let text):
            Presentation(
                message: "'\(text)' is not a playlist id or a YouTube URL with a list= parameter",
                hint: "ytclone playlist PL…  (or paste a youtube.com/playlist?list=… URL)", status: .invalidInput)
        case .channelNotFound(let reference):
            Presentation(message: "no channel \(reference)",
                         hint: "ytclone search '…' --type channel to find one", status: .notFound)
        case .playlistNotFound(let id):
            Presentation(message: "no playlist with id \(id)",
                         hint: "ytclone search '…' --type playlist to find one", status: .notFound)
        case .invalidValue(let option, let value, let accepted):
            Presentation(message: "invalid value '\(value)' for \(option)",
                         hint: "accepted: \(accepted)", status: .invalidInput)
        case .ruleBroken(let field, let rule):
            Presentation(message: "the \(field) must \(rule)", hint: nil, status: .invalidInput)
        case .quotaBudgetSpent(let used, let budget, let resetsAt):
            Presentation(
                message: "the quota ledger shows \(HumanFormat.grouped(used)) of today's \(HumanFormat.grouped(budget)) units "
                    + "spent, too few left for the next request; nothing more is sent until the quota day ends "
                    + GoogleErrorPresentation.quotaReset(resetsAt),
                hint: "ytclone quota  (if your Google project has a larger quota: export YTCLONE_QUOTA_BUDGET=UNITS)",
                status: .tryLater)
        case .invalidCredentials:
            Presentation(message: "wrong email or password", hint: nil, status: .denied)
        case .notSignedIn:
            Presentation(message: "this command needs a signed-in user", hint: signInHint, status: .denied)
        case .noAccount:
            Presentation(message: "this command needs a local account, and there is none here yet",
                         hint: "ytclone signup --name 'Your Name' --email you@example.com", status: .denied)
        case .passwordMismatch:
            Presentation(message: "the current password is wrong", hint: nil, status: .denied)
        case .commentLength(let count, let limit):
            Presentation(
                message: count == 0 ? "the comment is empty" : "the comment has \(count) characters; the limit is \(limit)",
                hint: nil, status: .invalidInput)
        case .commentHoldsNUL:
            Presentation(message: "the comment holds a NUL character (U+0000), which cannot be stored; nothing was changed",
                         hint: "remove it: tr -d '\\000' < FILE", status: .invalidInput)
        case .invalidAvatar(let reason):
            Presentation(message: "unusable avatar: \(reason)",
                         hint: "use a PNG or JPEG file of at most 2 MB", status: .invalidInput)
        case .cryptoFailure(let detail):
            Presentation(message: "cannot protect the password: \(detail)", hint: nil, status: .failure)
        case .unreadableImport(let reason):
            Presentation(
                message: "cannot import subscriptions: \(reason)",
                hint: "export subscriptions.csv from takeout.google.com, or an OPML file from a feed reader",
                status: .invalidInput)
        }
    }

    static func describe(_ error: StoreError) -> Presentation {
        switch error {
        case .emailTaken:
            Presentation(message: "an account with this email already exists",
                         hint: "ytclone signin --email …, or use another email", status: .invalidInput)
        case .handleTaken(let handle):
            Presentation(message: "the handle @\(handle) is taken",
                         hint: "choose another with --handle", status: .invalidInput)
        case .notFound(let what, let id):
            Presentation(message: "no \(what) \(id) of yours", hint: nil, status: .notFound)
        case .unavailable(let detail):
            Presentation(message: "the database failed: \(detail)", hint: nil,
                         status: .failure)
        case .unreachable(let server, let detail):
            Presentation(message: "cannot reach the database server \(server): \(detail)",
                         hint: "check database_url (or YTCLONE_DATABASE_URL); `ytclone db check` tests it",
                         status: .unavailable)
        case .local(let fault):
            LocalFaultPresentation.describe(fault)
        }
    }
}
