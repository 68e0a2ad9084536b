import CSecretInput
import Foundation
import YTCore

#if canImport(Glibc)
import Glibc
#endif

/// Asks the person at the terminal: secrets without echo, yes/no confirmations.
///
/// Never prompts under `--no-input` or when stdin is not a terminal; `--password-stdin` reads
/// passwords from stdin instead, one per line, in the order the command asks for them.
///
/// Passwords come back as `SecretBytes`, which the caller wipes when done. Before the first is
/// read the process gives up core dumps and becomes non-dumpable (see `secret_input.h`).
final class Prompter {
    /// Whether questions can be asked: stdin is a terminal and `--no-input` was not given.
    let interactive: Bool
    private let passwordFromStdin: Bool
    private let stdin: Int32
    private let stdinIsTerminal: Bool
    private let stderr: OutputSink
    /// How many times a person at a terminal may try a password.
    private static let tries = 3

    /// The flag that reads the secret from stdin, named in hints.
    private let stdinFlag: String

    init(noInput: Bool, passwordFromStdin: Bool, host: Host, stdinFlag: String = "--password-stdin") {
        self.stdinFlag = stdinFlag
        interactive = !noInput && host.stdinIsTerminal
        self.passwordFromStdin = passwordFromStdin
        stdin = host.stdin
        stdinIsTerminal = host.stdinIsTerminal
        stderr = host.stderr
    }

    /// A password: the next stdin line with `--password-stdin`, else a no-echo prompt.
    ///
    /// At a terminal, `check` runs on the password before the repeat is asked for: a refused one
    /// is named with every rule it breaks and asked for again, as is a repeat that differs, up to
    /// three tries.
    ///
    /// - Throws: `AccountRules.passwordTooLong` for a line longer than a password may be (not read
    ///   to its end on stdin); `CLIError.cannotPrompt`; the last refusal of `check`;
    ///   `CLIError.passwordsDiffer`.
    func password(_ label: String, confirm: Bool = false, check: ((SecretBytes) throws -> Void)? = nil) throws -> SecretBytes {
        // Best effort: both calls only fail on systems without them, and the prompt is still needed.
        _ = secret_input_disable_core_dumps()
        if passwordFromStdin {
            guard let line = try PasswordLine.read(from: stdin, drainsLongLine: stdinIsTerminal,
                                                   what: label.lowercased())
            else {
                throw CLIError.cannotPrompt(what: "\(label.lowercased()) (stdin ended)",
                                            hint: "give one password per line on stdin")
            }
            return line
        }
        guard interactive else {
            throw CLIError.cannotPrompt(what: label.lowercased(), hint: "pass it on stdin with \(stdinFlag)")
        }
        for attempt in 1...Self.tries {
            let first = try secret("\(label): ")
            do {
                try check?(first)
            } catch let refusal as CoreError where attempt < Self.tries {
                first.wipe()
                stderr.write("error: \(TerminalText.sanitize(ErrorPresenter.describe(refusal).message)); try again\n")
                continue
            }
            guard confirm else { return first }
            let again = try secret("Repeat \(label.lowercased()): ")
            defer { again.wipe() }
            if first.hasSameBytes(as: again) { return first }
            first.wipe()
            guard attempt < Self.tries else { break }
            stderr.write("error: the two passwords differ; try again\n")
        }
        throw CLIError.passwordsDiffer
    }

    /// A line typed at the terminal (shown as typed), judged by `check`: a refused one is named
    /// and asked for again, up to three tries; an empty answer takes `suggestion` when there is one.
    ///
    /// - Throws: `CLIError.cannotPrompt` without a terminal (naming `option`); the last refusal.
    func line(_ label: String, option: String, suggestion: String? = nil,
              check: (String) throws -> Void) throws -> String {
        guard interactive else { throw CLIError.cannotPrompt(what: label.lowercased(), hint: "give \(option)") }
        for attempt in 1...Self.tries {
            stderr.write(suggestion.map { "\(label) [\($0)]: " } ?? "\(label): ")
            var answer = answerLine().trimmingCharacters(in: .whitespaces)
            if answer.isEmpty, let suggestion { answer = suggestion }
            do {
                try check(answer)
                return answer
            } catch where attempt < Self.tries {
                stderr.write("error: \(TerminalText.sanitize(ErrorPresenter.describe(error).message)); try again\n")
            }
        }
        preconditionFailure("the last try returns or throws")
    }

    /// The one rule before something that cannot be undone (`history clear`, `comment delete`,
    /// `account delete`): at a terminal, asks `question` and throws `CLIError.declined(refusal)`
    /// (77) unless the answer is yes; without a terminal or under `--no-input` there is no one to
    /// ask, and only `--yes` (which skips this call) goes ahead: a usage error (64) names it.
    ///
    /// - Parameter command: the command as typed without `--yes` (`ytclone history clear`).
    func confirmIrreversible(_ question: String, refusal: String, command: String) throws {
        guard try confirm(question, hint: "\(command) --yes (without a terminal, --yes confirms)") else {
            throw CLIError.declined(refusal)
        }
    }

    /// Asks a yes/no question; only "y" or "yes" is yes.
    func confirm(_ question: String, hint: String) throws -> Bool {
        guard interactive else { throw CLIError.cannotPrompt(what: "confirmation", hint: hint) }
        stderr.write("\(question) [y/N] ")
        let answer = answerLine().trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }

    /// Reads a line with terminal echo off. The terminal is put back on return, on error, and
    /// from a signal handler when SIGINT, SIGTERM, SIGHUP or SIGQUIT ends the process or SIGTSTP
    /// stops it (the prompt is taken up again when it continues).
    private func secret(_ prompt: String) throws -> SecretBytes {
        // Echo goes off before the prompt shows, so whatever is typed after it is not seen.
        let bytes = Array(prompt.utf8)
        let silenced = bytes.withUnsafeBufferPointer { prompt in
            prompt.withMemoryRebound(to: CChar.self) {
                secret_input_echo_off(stdin, $0.baseAddress, $0.count)
            }
        }
        guard silenced >= 0 else {
            throw CLIError.cannotPrompt(what: "password (the terminal's echo cannot be turned off)",
                                        hint: "use \(stdinFlag)")
        }
        stderr.write(Data(bytes))
        defer {
            secret_input_echo_restore()
            stderr.write("\n")
        }
        guard let line = try PasswordLine.read(from: stdin, drainsLongLine: true, what: "password") else {
            throw CLIError.cannotPrompt(what: "password (input ended)", hint: "use \(stdinFlag)")
        }
        return line
    }

    /// A short answer typed at the prompt: the bytes up to a line break or the end of input, read
    /// one at a time so nothing after the line is taken from stdin.
    private func answerLine() -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 256, read(stdin, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
