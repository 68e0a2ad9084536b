import ArgumentParser

/// Flags of commands that talk to the YouTube API.
struct APIOptions: ParsableArguments {
    @Option(
        name: .customLong("api-base"),
        help: ArgumentHelp(
            "The API's root URL (default https://youtube.googleapis.com; env YTCLONE_API_BASE).",
            valueName: "url"))
    var apiBase: String?
}
