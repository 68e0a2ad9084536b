import ArgumentParser
import Foundation

/// Which program plays (`--player`, `player=` in the config): `mpv`, `vlc`, or any other command
/// named or given by path, run with the videos' URLs as its arguments (never through a shell).
///
/// Only mpv is told the quality, audio-only, where to start, and reports how far playback got.
struct PlayerChoice: ExpressibleByArgument, Sendable, Equatable {
    let command: String

    static let accepted = "mpv, vlc, or a command on PATH (a name or a path, no arguments)"

    /// The player when none is chosen: mpv, else the web browser (`xdg-open`) for one video.
    static let preferred = ["mpv", "xdg-open"]

    init?(argument: String) {
        let command = argument.trimmingCharacters(in: .whitespaces)
        // One program, no arguments: a space or control character means someone meant a shell line.
        guard !command.isEmpty, !command.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 })
        else { return nil }
        self.command = command
    }

    /// mpv, by name or path: the player ytclone drives through its JSON IPC.
    var isMPV: Bool { Self.base(command) == "mpv" }

    static func base(_ command: String) -> String {
        (command as NSString).lastPathComponent
    }

    public var defaultValueDescription: String { command }
}

extension PlayerChoice {
    /// The program that plays: `choice` (the flag's, else the config's) found on `path`, else
    /// the first of `preferred` that is installed.
    ///
    /// - Throws: `CLIError.missingProgram` naming the chosen player, or mpv when none is installed.
    static func program(_ choice: PlayerChoice?, path: String?) throws -> ExternalProgram {
        if let choice {
            guard let program = ExternalProgram.find(choice.command, path: path) else {
                throw CLIError.missingProgram(choice.command)
            }
            return program
        }
        guard let program = preferred.lazy.compactMap({ ExternalProgram.find($0, path: path) }).first else {
            throw CLIError.missingProgram("mpv")
        }
        return program
    }
}
