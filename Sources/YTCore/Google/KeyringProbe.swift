import CSecret
import Foundation
import Synchronization

/// Whether the desktop keyring can keep Google sign-ins on this machine: libsecret loads, and a
/// Secret Service answers on the session bus. Asked once per process and bus (one lookup, one D-Bus
/// round trip), and only when a sign-in is read or kept.
public enum KeyringProbe {
    public enum Answer: Sendable, Hashable {
        case available
        /// Why not, in words (`-v` and the tests say it): no session bus, no libsecret, or the
        /// bus's own error (no Secret Service provided by any .service files, cannot autolaunch).
        case unavailable(reason: String)
    }

    private static let answers = Mutex<[String: Answer]>([:])

    /// Probes, or repeats the answer for the same session bus.
    ///
    /// Without a session bus address (`DBUS_SESSION_BUS_ADDRESS`, or the socket
    /// `$XDG_RUNTIME_DIR/bus` that GLib also finds), libsecret is not even loaded: GLib would
    /// otherwise try to autolaunch a bus with dbus-launch on an X11 display.
    public static func answer(environment: [String: String]) -> Answer {
        guard let bus = sessionBus(environment) else {
            return .unavailable(reason: "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
        if let known = answers.withLock({ $0[bus] }) { return known }
        let answer = probe()
        answers.withLock { $0[bus] = answer }
        return answer
    }

    static func sessionBus(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        var status = stat()
        guard stat(socket, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }

    /// One lookup of an item no one keeps: it answers "none" when a Secret Service runs (it is
    /// started by D-Bus activation if it is installed), and fails when none can.
    private static func probe() -> Answer {
        do {
            _ = try KeyringGoogleTokenStore.lookup(account: "ytclone-probe")
            return .available
        } catch KeyringError.unavailable(let reason) {
            return .unavailable(reason: reason)
        } catch KeyringError.failed(_, let message) {
            // "The name org.freedesktop.secrets was not provided by any .service files", "Cannot
            // autolaunch D-Bus without X11 $DISPLAY", "Could not connect: …": the keyring cannot
            // keep anything, and the 0600 file will.
            return .unavailable(reason: message)
        } catch {
            return .unavailable(reason: "\(type(of: error))")
        }
    }
}
