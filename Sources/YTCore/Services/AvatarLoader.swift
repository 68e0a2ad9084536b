import Foundation
import YTImages

/// Reads an avatar image file, refusing anything that is not a PNG or JPEG of at most 2 MB.
///
/// The size is checked before reading, and the type by the file's first bytes (its magic
/// number), not its name.
public enum AvatarLoader {
    public static let maxBytes = 2 * 1024 * 1024

    public static func load(path: String) throws -> Avatar {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw CoreError.invalidAvatar("cannot read \(path)")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw CoreError.invalidAvatar("\(path) is not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else {
            throw CoreError.invalidAvatar("\(path) is \(size) bytes; the limit is 2 MB (\(maxBytes) bytes)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CoreError.invalidAvatar("cannot read \(path)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maxBytes + 1)) ?? Data()
        guard data.count <= maxBytes else {
            throw CoreError.invalidAvatar("\(path) is larger than 2 MB")
        }
        guard let mimeType = mimeType(of: data) else {
            throw CoreError.invalidAvatar("\(path) is not a PNG or JPEG image")
        }
        return Avatar(mimeType: mimeType, data: data)
    }

    /// By the magic number, as the image cache checks what it stores (`PictureFormat`).
    static func mimeType(of data: Data) -> String? {
        switch PictureFormat(sniffing: data) {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case nil: nil
        }
    }
}
