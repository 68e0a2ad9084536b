import CImage

/// A picture drawn as symbols, cell by cell, for a program that composes its own screen: the
/// browser puts these cells into its frames, beside text, and paints them with the rest.
public struct PictureCells: Sendable, Hashable {
    public struct Cell: Sendable, Hashable {
        public let character: Character
        /// 0xRRGGBB, or nil for the terminal's own colour.
        public let foreground: UInt32?
        public let background: UInt32?

        public init(character: Character, foreground: UInt32?, background: UInt32?) {
            self.character = character
            self.foreground = foreground
            self.background = background
        }
    }

    public let columns: Int
    public let rows: Int
    /// Row after row, `columns` cells each.
    public let cells: [Cell]

    public init(columns: Int, rows: Int, cells: [Cell]) {
        precondition(cells.count == columns * rows, "cells must fill columns × rows")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    /// Row `y`'s cells.
    public func row(_ y: Int) -> ArraySlice<Cell> { cells[(y * columns)..<((y + 1) * columns)] }
}

extension Picture {
    /// Draws the picture as symbols within `columns` × `rows` cells, keeping its aspect ratio.
    public func cells(columns: Int, rows: Int, colors: DrawingColors = .truecolor, cell: CellSize = .usual)
        throws(PictureError) -> PictureCells
    {
        guard columns > 0, rows > 0, columns <= 1_000, rows <= 1_000 else {
            throw PictureError(message: "cannot draw in \(columns)×\(rows) cells")
        }
        let request = cimage_drawing(
            pixel_mode: DrawingProtocol.symbols.c, colors: colors.c, columns: Int32(columns), rows: Int32(rows),
            cell_width: Int32(clamping: cell.width), cell_height: Int32(clamping: cell.height))
        var raw = [cimage_cell](repeating: cimage_cell(), count: columns * rows)
        var usedColumns: Int32 = 0, usedRows: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = withRaw { image in
            cimage_cells(image, request, &raw, raw.count, &usedColumns, &usedRows, &message, message.count)
        }
        guard status == 0 else { throw PictureError(cMessage: message) }
        let count = Int(usedColumns) * Int(usedRows)
        let cells = raw.prefix(count).map { cell in
            PictureCells.Cell(
                character: Unicode.Scalar(cell.character).map(Character.init) ?? " ",
                foreground: cell.foreground < 0 ? nil : UInt32(cell.foreground),
                background: cell.background < 0 ? nil : UInt32(cell.background))
        }
        return PictureCells(columns: Int(usedColumns), rows: Int(usedRows), cells: cells)
    }
}
