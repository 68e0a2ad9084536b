/// A terminal session on one machine: whose last listing's row numbers a command may name.
///
/// The session id (`getsid`) alone is not enough on a shared server: two machines' shells may
/// have the same one. The machine id is a random one kept in each machine's state folder.
public struct TerminalSession: Sendable, Hashable {
    /// This machine's id (random, kept in its state folder).
    public var machine: String
    /// The session id of the shell that started the command (`getsid`).
    public var id: Int64

    public init(machine: String, id: Int64) {
        self.machine = machine
        self.id = id
    }
}
