import ArgumentParser
import Foundation
import YTCore
import YTStore

extension YTClone {
    /// `ytclone db check|migrate|copy`: where state is kept, on this machine or a shared server.
    struct Database: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "db",
            abstract: "Check, migrate or copy the database (SQLite here, or a shared PostgreSQL server).",
            discussion: """
                Everything ytclone keeps (accounts, sessions, comments, favorites, history, subscriptions and what --new printed, paging cursors, the quota ledger) is in one SQLite file on this machine, unless database_url= in the config file or YTCLONE_DATABASE_URL names a PostgreSQL server: then every machine that names it shares one set of accounts and comments, one subscription list whose --new prints each video once across all of them, and one quota ledger per API key (a keyed hash of the key is stored, never the key).

                The URL is in libpq's form (see the example below); put the password in ~/.pgpass or PGPASSWORD rather than in the URL. The schema is created or migrated on first use, under an advisory lock; a database set up by a newer ytclone is refused and left as it is. A connection lost mid-run is made again once; an unreachable server exits 69, named by host and port, never with its password.

                Examples:
                  ytclone db copy --to 'postgresql://ada@db.home/ytclone?sslmode=require'
                  ytclone db check    # with database_url= that URL in the config file
                """,
            subcommands: [Check.self, Migrate.self, Copy.self], defaultSubcommand: Check.self)

        struct Check: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "check",
                abstract: "Show the backend, where it is, whether it answers and its schema version (changes nothing).",
                discussion: """
                    Exits 0 when the database can be used (its schema current, or empty or older: the next command sets it up), 69 when the server cannot be reached, 74 when a newer ytclone wrote it.

                    Examples:
                      ytclone db check
                      YTCLONE_DATABASE_URL=postgresql://me@db.home/ytclone ytclone db check --json
                    """)

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let report = try environment.storeLocation.inspect()
                try DatabaseRenderer(console: environment.console, format: output.resolvedFormat).show(report)
                if report.schema == "newer" {
                    throw LocalFault(.newerSchema(report.applied.filter { !report.known.contains($0) }),
                                     what: "database", path: report.location)
                }
            }
        }

        struct Migrate: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "migrate",
                abstract: "Create or bring up to date the configured database's schema, then show it.",
                discussion: """
                    Every command does this on first use; run it to set a shared server up ahead of the machines that use it.

                    Examples:
                      YTCLONE_DATABASE_URL=postgresql://me@db.home/ytclone ytclone db migrate
                    """)

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                _ = try environment.openStore()
                try DatabaseRenderer(console: environment.console, format: output.resolvedFormat)
                    .show(try environment.storeLocation.inspect())
            }
        }

        struct Copy: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "copy",
                abstract: "Copy everything in the configured database into another, empty one.",
                discussion: """
                    TARGET is a postgresql:// URL or the path of an SQLite file. Every table is copied in one transaction, ids included, so a copy that fails leaves the target as it was; a target that holds anything is refused (a copy never merges). The quota ledger copied is the one of the configured API key.

                    A password in TARGET would show in `ps`: it is refused; put it in ~/.pgpass or PGPASSWORD.

                    Examples:
                      ytclone db copy --to postgresql://me@db.home/ytclone        # this machine's SQLite into a server
                      YTCLONE_DATABASE_URL=postgresql://me@db.home/ytclone ytclone db copy --to ~/ytclone-backup.sqlite3
                    """)

            @Option(help: ArgumentHelp("The empty database to copy into: a postgresql:// URL or an SQLite file.",
                                       valueName: "target"))
            var to: String

            @OptionGroup var output: OutputOptions

            func validate() throws {
                if let url = try? PostgresURL(to), url.holdsPassword {
                    throw ValidationError("--to must not hold a password (it would show in ps): put it in ~/.pgpass or PGPASSWORD.")
                }
            }

            func run(in environment: AppEnvironment) async throws {
                let target: StoreLocation = if let url = try? PostgresURL(to) {
                    environment.settings.storeLocation(server: url)
                } else {
                    .file(URL(fileURLWithPath: to, relativeTo: environment.host.workingDirectory).standardizedFileURL.path)
                }
                guard target != environment.storeLocation else {
                    throw ValidationError("--to names the database ytclone already uses.")
                }
                let counts: StateCopy.Counts
                do {
                    counts = try StateCopy.copy(from: try environment.openStore(), to: try target.open(),
                                                targetName: target.description)
                } catch let full as StateCopy.TargetNotEmpty {
                    throw CLIError.copyTargetNotEmpty(full.target, tables: full.tables)
                }
                try DatabaseRenderer(console: environment.console, format: output.resolvedFormat)
                    .showCopy(counts, to: target.description)
            }
        }
    }
}
