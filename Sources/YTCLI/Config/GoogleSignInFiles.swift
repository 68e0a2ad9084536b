import Foundation
import YTCore

/// Google sign-ins kept in files when no desktop keyring answers: one per local account,
/// `$XDG_STATE_HOME/ytclone/google-<account id>`, written and checked exactly as the session file is
/// (0600 in a 0700 folder, replaced atomically, refused when another user could read or change it).
struct GoogleSignInFiles: GoogleTokenStore {
    let paths: Paths

    var kind: GoogleTokenStoreKind { .file(folder: paths.stateDirectory.path) }

    func place(account: String) -> String {
        "\(paths.googleSignInFile(account: account).path) (mode 0600)"
    }

    private func file(_ account: String) -> SessionFile {
        SessionFile(url: paths.googleSignInFile(account: account), what: "Google sign-in file", readLimit: 65_536)
    }

    func load(account: String) throws -> GoogleAccount? {
        guard let text = try file(account).readToken() else { return nil }
        // A damaged file is no sign-in: `auth login` writes a new one.
        return try? Self.decoder.decode(GoogleAccount.self, from: Data(text.utf8))
    }

    func save(_ signIn: GoogleAccount, account: String) throws {
        let data = try Self.encoder.encode(signIn)
        try file(account).writeToken(String(decoding: data, as: UTF8.self))
    }

    func delete(account: String) throws {
        try file(account).deleteToken()
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()
}
