import Foundation
import GRDB
import Testing

@testable import YTStore

/// `IN \(anyOf:)` finds exactly the values given, whatever characters they hold.
struct AnyOfTests {
    @Test func matchesEveryValueAndNothingElse() throws {
        let queue = try DatabaseQueue()
        let values = ["UCabc-_09", "quote\"d", "back\\slash", "tab\tand\nline\u{1}", "é✓🎵", "", "a'b"]
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE t (v TEXT)")
            for value in values + ["other", "UCabc"] { try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [value]) }
        }
        let found = try queue.read { db in
            try SQLRequest<String>(literal: "SELECT v FROM t WHERE v IN \(anyOf: values)").fetchAll(db)
        }
        #expect(Set(found) == Set(values))
        #expect(try queue.read { db in try SQLRequest<String>(literal: "SELECT v FROM t WHERE v IN \(anyOf: [])").fetchAll(db) }.isEmpty)
        for value in values {
            let decoded = try JSONDecoder().decode(String.self, from: Data(SQLInterpolation.jsonString(value).utf8))
            #expect(decoded == value)
        }
    }
}
