/// A measurement that could not be made, because what was measured misbehaved.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
