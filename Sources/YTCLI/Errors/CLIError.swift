import YTCore

/// Failures of the command line itself: configuration and option values the libraries never see.
enum CLIError: Error, Equatable {
    /// No API key in the environment, `.env` or the config file.
    case missingAPIKey
    /// `--api-base` / `YTCLONE_API_BASE` is not an http(s) URL.
    case invalidAPIBase(String)
    /// The API root is plain http to another machine: the key would cross the network in clear.
    case insecureAPIBase(String, source: String)
    /// The config file exists but cannot be read.
    case unreadableConfig(path: String, reason: String)
    /// An option value outside what the option accepts.
    case invalidOption(name: String, value: String, accepted: String)
    /// A password or confirmation is needed and there is no way to ask for it.
    case cannotPrompt(what: String, hint: String)
    /// `--max-cost` is lower than what the action may spend.
    case overCostLimit(action: String, estimate: Int, limit: Int)
    /// The person answered no to a confirmation.
    case declined(String)
    /// The password and its repeat differed at every try.
    case passwordsDiffer
    /// A row number that names no video of the last listing shown in this terminal session
    /// (`shown`: its kind and rows, `nil` when none was shown).
    case noSuchRow(Int, shown: ShownRows?)
    /// `ytclone browse` needs a terminal on stdin and stdout.
    case notATerminal
    /// `ytclone db copy` into a database that already holds rows (a copy never merges).
    case copyTargetNotEmpty(String, tables: [String])
    /// `.env` or the config file is larger than `KeyValueFile.maxBytes`: nothing of it is read.
    case oversizedSettings(path: String, limit: Int)
    /// `db copy --to FILE` where FILE exists: a copy makes a new file, never writes into one.
    case copyTargetExists(String)
    /// `subscribe` named channels that do not exist; `subscribed` others were subscribed.
    case channelsNotFound([String], subscribed: Int)
    /// A program ytclone drives (mpv, yt-dlp, a `--player`) is not on `$PATH`.
    case missingProgram(String)
    /// A program ytclone drove ended with a non-zero exit status.
    case programFailed(String, status: Int32)
    /// A write to YouTube (or a read of what is the user's) and the local account has not signed
    /// in with Google.
    case notSignedInWithGoogle
    /// `auth login` without an OAuth client configured (`device`: the TV client of `--device`).
    case noOAuthClient(device: Bool)
    /// The Google sign-in did not finish: denied, a wrong `state`, no answer in time, … (see `SignInFailure`).
    case signInFailed(SignInFailure)
}

/// Why a Google sign-in ended without tokens.
enum SignInFailure: Equatable {
    /// The person (or Google) said no: `error=access_denied`.
    case denied
    /// The answer's `state` was not the one sent: a forged or stale redirect, refused.
    case stateMismatch
    /// Nothing came back within this many seconds.
    case timedOut(seconds: Int)
    /// Google's error code and words (`invalid_client`, `invalid_scope`, …); `device`: of the TV
    /// client `auth login --device` uses.
    case refused(error: String, description: String?, device: Bool = false)
    /// The device code expired before it was approved.
    case deviceCodeExpired
    /// What was pasted is not the address the browser ended on.
    case unreadablePaste
}
