import Foundation
import Testing
import YTCore
@testable import YTStore

/// A PostgreSQL connection over TLS with the certificate checked (`sslmode=verify-full`): the test
/// server is given a certificate from a CA made here, and `ssl = on` for the length of the test.
@Suite("PostgreSQL over verified TLS", .serialized, .enabled(if: StoreBackend.available.contains(.postgres)))
struct PostgresTLSTests {
    @Test("verify-full with the server's CA connects, and db check says verified and against which CA")
    func verifiedAgainstTheRightCA() throws {
        try withTLSServer { server, authorities in
            let url = try server.with(query: "sslmode=verify-full&sslrootcert=\(authorities.right)")
            let report = try StoreLocation.server(url, ledger: "k").inspect()
            let line = try #require(report.server)
            #expect(line.contains("certificate and host name verified (sslmode=verify-full) against \(authorities.right)"),
                    "\(line)")
            #expect(line.contains("TLSv1."), "\(line)")
        }
    }

    @Test("verify-full with another CA is refused as unreachable, the password never shown")
    func refusedWithTheWrongCA() throws {
        try withTLSServer { server, authorities in
            let url = try server.with(query: "sslmode=verify-full&sslrootcert=\(authorities.wrong)", password: "s3cret-pw")
            #expect {
                _ = try StoreLocation.server(url, ledger: "k").inspect()
            } throws: { error in
                guard case StoreError.unreachable(_, let detail) = error else { return false }
                return detail.contains("certificate verify failed") && !"\(error)".contains("s3cret-pw")
            }
        }
    }

    @Test("require connects over TLS but says the certificate was not verified")
    func requireIsNotVerified() throws {
        try withTLSServer { server, _ in
            let report = try StoreLocation.server(try server.with(query: "sslmode=require"), ledger: "k").inspect()
            #expect(report.server?.contains("certificate not verified (sslmode=require)") == true, "\(report.server ?? "")")
        }
    }

    struct Authorities {
        var right: String
        var wrong: String
    }

    /// Turns TLS on in the test server with a certificate for `localhost` and 127.0.0.1 signed by
    /// a CA made here (and makes a second CA that signed nothing), runs `body`, and turns it off.
    private func withTLSServer(_ body: (PostgresURL, Authorities) throws -> Void) throws {
        let server = try TestServer.url()
        try withTemporaryDirectory { directory in
            let folder = directory.path
            try openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                         "-keyout", "\(folder)/ca.key", "-out", "\(folder)/ca.crt", "-days", "2", "-subj", "/CN=ytclone test CA"])
            try openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                         "-keyout", "\(folder)/other.key", "-out", "\(folder)/other.crt", "-days", "2", "-subj", "/CN=another CA"])
            try openssl(["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                         "-keyout", "\(folder)/server.key", "-out", "\(folder)/server.csr", "-subj", "/CN=localhost"])
            try "subjectAltName=DNS:localhost,IP:127.0.0.1\n".write(toFile: "\(folder)/san", atomically: true, encoding: .utf8)
            try openssl(["x509", "-req", "-in", "\(folder)/server.csr", "-CA", "\(folder)/ca.crt", "-CAkey", "\(folder)/ca.key",
                         "-CAcreateserial", "-out", "\(folder)/server.crt", "-days", "2", "-extfile", "\(folder)/san"])
            let admin = try PostgresConnection(url: server)
            // The server runs as the owner of its data folder (Debian's postgres user under root)
            // and reads its key only when that user owns it.
            let dataFolder = try #require(try admin.query("SHOW data_directory").first?.fields.first ?? nil)
            var owner = stat()
            try #require(stat(dataFolder, &owner) == 0)
            chmod(folder, 0o755)
            chmod("\(folder)/server.crt", 0o644)
            chmod("\(folder)/server.key", 0o600)
            if geteuid() == 0 { chown("\(folder)/server.key", owner.st_uid, owner.st_gid) }
            try admin.query("ALTER SYSTEM SET ssl_cert_file = '\(folder)/server.crt'")
            try admin.query("ALTER SYSTEM SET ssl_key_file = '\(folder)/server.key'")
            try admin.query("ALTER SYSTEM SET ssl = on")
            defer {
                _ = try? admin.query("ALTER SYSTEM RESET ssl")
                _ = try? admin.query("ALTER SYSTEM RESET ssl_cert_file")
                _ = try? admin.query("ALTER SYSTEM RESET ssl_key_file")
                _ = try? admin.query("SELECT pg_reload_conf()")
            }
            try admin.query("SELECT pg_reload_conf()")
            // The postmaster rereads its configuration when the signal arrives: new connections
            // show when it has (each attempt a round trip, bounded in count).
            let probe = try server.with(query: "sslmode=require")
            var ready = false
            for _ in 0..<500 where !ready {
                ready = (try? PostgresConnection(url: probe))?.encryption.tls == true
            }
            try #require(ready, "the test server did not turn TLS on")
            try body(server, Authorities(right: "\(folder)/ca.crt", wrong: "\(folder)/other.crt"))
        }
    }

    private func openssl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "openssl \(arguments.first ?? "") failed")
    }
}

extension PostgresURL {
    /// The same server as `localhost` (the name the certificate carries), with these parameters.
    func with(query: String, password: String? = nil) throws -> PostgresURL {
        var components = try #require(URLComponents(string: text))
        components.host = "localhost"
        components.password = password
        components.percentEncodedQuery = query
        return try PostgresURL(try #require(components.string))
    }
}
