import YTCore

/// A framed box drawn over the middle of a frame: the keys, a command, the gate.
enum Box {
    static func draw(title: String, lines: [[Frame.Span]], over frame: inout Frame) {
        // Too small for a frame around anything: the lines alone, from the top.
        guard frame.size.width >= 12, frame.size.height >= 4 else {
            for (row, line) in lines.prefix(frame.size.height).enumerated() { frame.overlay(line, at: row, column: 0) }
            return
        }
        let width = min(frame.size.width - 2, max(40, lines.map { $0.reduce(0) { $0 + TerminalText.width($1.text) } }.max() ?? 0) + 4)
        let height = min(frame.size.height - 2, lines.count + 2)
        let top = max(0, (frame.size.height - height) / 2)
        let left = max(0, (frame.size.width - width) / 2)
        let inner = width - 4
        var rows: [[Frame.Span]] = [[Frame.Span("┌─ " + TerminalText.truncate(title, to: inner - 2) + " "
            + String(repeating: "─", count: max(0, inner - TerminalText.width(title) - 2)) + "─┐", .bold)]]
        for line in lines.prefix(height - 2) {
            let used = line.reduce(0) { $0 + TerminalText.width($1.text) }
            let cut = used > inner ? [Frame.Span(TerminalText.truncate(line.map(\.text).joined(), to: inner))] : line
            let fill = max(0, inner - cut.reduce(0) { $0 + TerminalText.width($1.text) })
            rows.append([Frame.Span("│ ", .bold)] + cut + [Frame.Span(String(repeating: " ", count: fill) + " │", .bold)])
        }
        rows.append([Frame.Span("└" + String(repeating: "─", count: width - 2) + "┘", .bold)])
        for (offset, row) in rows.enumerated() {
            frame.overlay(row, at: top + offset, column: left)
        }
    }

    static func draw(title: String, lines: [String], over frame: inout Frame) {
        draw(title: title, lines: lines.map { [Frame.Span($0)] }, over: &frame)
    }
}
