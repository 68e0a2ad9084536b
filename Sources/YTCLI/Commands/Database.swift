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

                The URL is in libpq's form (see the example below); put the password in ~/.pgpass or PGPASSWORD rather than in the URL. Use sslmode=verify-full with the server's CA in ~/.postgresql/root.crt (or sslrootcert=FILE): sslmode=require takes any certificate, so a man in the middle reads the password. A URL naming another machine and no sslmode gets verify-full. The schema is created or migrated on first use, under an advisory lock; a database set up by a newer ytclone is refused and left as it is. A connection lost mid-run is made again once; an unreachable server exits 69, named by host and port, never with its password.

                Examples:
                  ytclone db copy --to 'postgresql://ada@db.home/ytclone?sslmode=verify-full'
                  ytclone db check    # with database_url= that URL in the config file
                """,
            subcommands: [Check.self, Migrate.self, Copy.self], defaultSubcommand: Check.self)

        struct Check: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "check",
                abstract: "Show the backend, where it is, whether it answers and its schema version (changes nothing).",
                discussion: """
                    For a server it shows whether the connection uses TLS, and whether the certificate was verified (sslmode=verify-ca or verify-full) and against which CA file.

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
                    TARGET is a postgresql:// URL or the path of a new SQLite file. Anything starting with postgres:// or postgresql://, or written as libpq's key=value string, is taken as a server, never as a file name (write ./NAME for a file whose name holds '='). Every table is copied in one transaction, ids included, so a copy that fails leaves the target as it was; a server database that holds anything is refused (a copy never merges), and so is a file that exists. A file is built in a private folder (mode 0700) beside it and moved into place when complete, so no other user can slip a -wal or -journal file in beside it. The quota ledger copied is the one of the configured API key.

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
                if case .server(let url) = try Self.target(to), url.holdsPassword {
                    throw ValidationError("--to must not hold a password (it would show in ps): put it in ~/.pgpass or PGPASSWORD.")
                }
            }

            /// What `--to` names. Anything that starts like a PostgreSQL URL, or reads as libpq's
            /// `key=value` connection string, is a server and never a file name: a URL ytclone
            /// could not read used to become a file named after it, password and all. Messages
            /// never repeat the text.
            static func target(_ text: String) throws -> CopyTarget {
                let lowered = text.lowercased()
                if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
                    do {
                        return .server(try PostgresURL(text))
                    } catch let invalid as PostgresURL.Invalid {
                        throw ValidationError("--to is not a PostgreSQL URL ytclone can use: \(invalid.reason).")
                    }
                }
                // `postgresql:user:pass@host`, `Postgres:/…`, `mysql://…`: a mistyped or other
                // URL, never a file named after it.
                if lowered.hasPrefix("postgres:") || lowered.hasPrefix("postgresql:") || text.contains("://") {
                    throw ValidationError(
                        "--to looks like a URL but not a postgresql:// one ytclone can use (for a file whose name holds ':', write ./NAME).")
                }
                if text.range(of: #"^\s*[A-Za-z_]+\s*="#, options: .regularExpression) != nil {
                    throw ValidationError(
                        "--to looks like a key=value connection string; ytclone takes a postgresql:// URL (for a file whose name holds '=', write ./NAME).")
                }
                return .file(text)
            }

            enum CopyTarget {
                case server(PostgresURL)
                case file(String)
            }

            func run(in environment: AppEnvironment) async throws {
                let target: StoreLocation = switch try Self.target(to) {
                case .server(let url): environment.settings.storeLocation(server: url)
                case .file(let path):
                    .file(URL(fileURLWithPath: path, relativeTo: environment.host.workingDirectory).standardizedFileURL.path)
                }
                guard target != environment.storeLocation else {
                    throw ValidationError("--to names the database ytclone already uses.")
                }
                let counts: StateCopy.Counts
                do {
                    let source = try environment.openStore()
                    counts = switch target {
                    case .file(let path): try StateCopy.copy(from: source, toNewFile: path)
                    case .server: try StateCopy.copy(from: source, to: try target.open(), targetName: target.description)
                    }
                } catch let full as StateCopy.TargetNotEmpty {
                    throw CLIError.copyTargetNotEmpty(full.target, tables: full.tables)
                } catch let existing as StateCopy.TargetExists {
                    throw CLIError.copyTargetExists(existing.target)
                }
                try DatabaseRenderer(console: environment.console, format: output.resolvedFormat)
                    .showCopy(counts, to: target.description)
            }
        }
    }
}
