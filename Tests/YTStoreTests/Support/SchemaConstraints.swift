import Foundation
@testable import YTStore

/// One table's indexes and CHECK constraints as the database itself reports them, written so
/// that SQLite's and PostgreSQL's compare.
///
/// What is compared, and how each side is read:
/// - an index is its kind (primary key, unique, plain) and its key terms in order: a column's
///   name, or an expression's text; SQLite's `COLLATE NOCASE` column is PostgreSQL's index on
///   `lower(column)`, SQLite's `ifnull` PostgreSQL's `coalesce`.
/// - a primary key on `id` alone is not an index here: in SQLite it is the rowid itself, and in
///   PostgreSQL the identity column that stands for it.
/// - a plain index that ends in `id` on a table keyed by `id` is compared without it: SQLite's
///   every index of such a table ends in the rowid, spelled or not.
/// - a CHECK is its expression, with case, white space, parentheses and casts (`::text`) dropped;
///   a list of allowed values (`kind IN ('a', 'b')`, PostgreSQL's `kind = ANY (ARRAY['a', 'b'])`)
///   is the column and the sorted values.
/// Columns, types, NOT NULL and foreign keys are not compared.
struct TableConstraints: Hashable {
    var indexes: Set<String> = []
    var checks: Set<String> = []

    /// Every table's, read from a SQLite store's `sqlite_master` and its index pragmas.
    static func sqlite(_ store: SQLiteStore) throws -> [String: TableConstraints] {
        let tables = try store.rowsForTesting("""
            SELECT name, sql FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
            """)
        var schema: [String: TableConstraints] = [:]
        for table in tables {
            let name = table[0] ?? ""
            var constraints = TableConstraints()
            constraints.checks = Set(SchemaText.checks(inCreateTable: table[1] ?? "").map(SchemaText.check))
            let keyedByID = try store.rowsForTesting("SELECT name FROM pragma_table_info(?) WHERE pk > 0", [name])
                .map { $0[0] } == ["id"]
            for index in try store.rowsForTesting("SELECT name, \"unique\", origin FROM pragma_index_list(?)", [name]) {
                let indexName = index[0] ?? ""
                let definition = try store.rowsForTesting("SELECT sql FROM sqlite_master WHERE name = ?", [indexName]).first?[0]
                let expressions = definition.map(SchemaText.indexTerms) ?? []
                let columns = try store.rowsForTesting(
                    "SELECT cid, name, coll FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno", [indexName])
                let terms = columns.enumerated().map { position, column in
                    if column[0] == "-2" { return position < expressions.count ? expressions[position] : "?" }
                    let columnName = column[1] ?? "?"
                    return column[2]?.uppercased() == "NOCASE" ? "lower(\(columnName))" : columnName
                }
                let kind: IndexKind = index[2] == "pk" ? .primaryKey : index[1] == "1" ? .unique : .plain
                constraints.indexes.formUnion(SchemaText.index(kind, terms, keyedByID: keyedByID))
            }
            schema[name] = constraints
        }
        return schema
    }

    /// Every table's, read from PostgreSQL's catalog (`pg_index`, `pg_constraint`) through
    /// `connection`, in the connection's current schema.
    static func postgres(_ connection: PostgresConnection) throws -> [String: TableConstraints] {
        var schema: [String: TableConstraints] = [:]
        let tables = try connection.query("""
            SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'ytclone_migrations'
            """)
        for table in tables { schema[table[0] ?? ""] = TableConstraints() }
        let indexes = try connection.query("""
            SELECT t.relname, i.indisprimary, i.indisunique,
                   to_json(ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true)
                                 FROM generate_series(1, i.indnkeyatts::int) AS k ORDER BY k))
            FROM pg_index i
            JOIN pg_class t ON t.oid = i.indrelid
            JOIN pg_namespace n ON n.oid = t.relnamespace
            WHERE n.nspname = current_schema() AND t.relname <> 'ytclone_migrations'
            """)
        let keyedByID = Set(try indexes.filter { try $0.bool(1) && $0.strings(3) == ["id"] }.map { $0[0] ?? "" })
        for index in indexes {
            let name = index[0] ?? ""
            let kind: IndexKind = try index.bool(1) ? .primaryKey : try index.bool(2) ? .unique : .plain
            let terms = try index.strings(3).map(SchemaText.term)
            schema[name, default: TableConstraints()].indexes
                .formUnion(SchemaText.index(kind, terms, keyedByID: keyedByID.contains(name)))
        }
        let checks = try connection.query("""
            SELECT t.relname, pg_get_constraintdef(c.oid, true)
            FROM pg_constraint c
            JOIN pg_class t ON t.oid = c.conrelid
            JOIN pg_namespace n ON n.oid = t.relnamespace
            WHERE c.contype = 'c' AND n.nspname = current_schema()
            """)
        for check in checks {
            schema[check[0] ?? "", default: TableConstraints()].checks.insert(SchemaText.check(check[1] ?? ""))
        }
        return schema
    }

    /// What tells the two schemas apart, one line per index or CHECK only one of them has.
    static func differences(_ sqlite: [String: TableConstraints], _ postgres: [String: TableConstraints]) -> [String] {
        Set(sqlite.keys).union(postgres.keys).sorted().flatMap { table in
            let left = sqlite[table] ?? TableConstraints(), right = postgres[table] ?? TableConstraints()
            func only(_ what: String, _ mine: Set<String>, _ theirs: Set<String>, _ side: String) -> [String] {
                mine.subtracting(theirs).sorted().map { "\(table): \(what) \($0) only in \(side)" }
            }
            return only("index", left.indexes, right.indexes, "SQLite") + only("CHECK", left.checks, right.checks, "SQLite")
                + only("index", right.indexes, left.indexes, "PostgreSQL") + only("CHECK", right.checks, left.checks, "PostgreSQL")
        }
    }
}

enum IndexKind: String {
    case primaryKey = "primary key", unique, plain = "index"
}

/// The text of schema pieces, put in the one form both databases are compared in.
enum SchemaText {
    /// An index as compared: `unique (lower(email))`; none for a primary key on `id` alone.
    static func index(_ kind: IndexKind, _ terms: [String], keyedByID: Bool) -> [String] {
        if kind == .primaryKey && terms == ["id"] { return [] }
        var terms = terms
        if kind == .plain && keyedByID && terms.count > 1 && terms.last == "id" { terms.removeLast() }
        return ["\(kind.rawValue) (\(terms.joined(separator: ", ")))"]
    }

    /// An index term: lower case, no white space, no casts, `ifnull` as `coalesce`, no
    /// parentheses around a lone value (PostgreSQL prints `coalesce(user_id, (0)::bigint)`).
    static func term(_ text: String) -> String {
        compact(text).replacing(/(^|[^a-z0-9_])\(([a-z0-9_]+|'[^']*')\)/) { $0.1 + $0.2 }
    }

    /// A CHECK's expression as compared (see `TableConstraints`).
    static func check(_ text: String) -> String {
        var text = text.lowercased().replacing(/::\s*[a-z_]+(\s+(varying|precision))?/, with: "")
            .trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("check") { text = String(text.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
        text = text.replacing(/\s+not\s+valid$/, with: "")
        if let list = text.wholeMatch(of: /\(*\s*([a-z_]+)\s+in\s*\((.*?)\)\s*\)*/)
            ?? text.wholeMatch(of: /\(*\s*([a-z_]+)\s*=\s*any\s*\(\s*array\[(.*?)\]\s*\)\s*\)*/)
        {
            let values = list.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.sorted()
            return "\(list.1) in {\(values.joined(separator: ", "))}"
        }
        return compact(text).filter { $0 != "(" && $0 != ")" }
    }

    /// The expressions of every `CHECK (…)` in a `CREATE TABLE` statement.
    static func checks(inCreateTable sql: String) -> [String] {
        sql.ranges(of: /(?i)\bcheck\s*\(/).compactMap { match in
            parenthesized(sql, from: sql.index(before: match.upperBound))
        }
    }

    /// The key terms of a `CREATE INDEX … ON table(…)` statement, split at top-level commas.
    static func indexTerms(_ sql: String) -> [String] {
        guard let on = sql.firstRange(of: /(?i)\son\s+[a-z_"]+\s*\(/),
            let inside = parenthesized(sql, from: sql.index(before: on.upperBound))
        else { return [] }
        var terms: [String] = [], current = "", depth = 0
        for character in inside {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == "," && depth == 0 {
                terms.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return (terms + [current]).map(term)
    }

    /// Lower case, no white space, no casts, `ifnull` as `coalesce` (the same function).
    private static func compact(_ text: String) -> String {
        text.lowercased().replacing(/::\s*[a-z_]+(\s+(varying|precision))?/, with: "")
            .filter { !$0.isWhitespace }.replacing("ifnull(", with: "coalesce(")
    }

    /// The text between the parenthesis at `open` and the one that closes it.
    private static func parenthesized(_ text: String, from open: String.Index) -> String? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return String(text[text.index(after: open)..<index]) }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
