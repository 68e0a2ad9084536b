import CImage
import Foundation

/// How a picture reaches the terminal.
public enum DrawingProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, mintty).
    case iterm
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, Windows Terminal).
    case sixel
    /// Unicode block and line symbols in colour: any UTF-8 terminal, tmux included.
    case symbols

    var c: Int32 {
        switch self {
        case .symbols: Int32(CIMAGE_SYMBOLS.rawValue)
        case .sixel: Int32(CIMAGE_SIXELS.rawValue)
        case .kitty: Int32(CIMAGE_KITTY.rawValue)
        case .iterm: Int32(CIMAGE_ITERM2.rawValue)
        }
    }
}

/// Colours of a symbol drawing.
public enum DrawingColors: Sendable, Hashable {
    case truecolor, palette256, palette16
    /// Shapes only, no colour sequences (`NO_COLOR`).
    case monochrome

    var c: Int32 {
        switch self {
        case .truecolor: Int32(CIMAGE_TRUECOLOR.rawValue)
        case .palette256: Int32(CIMAGE_INDEXED_256.rawValue)
        case .palette16: Int32(CIMAGE_INDEXED_16.rawValue)
        case .monochrome: Int32(CIMAGE_MONOCHROME.rawValue)
        }
    }
}

/// A picture drawn for the terminal: the bytes to write and the cells they cover.
///
/// Symbol drawings are `rows` lines joined by `\n`, each `columns` cells wide, with colour
/// sequences and a reset at each line's end. Pixel drawings (kitty, iTerm2, sixel) are one escape
/// sequence that the terminal paints over `columns` × `rows` cells from the cursor.
public struct Drawing: Sendable, Hashable {
    public let text: String
    public let columns: Int
    public let rows: Int
    public let drawingProtocol: DrawingProtocol
}

/// The size of a terminal cell in pixels: the aspect ratio of symbols and the scale of pixel
/// drawings. 10×20 is the usual shape when the terminal does not say (TIOCGWINSZ).
public struct CellSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let usual = CellSize(width: 10, height: 20)
}

extension Picture {
    /// Draws the picture within `columns` × `rows` cells, keeping its aspect ratio (enlarged to
    /// fill the box when smaller). libchafa does the drawing; it is loaded on the first call.
    public func draw(
        _ drawingProtocol: DrawingProtocol, columns: Int, rows: Int, colors: DrawingColors = .truecolor,
        cell: CellSize = .usual
    ) throws(PictureError) -> Drawing {
        let request = cimage_drawing(
            pixel_mode: drawingProtocol.c, colors: colors.c, columns: Int32(clamping: columns),
            rows: Int32(clamping: rows), cell_width: Int32(clamping: cell.width),
            cell_height: Int32(clamping: cell.height))
        var length = 0, usedColumns: Int32 = 0, usedRows: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let printed = withRaw { image in
            cimage_render(image, request, &length, &usedColumns, &usedRows, &message, message.count)
        }
        guard let printed else { throw PictureError(cMessage: message) }
        defer { free(printed) }
        let text = String(decoding: UnsafeRawBufferPointer(start: printed, count: length), as: UTF8.self)
        return Drawing(text: text, columns: Int(usedColumns), rows: Int(usedRows), drawingProtocol: drawingProtocol)
    }
}

/// Encodes pixels as JPEG: how the emulator makes its thumbnails.
public enum JPEGEncoder {
    /// `rgb` holds `width × height` pixels of three bytes, top row first.
    public static func encode(rgb: [UInt8], width: Int, height: Int, quality: Int = 85) throws(PictureError) -> Data {
        precondition(rgb.count == width * height * 3, "rgb must hold width × height × 3 bytes")
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let encoded = rgb.withUnsafeBufferPointer { pixels in
            cimage_encode_jpeg(pixels.baseAddress, Int32(width), Int32(height), Int32(quality), &length, &message,
                               message.count)
        }
        guard let encoded else { throw PictureError(cMessage: message) }
        defer { free(encoded) }
        return Data(bytes: encoded, count: length)
    }
}
