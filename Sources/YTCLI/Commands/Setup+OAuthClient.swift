import Foundation
import YTCore

extension YTClone.Setup {
    /// Asks, at a terminal, for the person's Desktop OAuth client (what `auth login` signs in
    /// with) and keeps it in the config file as `oauth_client_id=`/`oauth_client_secret=`. The id
    /// is shown as typed, the secret is not; an empty id skips the step and changes nothing.
    ///
    /// Nothing is asked without a terminal, with `--no-input` or with `--key-stdin`: the config
    /// file or `YTCLONE_OAUTH_CLIENT_ID`/`…_SECRET` set it then.
    func askOAuthClient(in environment: AppEnvironment) throws {
        let host = environment.host
        guard host.stdinIsTerminal, !noInput, !keyStdin else { return }
        let console = environment.console
        console.note("Signing in with Google (ytclone auth login, to comment, like and subscribe as yourself) needs your own "
            + "Desktop OAuth client (Google Cloud console: APIs & Services → Credentials → Create OAuth client ID → "
            + "Desktop app). Press Enter to skip.")
        let prompter = Prompter(noInput: noInput, passwordFromStdin: false, host: host, stdinFlag: "the config file")
        let id = try prompter.line("OAuth client ID", option: "oauth_client_id= in the config file") { text in
            guard text.isEmpty || Self.isClientText(text) else {
                throw CLIError.invalidOption(name: "OAuth client ID", value: "", accepted: "the client ID as the console shows it")
            }
        }
        guard !id.isEmpty else { return console.note("No OAuth client given: the config file keeps what it had.") }
        let secret = try prompter.password("OAuth client secret")
        defer { secret.wipe() }
        let secretText = secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }.trimmingCharacters(in: .whitespaces)
        guard Self.isClientText(secretText) else {
            throw CLIError.invalidOption(name: "OAuth client secret", value: "", accepted: "the client secret as the console shows it")
        }
        let file = environment.paths.configFile
        try ConfigFile.set("oauth_client_id", to: id, in: file)
        try ConfigFile.set("oauth_client_secret", to: secretText, in: file)
        console.note("Saved the OAuth client in \(file.path). Next: ytclone auth login.")
    }

    /// What a client id or secret is made of: printable ASCII without spaces, as Google issues them.
    static func isClientText(_ text: String) -> Bool {
        (1...512).contains(text.utf8.count) && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
    }
}
