import YTImages

extension Frame {
    /// Row `y` of a picture as spans `width` columns wide: runs of cells of the same colours
    /// make one span; a picture narrower than `width`, or none yet, is padded with spaces.
    static func picture(_ picture: PictureCells?, row y: Int, width: Int) -> [Span] {
        guard let picture, y < picture.rows else { return [Span(String(repeating: " ", count: width))] }
        var spans: [Span] = []
        var run = "", style: Style = .plain
        for cell in picture.row(y).prefix(width) {
            let cellStyle = Style.picture(foreground: cell.foreground, background: cell.background)
            if cellStyle != style, !run.isEmpty {
                spans.append(Span(run, style))
                run = ""
            }
            style = cellStyle
            run.append(cell.character)
        }
        if !run.isEmpty { spans.append(Span(run, style)) }
        if picture.columns < width { spans.append(Span(String(repeating: " ", count: width - picture.columns))) }
        return spans
    }
}
