import NIOCore

/// Counts accepted TCP connections: Hummingbird builds one instance per connection, so
/// `handlerAdded` runs exactly once per accepted socket. It passes all traffic through.
final class ConnectionCounter: ChannelInboundHandler, RemovableChannelHandler {
    // Only a type tag: the handler never unwraps what flows through it.
    typealias InboundIn = NIOAny

    private let stats: ServerStats

    init(stats: ServerStats) {
        self.stats = stats
    }

    func handlerAdded(context: ChannelHandlerContext) {
        stats.connectionAccepted()
    }
}
