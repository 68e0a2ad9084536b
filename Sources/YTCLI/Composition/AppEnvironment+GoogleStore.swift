import Foundation
import YTCore

/// Which store keeps this machine's Google sign-ins: the desktop keyring when a Secret Service
/// answers and `YTCLONE_KEYRING` is not `off`, else the 0600 files. The other one is still
/// cleared, so moving between them leaves no token behind (`PreferredGoogleTokenStore`).
extension AppEnvironment {
    func preferredGoogleTokenStore() -> any GoogleTokenStore {
        let files = GoogleSignInFiles(paths: paths)
        let environment = host.environment
        // The keyring's items are this home's (its machine id), as the files under its state folder are.
        let home = (try? MachineID(paths: paths).value()) ?? paths.stateDirectory.path
        guard settings.keyring else {
            // The file is the store; a sign-in the keyring kept before is moved out of it. The
            // keyring is asked only when the file holds none, and on a save or a sign-out.
            return PreferredGoogleTokenStore(preferred: files) {
                KeyringProbe.answer(environment: environment) == .available ? KeyringGoogleTokenStore(home: home) : nil
            }
        }
        guard KeyringProbe.answer(environment: environment) == .available else { return files }
        return PreferredGoogleTokenStore(preferred: KeyringGoogleTokenStore(home: home)) { files }
    }
}
