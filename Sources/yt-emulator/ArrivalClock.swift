import NIOCore
import NIOHTTPTypes
import Synchronization

/// When each request reached the emulator, for `--latency-ms`: an answer leaves that long after
/// its request was read from the socket, not after the responder got round to it, which on the
/// two cores a client shares with the emulator can be tens of milliseconds later for the last
/// of a hundred requests sent together.
final class ArrivalClock: Sendable {
    private let arrivals = Mutex<[ObjectIdentifier: [ContinuousClock.Instant]]>([:])

    /// A handler for one connection's pipeline, after HTTP decoding: it stamps each request head.
    func stamper() -> Stamper { Stamper(clock: self) }

    /// When the oldest request of `channel` not taken yet arrived; now when none was stamped.
    func take(for channel: any Channel) -> ContinuousClock.Instant {
        arrivals.withLock { arrivals in
            let key = ObjectIdentifier(channel)
            guard var stamps = arrivals[key], !stamps.isEmpty else { return .now }
            let first = stamps.removeFirst()
            arrivals[key] = stamps.isEmpty ? nil : stamps
            return first
        }
    }

    fileprivate func stamp(_ channel: any Channel) {
        arrivals.withLock { $0[ObjectIdentifier(channel), default: []].append(.now) }
    }

    fileprivate func forget(_ channel: any Channel) {
        _ = arrivals.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Stamps each request head as it passes, in the order a connection's requests are answered.
    final class Stamper: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart

        private let clock: ArrivalClock

        fileprivate init(clock: ArrivalClock) {
            self.clock = clock
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if case .head = unwrapInboundIn(data) { clock.stamp(context.channel) }
            context.fireChannelRead(data)
        }

        func channelInactive(context: ChannelHandlerContext) {
            clock.forget(context.channel)
            context.fireChannelInactive()
        }
    }
}
