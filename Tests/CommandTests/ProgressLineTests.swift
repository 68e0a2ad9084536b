import Foundation
import Testing
import YTCore

@testable import YTCLI

/// The progress line is one row of the terminal, whatever it says: cut to the width by display
/// width, so that no redraw leaves a row behind.
@Suite struct ProgressLineTests {
    /// Every frame the line drew: the text after each `\r` and erase.
    private func frames(_ output: CapturedOutput) -> [String] {
        output.text.components(separatedBy: "\r\u{1B}[2K").filter { !$0.isEmpty }
    }

    @Test(arguments: [80, 40, 12])
    func aLongLineIsCutToTheWidth(columns: Int) throws {
        let output = CapturedOutput()
        let line = ProgressLine(stderr: output.sink, delay: .zero, columns: { columns })
        let retry = "Failed to connect to youtube.googleapis.com port 443 after 3002 ms: Couldn't connect to server"
        line.update("channels 12/1,000 · 3 feeds failed · page 2 · 100 results · 104 units · \(retry) — retrying in 1.6 s (3/4)")
        line.update("page 3 · 日本語のタイトル日本語のタイトル日本語のタイトル日本語のタイトル日本語のタイトル · 150 results")
        line.clear(finish: true)
        let drawn = frames(output)
        try #require(drawn.count >= 2)
        for frame in drawn {
            #expect(TerminalText.width(frame) <= columns - 1, "\(frame) is wider than \(columns - 1)")
            #expect(!frame.contains("\n"))
        }
        #expect(drawn.contains { $0.hasSuffix("…") })
    }

    @Test func aShortLineIsDrawnWhole() {
        let output = CapturedOutput()
        let line = ProgressLine(stderr: output.sink, delay: .zero, columns: { 80 })
        line.update("page 1 · 50 results")
        line.clear(finish: true)
        #expect(frames(output).first?.hasSuffix(" page 1 · 50 results") == true)
    }

    @Test func theWidthIsStderrsThenStdoutsThenCOLUMNS() {
        func host(stderr: Int?, stdout: Int?, columns: String?) -> YTCLI.Host {
            YTCLI.Host(environment: columns.map { ["COLUMNS": $0] } ?? [:], workingDirectory: URL(fileURLWithPath: "/"),
                 stdout: CapturedOutput().sink, stderr: CapturedOutput().sink, stdin: 0, terminalColumns: stdout,
                 stderrColumns: { stderr })
        }
        #expect(ProgressLine.columns(host: host(stderr: 50, stdout: 120, columns: "90"))() == 50)
        #expect(ProgressLine.columns(host: host(stderr: nil, stdout: 120, columns: "90"))() == 120)
        #expect(ProgressLine.columns(host: host(stderr: nil, stdout: nil, columns: "90"))() == 90)
        #expect(ProgressLine.columns(host: host(stderr: nil, stdout: nil, columns: nil))() == 80)
    }
}
