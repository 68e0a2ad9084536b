import YTCore

/// The desktop keyring's failures: what it said, and how to keep the sign-in in a file instead.
extension ErrorPresenter {
    static func describe(_ error: KeyringError) -> Presentation {
        switch error {
        case .unavailable(let reason):
            Presentation(message: "the desktop keyring cannot be used: \(TerminalText.sanitize(reason))",
                         hint: keyringHint, status: .unavailable)
        case .failed(let action, let message):
            Presentation(message: "cannot \(action) the desktop keyring: \(TerminalText.sanitize(message))",
                         hint: "unlock the keyring (it may have asked for its password), or " + keyringHint,
                         status: .unavailable)
        }
    }

    private static let keyringHint = "set YTCLONE_KEYRING=off to keep the Google sign-in in a 0600 file instead"
}
