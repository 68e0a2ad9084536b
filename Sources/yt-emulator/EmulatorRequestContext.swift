import Hummingbird
import NIOCore

/// Request context that keeps the connection's channel, which the `reset` and `truncated`
/// faults need in order to cut the connection underneath Hummingbird.
struct EmulatorRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
