import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone setup`: asks for the API key, checks it with one request, and keeps it in the
    /// config file.
    struct Setup: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "setup",
            abstract: "Store your YouTube API key in the config file, after checking it (1 quota unit).",
            discussion: """
                Asks for the key without showing it (or reads it from stdin with --key-stdin), checks it with one videoCategories.list request (1 unit), and writes it to the config file ($XDG_CONFIG_HOME/ytclone/config, mode 0600), keeping the file's other settings. A rejected key is not written; an empty answer writes nothing and says what works without a key and what one adds. Then, at a terminal, it asks for your Desktop OAuth client's id and secret (for ytclone auth login; an empty answer skips) and keeps them as oauth_client_id= and oauth_client_secret=. Create a key for the YouTube Data API v3 at console.cloud.google.com.

                Examples:
                  ytclone setup
                  pass show youtube-key | ytclone setup --key-stdin
                """)

        @Flag(help: "Read the key from stdin instead of asking.")
        var keyStdin = false

        @Flag(help: "Never prompt (also the case when stdin is not a terminal).")
        var noInput = false

        /// What Google's keys are made of (`AIza` and 35 of these).
        static let keyCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".unicodeScalars)

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if api.offline { throw ValidationError("setup checks the key with the API; --offline cannot.") }
        }

        func run(in environment: AppEnvironment) async throws {
            let prompter = Prompter(noInput: noInput, passwordFromStdin: keyStdin, host: environment.host,
                                    stdinFlag: "--key-stdin")
            let secret: SecretBytes
            do {
                secret = try prompter.password("API key")
            } catch CLIError.cannotPrompt(let what, let hint) where !environment.hasAPIKey {
                environment.console.note(KeylessWords.summary)
                throw CLIError.cannotPrompt(what: what, hint: hint)
            }
            defer { secret.wipe() }
            let key = secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                .trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else {
                environment.console.note("No key given: the config file is unchanged.\n" + KeylessWords.summary)
                return try askOAuthClient(in: environment)
            }
            guard (1...200).contains(key.count), key.unicodeScalars.allSatisfy(Self.keyCharacters.contains) else {
                throw CLIError.invalidOption(name: "API key", value: "", accepted: "letters, digits, '-' and '_', as Google issues them")
            }
            try environment.checkCost(CategoryService.estimatedCost, of: "checking the key")
            let categories = try await CategoryService(client: environment.client(key: key, cacheMode: .refresh)).categories(regionCode: "US")
            let file = environment.paths.configFile
            try ConfigFile.set("YOUTUBE_API_KEY", to: key, in: file)
            environment.console.note(
                "The key works (\(categories.count) categories read; 1 quota unit). Saved in \(file.path).")
            if let source = environment.settings.apiKeySource, source != file.path {
                environment.console.note("Note: \(source) sets a key too, and it comes first while it does.")
            }
            try askOAuthClient(in: environment)
        }
    }
}
