import Foundation

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
}
