/// What one input did to a ``FuzzTarget``.
public struct FuzzReport: Sendable, Hashable {
    /// How many of the target's readers made something of the input: a page decoded, an envelope
    /// or a file read, an id recognised, markup or a reference replaced.
    public var accepted = 0
    /// Each invariant that did not hold, described with the values that broke it; empty when all held.
    public var violations: [String] = []

    public init() {}

    /// Records a violation described by `message` unless `condition` holds.
    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { violations.append(message()) }
    }
}
