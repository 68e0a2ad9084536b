import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Asks the person at the terminal: secrets without echo, yes/no confirmations.
///
/// Never prompts under `--no-input` or when stdin is not a terminal; `--password-stdin` reads
/// passwords from stdin instead, one per line, in the order the command asks for them.
final class Prompter {
    private let interactive: Bool
    private let passwordFromStdin: Bool

    init(noInput: Bool, passwordFromStdin: Bool) {
        interactive = !noInput && isatty(STDIN_FILENO) == 1
        self.passwordFromStdin = passwordFromStdin
    }

    /// A password: the next stdin line with `--password-stdin`, else a no-echo prompt.
    func password(_ label: String, confirm: Bool = false) throws -> String {
        if passwordFromStdin {
            guard let line = readLine(strippingNewline: true) else {
                throw CLIError.cannotPrompt(what: "\(label.lowercased()) (stdin ended)",
                                            hint: "give one password per line on stdin")
            }
            return line
        }
        guard interactive else {
            throw CLIError.cannotPrompt(what: label.lowercased(), hint: "pass it on stdin with --password-stdin")
        }
        let first = try secret("\(label): ")
        if confirm, try secret("Repeat \(label.lowercased()): ") != first {
            throw CLIError.declined("the two passwords differ")
        }
        return first
    }

    /// Asks a yes/no question; only "y" or "yes" is yes.
    func confirm(_ question: String, hint: String) throws -> Bool {
        guard interactive else { throw CLIError.cannotPrompt(what: "confirmation", hint: hint) }
        FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return answer == "y" || answer == "yes"
    }

    /// Reads a line with terminal echo off, restoring the terminal even on failure.
    private func secret(_ prompt: String) throws -> String {
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        let haveTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if haveTerminal {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        defer {
            if haveTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            FileHandle.standardError.write(Data("\n".utf8))
        }
        guard let line = readLine(strippingNewline: true) else {
            throw CLIError.cannotPrompt(what: "password (input ended)", hint: "use --password-stdin")
        }
        return line
    }
}
