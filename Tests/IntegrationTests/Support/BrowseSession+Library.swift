import Foundation

extension BrowseSession {
    /// Runs any command, browsing or local, against this session's emulator and home.
    ///
    /// The API base goes in `YTCLONE_API_BASE` rather than `--api-base` because local commands
    /// (`signup`, `comment add`, `fav list`…) do not take the option.
    func command(
        _ arguments: [String], stdin: String? = nil, columns: Int = 80, environment: [String: String] = [:]
    ) throws -> CommandResult {
        var variables = [
            "YOUTUBE_API_KEY": Self.key, "YTCLONE_HOME": home.path,
            "YTCLONE_API_BASE": emulator.baseURL.absoluteString, "COLUMNS": String(columns),
        ]
        variables.merge(environment) { $1 }
        return try CommandRunner.ytclone(arguments, environment: variables, stdin: stdin)
    }

    /// Creates a local account with `handle` and signs it in; `extra` adds flags such as `--json`.
    func signUp(handle: String = "ada", extra: [String] = []) throws -> CommandResult {
        try command(
            ["signup", "--name", "Ada", "--email", "\(handle)@example.com", "--handle", handle, "--password-stdin"]
                + extra,
            stdin: AccountFlowTests.password + "\n")
    }
}
