import Foundation
import Testing

/// `ytclone db check|migrate|copy` in process, on SQLite (the PostgreSQL side runs in
/// IntegrationTests.SharedDatabaseTests and YTStoreTests, against a real server).
@Suite struct DatabaseCommandTests {
    @Test func checkOfAFreshHomeSaysSQLiteAndEmptyAndCreatesNothing() async throws {
        let home = CommandHome.make()
        let result = await home.run(["db", "check", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(result.object)
        #expect(Set(report.keys) == (try JSONDocs.keys(of: "Database")))
        #expect(report["backend"] as? String == "sqlite")
        #expect(report["schema"] as? String == "empty")
        #expect(report["server"] is NSNull)
        let path = try #require(report["location"] as? String)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func migrateCreatesTheSchemaAndCheckThenSaysCurrent() async throws {
        let home = CommandHome.make()
        let migrated = await home.run(["db", "migrate"])
        #expect(migrated.status == 0, "\(migrated.stderr)")
        #expect(migrated.lines.contains { $0.hasPrefix("backend") && $0.hasSuffix("sqlite") })
        #expect(migrated.lines.contains { $0.hasPrefix("schema") && $0.contains("current: 11 of 11 migrations applied") })
        let tsv = await home.run(["db", "check", "--format", "tsv"])
        #expect(tsv.cells.first == ["field", "value"])
        #expect(tsv.cells.contains(["schema", "current: 11 of 11 migrations applied"]))
    }

    @Test func copyIntoAFileMovesEveryRowAndRefusesToCopyTwice() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
                               stdin: "Corr3ct-horse\n").status == 0)
        #expect(await home.run(["comment", "add", "dQw4w9WgXcQ", "hello #copy"]).status == 0)
        let target = home.root.appendingPathComponent("copy.sqlite3").path
        let copied = await home.run(["db", "copy", "--to", target, "--json"])
        #expect(copied.status == 0, "\(copied.stderr)")
        let summary = try #require(copied.object)
        #expect(Set(summary.keys) == (try JSONDocs.keys(of: "Database copy")))
        let tables = try #require(summary["tables"] as? [[String: Any]])
        let rows = Dictionary(uniqueKeysWithValues: tables.map { ($0["table"] as? String ?? "", $0["rows"] as? Int ?? -1) })
        #expect(rows["users"] == 1 && rows["sessions"] == 1 && rows["comments"] == 1 && rows["comment_tags"] == 1)
        #expect(summary["total"] as? Int == rows.values.reduce(0, +))

        let again = await home.run(["db", "copy", "--to", target])
        #expect(again.status == 65)
        #expect(again.stderr.contains("\(target) already exists; nothing was copied"), "\(again.stderr)")
    }

    @Test func copyIntoAFileIsBuiltPrivatelyAndLeavesNothingBeside() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
                               stdin: "Corr3ct-horse\n").status == 0)
        let folder = home.root.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let target = folder.appendingPathComponent("copy.sqlite3").path
        // Files planted where SQLite would put its log and journal, writable by everyone and,
        // when the tests run as root, owned by another user: the copy must not pass through them.
        let planted = ["-wal", "-journal"].map { target + $0 }
        for path in planted {
            #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o666]))
            chmod(path, 0o666)
            if geteuid() == 0 { chown(path, 65534, 65534) }
        }
        let copied = await home.run(["db", "copy", "--to", target])
        #expect(copied.status == 0, "\(copied.stderr)")
        for path in planted {
            #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0, "\(path)")
        }
        var status = stat()
        #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["copy.sqlite3", "copy.sqlite3-journal", "copy.sqlite3-wal"])
    }

    @Test(arguments: [
        "postgresql://ada:s3cret@db1.example,db2.example/ytclone",
        "POSTGRES://ada:s3cret@db.example/ytc%00lone",
        "postgresql://ada:s3cret@db.example/ytclone%00",
        "host=db.example user=ada password=s3cret dbname=ytclone",
        "  dbname = ytclone password=s3cret",
        "postgresql:ada:s3cret@db.example",
        "Postgres:/ada:s3cret@db.example/ytclone",
        "mysql://ada:s3cret@db.example/ytclone",
    ])
    func aServerThatIsNotAUsableURLIsNeverTakenForAFileNorEchoed(target: String) async throws {
        let home = CommandHome.make()
        let before = try FileManager.default.contentsOfDirectory(atPath: home.root.path)
        let result = await home.run(["db", "copy", "--to", target])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(!result.stderr.contains("s3cret"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.root.path) == before)
    }

    @Test func copyIntoTheDatabaseInUseIsRefused() async throws {
        let home = CommandHome.make()
        let report = try #require(try await home.json(["db", "check"]) as? [String: Any])
        let result = await home.run(["db", "copy", "--to", try #require(report["location"] as? String)])
        #expect(result.status == 64)
        #expect(result.stderr.contains("names the database ytclone already uses"))
    }

    @Test func anInvalidDatabaseURLIsRefusedWithoutEchoingIt() async {
        let home = CommandHome.make()
        home.environment["YTCLONE_DATABASE_URL"] = "mysql://root:hunter2@db/x"
        let result = await home.run(["db", "check"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("YTCLONE_DATABASE_URL"))
        #expect(!result.stderr.contains("hunter2"))
    }

    @Test func anUnreachableServerExits69NamingHostAndPortButNotThePassword() async {
        let home = CommandHome.make()
        home.environment["YTCLONE_DATABASE_URL"] = "postgresql://ada:hunter2@127.0.0.1:1/ytclone?connect_timeout=2"
        for arguments in [["db", "check"], ["whoami"], ["fav", "list"]] {
            let result = await home.run(arguments)
            #expect(result.status == 69, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("cannot reach the database server 127.0.0.1:1"), "\(result.stderr)")
            #expect(!result.stderr.contains("hunter2"))
        }
    }
}
