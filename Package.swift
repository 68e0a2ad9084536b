// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ytclone",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "ytclone", targets: ["ytclone"]),
        .executable(name: "yt-emulator", targets: ["yt-emulator"]),
        .executable(name: "yt-bench", targets: ["yt-bench"]),
        .executable(name: "ytclone-fuzz", targets: ["ytclone-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // libcurl's header at build time; the library itself is dlopened on first use (see ccurl.h).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // libsodium (libsodium-dev) from the system's own folders, not pkg-config's: its `-L` came
        // first on the link line and made the release link the shared library over the static one
        // that scripts/lib/common.sh (RELEASE_FLAGS) links in.
        .systemLibrary(name: "CSodium"),
        // The no-echo password prompt's signal handlers and core-dump switch, in C (see secret_input.h).
        .target(name: "CSecretInput"),
        // libjpeg-turbo, libpng and libchafa, dlopened the first time a picture is decoded or drawn
        // (see cimage.h): commands that draw nothing start as fast as without them.
        .target(name: "CImage", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "YTImages", dependencies: ["CImage"]),
        // libpq, dlopened when a PostgreSQL URL is configured (see cpostgres.h).
        .target(name: "CPostgres", linkerSettings: [.linkedLibrary("dl")]),
        // libsecret, dlopened the first time a Google sign-in is read or kept (see csecret.h): the
        // desktop keyring through the Secret Service.
        .target(name: "CSecret", linkerSettings: [.linkedLibrary("dl")]),
        // libxml2's streaming reader for channels' Atom feeds, dlopened the first time a feed is read
        // (see cxml.h): linking Foundation's XMLParser would load libxml2 and ICU at every start.
        .target(name: "CXML", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "YouTubeAPI", dependencies: ["CCurl", "CXML"]),
        .target(name: "YTCore", dependencies: ["YouTubeAPI", "CSodium", "YTImages", "CSecret"]),
        .target(
            name: "YTStore",
            dependencies: ["YouTubeAPI", "YTCore", "CPostgres", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The emulator shares no code with the client (it draws and encodes its own pictures).
        .target(name: "YTEmulator"),
        .executableTarget(
            name: "yt-emulator",
            dependencies: [
                "YTEmulator",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        // The full-screen browser (`ytclone browse`): screens, frames, the terminal driver and its
        // controllers, run from what YTCLI's composition root hands it.
        .target(name: "YTBrowser", dependencies: ["YouTubeAPI", "YTCore", "YTImages"]),
        // The commands, renderers and the composition root; the executable is one call into it,
        // so in-process tests (CommandTests) run the same program against a captured host.
        .target(
            name: "YTCLI",
            dependencies: [
                "YouTubeAPI", "YTCore", "YTStore", "YTImages", "YTBrowser", "CSecretInput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "ytclone", dependencies: ["YTCLI"]),
        .executableTarget(
            name: "yt-bench",
            dependencies: [
                "YTStore", "YTCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzz targets over the readers of untrusted bytes; scripts/fuzz.sh builds the executable
        // with libFuzzer, a plain build replays files through the same targets.
        .target(name: "YTFuzzing", dependencies: ["YouTubeAPI", "YTCore", "YTImages"]),
        .executableTarget(name: "ytclone-fuzz", dependencies: ["YTFuzzing"]),
        .testTarget(name: "YouTubeAPITests", dependencies: ["YouTubeAPI"]),
        .testTarget(name: "YTCoreTests", dependencies: ["YTCore", "YouTubeAPI"]),
        .testTarget(name: "YTStoreTests", dependencies: ["YTStore", "YTCore"]),
        .testTarget(name: "YTEmulatorTests", dependencies: ["YTEmulator"]),
        .testTarget(name: "ImageTests", dependencies: ["YTImages", "YTCore", "YouTubeAPI"], exclude: ["Golden"]),
        // The listings' round trip parses command lines through YTCLI's commands.
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "YouTubeAPI", "YTCore", "YTFuzzing", "YTCLI",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["FuzzRegressions"]
        ),
        .testTarget(
            name: "CommandTests",
            dependencies: ["YTCLI", "YTBrowser", "YTEmulator", "YouTubeAPI", "YTCore", "YTStore", "YTImages"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "IntegrationTests", dependencies: ["YouTubeAPI", "YTCore", "YTStore"]),
    ],
    swiftLanguageModes: [.v6]
)
