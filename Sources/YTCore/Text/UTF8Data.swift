import Foundation

extension Data {
    /// The UTF-8 of `text`, copied from its storage. (`Data(text.utf8)` first asks the runtime
    /// whether the view is contiguous bytes: a scan of every conformance in the binary, at every
    /// start of the program.)
    public init(utf8 text: String) {
        var text = text
        self = text.withUTF8 { Data(buffer: $0) }
    }
}
