import Foundation
import Synchronization
import YTCore
import YTImages

/// Fetches a picture through the image cache and draws it for the run's policy. A picture that
/// cannot be fetched or decoded is left out, with a note under `-v`: the text output goes on.
struct ThumbnailDrawer: Sendable {
    let policy: ThumbnailPolicy
    let loader: ImageLoader
    let console: Console
    let verbose: Bool

    /// The cells an avatar (a square) is drawn in, above a channel's or a profile's details.
    static let avatar = (columns: 16, rows: 8)

    /// The drawing of the picture at `url` within `columns` × `rows` cells, or `nil`.
    func drawing(of url: String?, columns: Int, rows: Int) async -> Drawing? {
        guard let url else { return nil }
        do {
            return drawing(of: try await loader.bytes(at: url), columns: columns, rows: rows)
        } catch {
            leftOut(error)
            return nil
        }
    }

    /// The drawing of an image's bytes (a stored avatar), or `nil`.
    func drawing(of bytes: Data, columns: Int, rows: Int) -> Drawing? {
        do {
            return try Picture(decoding: bytes).draw(policy.drawingProtocol, columns: columns, rows: rows, colors: policy.colors,
                                                     cell: policy.cell)
        } catch {
            leftOut(error)
            return nil
        }
    }

    private func leftOut(_ error: any Error) {
        if verbose { console.note("picture left out: \(error)") }
    }
}

/// A drawing made while a view-model loads, handed to the renderer that shows the result.
final class PictureSlot: Sendable {
    private let drawing = Mutex<Drawing?>(nil)

    func put(_ value: Drawing?) { drawing.withLock { $0 = value } }
    func take() -> Drawing? { drawing.withLock { value in defer { value = nil }; return value } }
}
