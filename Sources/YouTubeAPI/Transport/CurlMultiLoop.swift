import CCurl
import Foundation
import Synchronization

/// Owns one curl multi handle and the thread that drives it.
///
/// Other threads only touch `inbox` (behind a mutex) and call `curl_multi_wakeup`, which libcurl
/// documents as thread-safe; everything else happens on the loop's own thread.
final class CurlMultiLoop: Sendable {
    private struct Inbox {
        var added: [CurlTransfer] = []
        var cancelled: [ObjectIdentifier] = []
        var shuttingDown = false
        var hostConnections: Int?
        var statistics = CurlTransport.Statistics()
        /// Whether a wakeup was sent that the loop has not taken its inbox for yet.
        var wakeupPending = false
    }

    private let inbox = Mutex(Inbox())
    private let multi: CurlHandle
    private let configuration: CurlTransport.Configuration

    /// Loads libcurl if this is the first loop of the process.
    ///
    /// - Throws: `TransportError.other` when libcurl cannot be loaded.
    init(configuration: CurlTransport.Configuration) throws {
        var error = [CChar](repeating: 0, count: 256)
        guard ccurl_load(&error, error.count) == 0 else {
            throw TransportError.other(code: -1, message: String(decoding: error.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
        }
        self.configuration = configuration
        multi = CurlHandle(ccurl_multi_init())
        let thread = Thread { [self] in run() }
        thread.name = "ytclone.curl"
        thread.start()
    }

    var statistics: CurlTransport.Statistics {
        inbox.withLock { $0.statistics }
    }

    func enqueue(_ transfer: CurlTransfer) {
        post { $0.added.append(transfer) }
    }

    func cancel(_ transfer: CurlTransfer) {
        post { $0.cancelled.append(ObjectIdentifier(transfer)) }
    }

    func limitConnections(perHost count: Int) {
        post { $0.hostConnections = max(1, count) }
    }

    func shutDown() {
        post { $0.shuttingDown = true }
    }

    /// Puts `change` in the inbox and wakes the loop, unless a wakeup it has not answered yet is
    /// on its way: the hundred requests of a fan-out, handed over together, cost the loop one
    /// turn (one pass over every connection) instead of a hundred.
    private func post(_ change: (inout Inbox) -> Void) {
        let wake = inbox.withLock { box in
            change(&box)
            defer { box.wakeupPending = true }
            return !box.wakeupPending
        }
        if wake { ccurl_multi_wakeup(multi.pointer) }
    }

    private func run() {
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        while true {
            let (added, cancelled, stop, hostConnections) = inbox.withLock { box in
                defer {
                    box.added.removeAll()
                    box.cancelled.removeAll()
                    box.hostConnections = nil
                    box.wakeupPending = false
                }
                return (box.added, box.cancelled, box.shuttingDown, box.hostConnections)
            }
            if let hostConnections {
                // Handles beyond the limit wait in libcurl's own queue, started as connections free up.
                ccurl_multi_setopt_long(multi.pointer, CURLMOPT_MAX_HOST_CONNECTIONS, hostConnections)
            }
            for transfer in added {
                do {
                    let easy = try transfer.makeEasyHandle(configuration)
                    active[easy] = transfer
                    ccurl_multi_add_handle(multi.pointer, easy)
                } catch {
                    transfer.finish(.failure(error))
                }
            }
            for id in cancelled {
                guard let (easy, transfer) = active.first(where: { ObjectIdentifier($0.value) == id }) else { continue }
                remove(easy, from: &active)
                transfer.finish(.failure(CancellationError()))
            }
            if stop {
                for (easy, transfer) in active {
                    remove(easy, from: &active)
                    transfer.finish(.failure(CancellationError()))
                }
                ccurl_multi_cleanup(multi.pointer)
                return
            }
            var running: Int32 = 0
            ccurl_multi_perform(multi.pointer, &running)
            collectFinished(&active)
            ccurl_multi_poll(multi.pointer, nil, 0, 1000, nil)
        }
    }

    private func collectFinished(_ active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        var queued: Int32 = 0
        while let message = ccurl_multi_info_read(multi.pointer, &queued) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            let code = message.pointee.data.result
            let result = transfer.result(code: code, easy: easy)
            if case .success(let response) = result {
                var connects = 0
                curlInfo(easy, CURLINFO_NUM_CONNECTS, &connects)
                inbox.withLock {
                    $0.statistics.requests += 1
                    $0.statistics.connectionsOpened += connects
                    $0.statistics.wireBodyBytes += response.wireBodyBytes
                    $0.statistics.bodyBytes += response.body.count
                }
            }
            remove(easy, from: &active)
            transfer.finish(result)
        }
    }

    private func remove(_ easy: UnsafeMutableRawPointer, from active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        ccurl_multi_remove_handle(multi.pointer, easy)
        active[easy]?.releaseEasyHandle(easy)
        active[easy] = nil
    }
}

/// A raw libcurl handle that may cross threads because libcurl allows the one call made from
/// other threads on it (`curl_multi_wakeup`); every other use stays on the loop thread.
struct CurlHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    init(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { fatalError("libcurl could not allocate a handle") }
        self.pointer = pointer
    }
}

func curlInfo(_ easy: UnsafeMutableRawPointer, _ info: CURLINFO, _ value: inout Int) {
    var long = 0
    ccurl_easy_getinfo_long(easy, info, &long)
    value = long
}
