import Foundation
import YTImages
import Synchronization
import YouTubeAPI

#if canImport(Glibc)
    import Glibc
#endif

/// What one run takes from the world outside the process: its environment and folder, its three
/// standard streams and whether they are terminals, the network and the clock.
///
/// `Host.live` is the process's own; an in-process test builds one with `Host.captured(…)` and
/// reads what the command printed, without a process, a terminal or the network.
public struct Host: Sendable {
    /// The environment variables the run reads (settings, paths, `NO_COLOR`, `TERM`, `PATH`).
    public var environment: [String: String]
    /// Where `.env` is looked for.
    public var workingDirectory: URL
    public var stdout: OutputSink
    public var stderr: OutputSink
    /// The file descriptor passwords, confirmations and `-` files are read from.
    public var stdin: Int32
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    /// The terminal's columns when stdout is one.
    public var terminalColumns: Int?
    /// The columns of the terminal on stderr, asked when the progress line is drawn (the
    /// terminal may be resized); nil when stderr is not one.
    public var stderrColumns: @Sendable () -> Int?
    /// A cell's size in pixels, when the terminal reports its own in pixels (TIOCGWINSZ): the
    /// scale of kitty, iTerm2 and sixel pictures.
    public var terminalCell: CellSize?
    /// The transport of the run's API client, built once with the run's timeouts.
    public var makeTransport: @Sendable (CurlTransport.Configuration) -> any HTTPTransport
    public var now: @Sendable () -> Date

    public init(
        environment: [String: String], workingDirectory: URL, stdout: OutputSink, stderr: OutputSink,
        stdin: Int32, stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        terminalColumns: Int? = nil, stderrColumns: @escaping @Sendable () -> Int? = { nil }, terminalCell: CellSize? = nil,
        makeTransport: @escaping @Sendable (CurlTransport.Configuration) -> any HTTPTransport = { CurlTransport(configuration: $0) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.terminalColumns = terminalColumns
        self.stderrColumns = stderrColumns
        self.terminalCell = terminalCell
        self.makeTransport = makeTransport
        self.now = now
    }

    /// The process's environment, folder, streams and terminal, libcurl and the system clock.
    public static var live: Host {
        var size = winsize()
        let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
        let cell = columns != nil && size.ws_row > 0 && size.ws_xpixel >= size.ws_col && size.ws_ypixel >= size.ws_row
            ? CellSize(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row)) : nil
        return Host(
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            stdout: .fileHandle(.standardOutput), stderr: .fileHandle(.standardError), stdin: STDIN_FILENO,
            stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1, terminalColumns: columns,
            stderrColumns: {
                var size = winsize()
                return ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
            },
            terminalCell: cell)
    }
}

/// Where a stream's bytes go: a file handle, or memory in tests.
public struct OutputSink: Sendable {
    private let sink: @Sendable (Data) -> Void

    public init(_ write: @escaping @Sendable (Data) -> Void) {
        sink = write
    }

    public func write(_ data: Data) {
        sink(data)
    }

    public func write(_ text: String) {
        sink(Data(utf8: text))
    }

    public static func fileHandle(_ handle: FileHandle) -> OutputSink {
        OutputSink { handle.write($0) }
    }
}

/// Bytes written to a sink, kept for a test to read.
public final class CapturedOutput: Sendable {
    private let data = Mutex(Data())

    public init() {}

    public var sink: OutputSink {
        OutputSink { [self] bytes in data.withLock { $0.append(bytes) } }
    }

    public var text: String {
        data.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes as written, for a test that checks they are UTF-8.
    public var bytes: Data {
        data.withLock { $0 }
    }
}
