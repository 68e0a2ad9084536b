import CCurl
import Foundation

/// One request in flight: its easy handle's options, the bytes received, and the waiting caller.
///
/// Owned by the loop thread from `enqueue` to `finish`; the only other thread that touches it is
/// the caller's, which sets `continuation` before handing it over. libcurl callbacks reach it
/// through the `userdata` pointer, so the C callbacks capture nothing.
final class CurlTransfer: @unchecked Sendable {
    let request: HTTPRequest
    var continuation: CheckedContinuation<HTTPResponse, any Error>?

    private var body = Data()
    private var headers: [String: String] = [:]
    private var headerList: UnsafeMutablePointer<curl_slist>?
    /// libcurl writes its error text here until the handle is cleaned up, so it must not move.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    private var maxBodyBytes = Int.max
    private var bodyTooLarge = false
    private var timeout: Double = 0

    init(request: HTTPRequest) {
        self.request = request
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        errorBuffer.deallocate()
    }

    /// Creates and configures the easy handle; the caller adds it to the multi handle.
    func makeEasyHandle(_ configuration: CurlTransport.Configuration) throws -> UnsafeMutableRawPointer {
        guard let easy = ccurl_easy_init() else {
            throw TransportError.other(code: -1, message: "libcurl could not allocate a request")
        }
        maxBodyBytes = min(configuration.maxBodyBytes, request.maxBodyBytes ?? .max)
        timeout = min(configuration.totalTimeout, request.timeout ?? .infinity)
        let me = Unmanaged.passUnretained(self).toOpaque()

        ccurl_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString)
        setMethod(easy)
        ccurl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        ccurl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        ccurl_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        // HTTP/2 over TLS where the server offers it (Google does), HTTP/1.1 otherwise. Over TLS, a
        // request started while the first connection is being made waits for its handshake, and
        // shares it when ALPN says HTTP/2, instead of opening one connection per request. Over
        // plain HTTP (HTTP/1.1 only) waiting would mean waiting for the first whole response.
        ccurl_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        if request.url.scheme == "https" { ccurl_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1) }
        ccurl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        ccurl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, configuration.maxRedirects)
        ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1)
        ccurl_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2)
        ccurl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, CurlTransport.milliseconds(min(configuration.connectTimeout, timeout)))
        ccurl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, CurlTransport.milliseconds(timeout))
        // An empty string asks for every encoding libcurl can decode (gzip included) and decodes it.
        ccurl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        ccurl_easy_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent)
        ccurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)

        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headerList = ccurl_slist_append(headerList, "\(name): \(value)")
        }
        if let headerList {
            ccurl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList)
        }

        ccurl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION, CurlTransfer.onBody)
        ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        ccurl_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION, CurlTransfer.onHeader)
        ccurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, me)
        return easy
    }

    /// GET, or the request's method with its body: libcurl copies the body (COPYPOSTFIELDS), so
    /// nothing here must outlive the call.
    private func setMethod(_ easy: UnsafeMutableRawPointer) {
        let body = request.body ?? Data()
        if request.method == "GET" || (request.method != "POST" && request.body == nil) {
            ccurl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)
        } else if body.isEmpty {
            ccurl_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, 0)
            ccurl_easy_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, "")
        } else {
            ccurl_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, body.count)
            body.withUnsafeBytes { bytes in
                _ = ccurl_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
        }
        // PUT and DELETE are a POST (or a GET) with another verb on the request line.
        if request.method != "GET", request.method != "POST" {
            ccurl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method)
        }
    }

    func releaseEasyHandle(_ easy: UnsafeMutableRawPointer) {
        ccurl_easy_cleanup(easy)
        ccurl_slist_free_all(headerList)
        headerList = nil
    }

    /// Turns libcurl's verdict on a finished transfer into a response or a `TransportError`.
    func result(code: CURLcode, easy: UnsafeMutableRawPointer) -> Result<HTTPResponse, any Error> {
        guard code == CURLE_OK else {
            return .failure(transportError(code))
        }
        var status = 0
        curlInfo(easy, CURLINFO_RESPONSE_CODE, &status)
        var wireBytes: curl_off_t = 0
        ccurl_easy_getinfo_offset(easy, CURLINFO_SIZE_DOWNLOAD_T, &wireBytes)
        return .success(HTTPResponse(status: status, headers: headers, body: body, wireBodyBytes: Int(wireBytes)))
    }

    func finish(_ result: Result<HTTPResponse, any Error>) {
        continuation?.resume(with: result)
        continuation = nil
    }

    private func transportError(_ code: CURLcode) -> TransportError {
        let detail = errorBuffer.pointee == 0
            ? String(validatingCString: ccurl_easy_strerror(code)) ?? "libcurl error \(code.rawValue)"
            : String(validatingCString: errorBuffer) ?? "libcurl error \(code.rawValue)"
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            return .cannotConnect(detail)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(seconds: timeout)
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE,
            CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .connectionLost(detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER:
            return .tls(detail)
        case CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects
        case CURLE_WRITE_ERROR where bodyTooLarge:
            return .other(code: Int(code.rawValue), message: "response larger than \(maxBodyBytes) bytes")
        default:
            return .other(code: Int(code.rawValue), message: detail)
        }
    }

    private static let onBody: ccurl_write_callback = { data, size, count, userdata in
        guard let data, let userdata else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
        let length = size * count
        guard transfer.body.count + length <= transfer.maxBodyBytes else {
            transfer.bodyTooLarge = true
            return 0
        }
        data.withMemoryRebound(to: UInt8.self, capacity: length) {
            transfer.body.append($0, count: length)
        }
        return length
    }

    private static let onHeader: ccurl_write_callback = { data, size, count, userdata in
        guard let data, let userdata else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
        let length = size * count
        // Bytes, not Foundation's character sets: a fan-out reads a thousand header lines.
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) { UnsafeBufferPointer(start: $0, count: length) }
        if line.starts(with: "HTTP/".utf8) {
            // A new status line: a redirect or an interim response came before; start over.
            transfer.headers.removeAll()
        } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
            // The value without the optional white space around it and the line's end (RFC 9110 5.5).
            func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
            var start = colon + 1, end = line.count
            while start < end, blank(line[start]) { start += 1 }
            while end > start, blank(line[end - 1]) { end -= 1 }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            transfer.headers[name] = String(decoding: line[start..<end], as: UTF8.self)
        }
        return length
    }
}

extension CurlTransport {
    /// `seconds` as libcurl's whole milliseconds, rounded up and at least 1: libcurl reads 0 as
    /// "no limit", so a tiny timeout must not become none. Non-finite or huge values (never
    /// accepted from the command line) clamp to a day.
    public static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 1 }
        return Int(min((seconds * 1000).rounded(.up), 86_400_000))
    }
}
