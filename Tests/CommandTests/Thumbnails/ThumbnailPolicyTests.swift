import Foundation
import Testing
import YTImages
@testable import YTCLI

/// Which protocol draws, from the option, the environment and the terminal's answer.
@Suite struct ThumbnailPolicyTests {
    @Test func theEnvironmentNamesTheTerminal() {
        #expect(ThumbnailPolicy.detect(["TERM": "xterm-kitty"]) == .kitty)
        #expect(ThumbnailPolicy.detect(["KITTY_WINDOW_ID": "1", "TERM": "xterm-256color"]) == .kitty)
        #expect(ThumbnailPolicy.detect(["TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(ThumbnailPolicy.detect(["TERM_PROGRAM": "WezTerm"]) == .iterm)
        #expect(ThumbnailPolicy.detect(["TERM": "foot"]) == .sixel)
        #expect(ThumbnailPolicy.detect(["TERM": "xterm-256color"]) == .symbols)
        // Inside tmux or screen, symbols whatever the outer terminal is.
        #expect(ThumbnailPolicy.detect(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == .symbols)
        #expect(ThumbnailPolicy.detect(["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"]) == .symbols)
    }

    @Test func theTerminalsAnswerNamesItsProtocol() {
        let da1 = { (attributes: String) in Array("\u{1B}[?\(attributes)c".utf8) }
        #expect(TerminalQuery.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8) + da1("62;22")) == .kitty)
        #expect(TerminalQuery.parse(da1("63;1;2;4;6;9;15;22")) == .sixel)
        #expect(TerminalQuery.parse(da1("62;4")) == .sixel)
        #expect(TerminalQuery.parse(da1("1;2")) == .symbols)
        #expect(TerminalQuery.parse(da1("64;14")) == .symbols, "14 is not 4")
        #expect(TerminalQuery.parse(Array("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\".utf8)) == nil, "no DA1: no answer")
        #expect(TerminalQuery.parse([]) == nil)
    }

    @Test func theOptionTheFormatAndTheTerminalDecide() {
        let host = Host(environment: ["TERM": "xterm-256color"], workingDirectory: URL(fileURLWithPath: "/"),
                        stdout: OutputSink { _ in }, stderr: OutputSink { _ in }, stdin: -1,
                        terminalCell: CellSize(width: 8, height: 16))
        // A named protocol draws into a pipe, at the terminal's own cell size.
        #expect(ThumbnailPolicy.resolve(.kitty, isTable: true, host: host)?.cell == CellSize(width: 8, height: 16))
        // Never into JSON or TSV; auto never off a terminal; never is never.
        #expect(ThumbnailPolicy.resolve(.kitty, isTable: false, host: host) == nil)
        #expect(ThumbnailPolicy.resolve(.auto, isTable: true, host: host) == nil)
        #expect(ThumbnailPolicy.resolve(.never, isTable: true, host: host) == nil)
        var noColor = host
        noColor.environment["NO_COLOR"] = "1"
        #expect(ThumbnailPolicy.resolve(.symbols, isTable: true, host: noColor)?.colors == .monochrome)
        var truecolor = host
        truecolor.environment["COLORTERM"] = "truecolor"
        #expect(ThumbnailPolicy.resolve(.symbols, isTable: true, host: truecolor)?.colors == .truecolor)
        #expect(ThumbnailPolicy.resolve(.symbols, isTable: true, host: host)?.colors == .palette256)
    }
}
