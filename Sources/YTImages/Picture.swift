import CImage
import Foundation

/// A decoded image: 8-bit RGBA pixels, read from untrusted bytes within fixed bounds.
///
/// JPEG goes through libjpeg-turbo and PNG through libpng, both loaded the first time a picture is
/// decoded (see cimage.h). A file over the limits is refused from its header, before any pixel
/// buffer exists; a truncated JPEG and one with more scans than an encoder writes are refused
/// while decoding.
public final class Picture: @unchecked Sendable {
    // Written once in init, read-only after: safe to share.
    private var storage: cimage_rgba

    public var width: Int { Int(storage.width) }
    public var height: Int { Int(storage.height) }

    /// Decodes `bytes`. - Throws: `PictureError` naming what was refused or what failed.
    public init(decoding bytes: Data, limits: PictureLimits = .default) throws(PictureError) {
        var decoded = cimage_rgba()
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBytes { raw in
            cimage_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, limits.c, &decoded, &message,
                          message.count)
        }
        guard status == 0 else { throw PictureError(cMessage: message) }
        storage = decoded
    }

    deinit { cimage_rgba_free(&storage) }

    /// The pixel at (`x`, `y`) as red, green, blue, alpha.
    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 4
        let p = storage.pixels!
        return (p[offset], p[offset + 1], p[offset + 2], p[offset + 3])
    }

    func withRaw<T>(_ body: (UnsafePointer<cimage_rgba>) -> T) -> T { withUnsafePointer(to: &storage, body) }
}

/// How large a picture may be. The defaults fit YouTube's largest thumbnail (1280×720) and
/// avatar (800×800) with room to spare, and bound a decode to 64 MB of pixels.
public struct PictureLimits: Sendable, Hashable {
    public var maxBytes: Int
    public var maxSide: Int
    public var maxPixels: Int

    public init(maxBytes: Int, maxSide: Int, maxPixels: Int) {
        self.maxBytes = maxBytes
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    public static let `default` = PictureLimits(maxBytes: 8 << 20, maxSide: 4096, maxPixels: 4096 * 4096)

    var c: cimage_limits { cimage_limits(max_bytes: maxBytes, max_side: Int32(maxSide), max_pixels: maxPixels) }
}

/// Why bytes did not become a picture, or a picture not a drawing.
public struct PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    init(message: String) { self.message = message }

    /// The message CImage wrote into `buffer` (NUL-terminated).
    init(cMessage buffer: [CChar]) {
        message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The format bytes announce by their first bytes: what an image cache checks before storing.
public enum PictureFormat: Sendable {
    case jpeg, png

    public init?(sniffing bytes: Data) {
        let format = bytes.withUnsafeBytes { raw in
            cimage_sniff(raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
        switch format {
        case Int32(CIMAGE_JPEG.rawValue): self = .jpeg
        case Int32(CIMAGE_PNG.rawValue): self = .png
        default: return nil
        }
    }
}
