/// Failures of the command line itself: configuration and option values the libraries never see.
enum CLIError: Error, Equatable {
    /// No API key in the environment, `.env` or the config file.
    case missingAPIKey
    /// `--api-base` / `YTCLONE_API_BASE` is not an http(s) URL.
    case invalidAPIBase(String)
    /// The config file exists but cannot be read.
    case unreadableConfig(path: String, reason: String)
    /// An option value outside what the option accepts.
    case invalidOption(name: String, value: String, accepted: String)
}
