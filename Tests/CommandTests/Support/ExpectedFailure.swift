import Testing

/// A command line a command refuses: the exit status it ends with and words its message holds.
struct ExpectedFailure: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
}
