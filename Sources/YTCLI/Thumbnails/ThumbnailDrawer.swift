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

    /// The drawing of the picture at `url` within `columns` × `rows` cells, or `nil`.
    func drawing(of url: String?, columns: Int, rows: Int) async -> Drawing? {
        guard let url else { return nil }
        do {
            let bytes = try await loader.bytes(at: url)
            return try Picture(decoding: bytes).draw(policy.drawingProtocol, columns: columns, rows: rows,
                                                     colors: policy.colors)
        } catch {
            if verbose { console.note("picture left out: \(error)") }
            return nil
        }
    }
}

/// A drawing made while a view-model loads, handed to the renderer that shows the result.
final class PictureSlot: Sendable {
    private let drawing = Mutex<Drawing?>(nil)

    func put(_ value: Drawing?) { drawing.withLock { $0 = value } }
    func take() -> Drawing? { drawing.withLock { value in defer { value = nil }; return value } }
}
