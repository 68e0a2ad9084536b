import Foundation
import YTCore
import YTStore

/// ytclone's files under the XDG base directories, or all under `YTCLONE_HOME` when it is set.
struct Paths {
    var configDirectory: URL
    var dataDirectory: URL
    var stateDirectory: URL
    var cacheDirectory: URL

    init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
        func xdg(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value).appendingPathComponent("ytclone")
            }
            return home.appendingPathComponent(fallback).appendingPathComponent("ytclone")
        }
        if let root = environment["YTCLONE_HOME"], !root.isEmpty {
            let base = URL(fileURLWithPath: root)
            configDirectory = base.appendingPathComponent("config")
            dataDirectory = base.appendingPathComponent("data")
            stateDirectory = base.appendingPathComponent("state")
            cacheDirectory = base.appendingPathComponent("cache")
        } else {
            configDirectory = xdg("XDG_CONFIG_HOME", ".config")
            dataDirectory = xdg("XDG_DATA_HOME", ".local/share")
            stateDirectory = xdg("XDG_STATE_HOME", ".local/state")
            cacheDirectory = xdg("XDG_CACHE_HOME", ".cache")
        }
    }

    var configFile: URL { configDirectory.appendingPathComponent("config") }
    var databaseFile: URL { dataDirectory.appendingPathComponent("ytclone.sqlite3") }
    var sessionFile: URL { stateDirectory.appendingPathComponent("session") }
    /// This machine's id (`MachineID`), beside the session file.
    var machineFile: URL { stateDirectory.appendingPathComponent("machine") }
    /// A local account's Google sign-in, when no keyring keeps it (`GoogleSignInFiles`).
    func googleSignInFile(account: String) -> URL { stateDirectory.appendingPathComponent("google-\(account)") }
    var responsesDirectory: URL { cacheDirectory.appendingPathComponent("responses") }
    var imagesDirectory: URL { cacheDirectory.appendingPathComponent("images") }

    /// Refuses the run (exit 78) when another user could read or change ytclone's files: the
    /// database (and its -wal and lock files), the session file, the response and image caches, or a folder
    /// or link on the way to one of them (`PrivatePath`). The config file is checked where it is
    /// read (`KeyValueFile.readConfig`). Checked once at the start of every run, before anything
    /// is made or read, so every command refuses alike; the store and the session file check
    /// again when they open.
    func refuseExposed() throws {
        try SQLiteStore.refuseExposed(path: databaseFile.path)
        try PrivatePath.check(sessionFile.path, what: "session file", linkAllowed: false)
        try PrivatePath.check(responsesDirectory.path, what: "cache folder", folder: true)
        try PrivatePath.check(imagesDirectory.path, what: "image cache folder", folder: true)
    }
}
