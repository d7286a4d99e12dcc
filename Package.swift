// swift-tools-version:6.0
import PackageDescription

#if os(macOS)
let ncursesPkgConfig: String? = "ncursesw"
#else
let ncursesPkgConfig: String? = nil
#endif

let package = Package(
    name: "NavKit",
    // Mutex (Synchronization) is macOS 15's; Linux has no minimum beyond Swift 6.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "NavKit", targets: ["NavKit"]),
        .library(name: "NavKitTesting", targets: ["NavKitTesting"]),
        .library(name: "NavKitCurses", targets: ["NavKitCurses"]),
        .library(name: "NavKitCursesTesting", targets: ["NavKitCursesTesting"]),
        .library(name: "NavKitLogging", targets: ["NavKitLogging"]),
    ],
    dependencies: [
        // navdemo's options. navdemo is no product, so a package that depends on NavKit's
        // libraries never resolves this (`swift build --product navdemo` still builds it here).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // NavKitLogging's LogHandler. Only that product uses it: an adopter of NavKit and
        // NavKitCurses alone has it resolved and pinned in its Package.resolved, but never builds
        // it (`make portability` checks both).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // The engine: only what ships with Swift (the standard library, Synchronization,
        // Observation, Dispatch); never reads a clock or a terminal.
        .target(name: "NavKit"),
        // The platform layer: the C library of each system (Darwin, Glibc, Musl) under one name.
        .target(name: "NavKitPlatform"),
        // A manual clock, a headless driver and a recognizer harness, for tests of NavKit apps
        // and screens: no terminal, no ncurses.
        .target(name: "NavKitTesting", dependencies: ["NavKit"]),
        // A test terminal: the real run loop of NavKitCurses on a script, on the manual clock.
        .target(name: "NavKitCursesTesting", dependencies: ["NavKit", "NavKitCurses", "NavKitTesting"]),
        // ncursesw (6.1 or newer), with static inline wrappers for the macros Swift cannot
        // import. On macOS found with pkg-config (Homebrew's ncurses is keg-only); on Linux in
        // the system's paths, where pkg-config would only add flags SwiftPM warns about.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: ncursesPkgConfig,
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"]), .yum(["ncurses-devel"])]
        ),
        // The terminal front end: session, input decoding, presenting, run loop.
        .target(name: "NavKitCurses", dependencies: ["NavKit", "NavKitPlatform", "CNcursesw"]),
        // swift-log's messages into the engine's log book (the inspector, NAVKIT_LOG).
        .target(name: "NavKitLogging", dependencies: [
            "NavKit", "NavKitPlatform", .product(name: "Logging", package: "swift-log"),
        ]),
        // The tour's pages: the asset format, its loader and checks.
        .target(name: "TourAssets", dependencies: ["NavKitPlatform"]),
        // The demo.
        .executableTarget(
            name: "navdemo",
            dependencies: [
                "NavKit", "NavKitCurses", "NavKitPlatform", "TourAssets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Examples for adopters (README, docs): the smallest app, a screen loaded by a task, a
        // file browser, a notes app and a git browser.
        .executableTarget(name: "hello", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/hello"),
        .executableTarget(name: "loading", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/loading"),
        .executableTarget(name: "navls", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/navls"),
        .executableTarget(name: "notes", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/notes"),
        .executableTarget(name: "gitlog", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/gitlog"),
        // Snapshots are read from the source tree (#filePath), not bundled.
        // The C heap's bytes in use, where the C library tells (glibc, macOS), for a memory test.
        .target(name: "CHeapStatistics", path: "Tests/CHeapStatistics"),
        .testTarget(name: "NavKitTests", dependencies: ["NavKit", "NavKitTesting", "NavKitPlatform"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "NavKitCursesTests",
                    dependencies: ["NavKit", "NavKitCurses", "NavKitTesting", "NavKitCursesTesting", "NavKitPlatform",
                                   "CHeapStatistics"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "NavKitLoggingTests", dependencies: [
            "NavKit", "NavKitLogging", .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "TourAssetsTests", dependencies: ["TourAssets", "NavKitPlatform"]),
        .testTarget(name: "ExamplesTests",
                    dependencies: ["hello", "loading", "navls", "notes", "gitlog", "navdemo", "TourAssets", "NavKit", "NavKitCurses",
                                   "NavKitTesting", "NavKitCursesTesting", "NavKitPlatform"]),
    ],
    swiftLanguageModes: [.v6]
)

// `make docs` (NAVKIT_DOCS=1): the DocC plugin, for the catalogs of the four libraries.
if Context.environment["NAVKIT_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// libFuzzer targets, only when `make fuzz` asks for them (NAVKIT_FUZZ=1): they
// have no `main` of their own (libFuzzer brings it), so a normal build skips them.
if Context.environment["NAVKIT_FUZZ"] == "1" {
    package.targets += [
        .executableTarget(name: "fuzz-decoder", dependencies: ["NavKit", "NavKitCurses"], path: "Fuzz/FuzzDecoder",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "fuzz-assets", dependencies: ["TourAssets"], path: "Fuzz/FuzzAssets",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
}

// `make asan` (NAVKIT_ASAN_TESTS=1): only the test targets with suites tagged `.unsafeMemory`
// and what they test, so the second, sanitized build compiles no executable, example or test
// target it never runs (DECISIONS.md, "What runs under AddressSanitizer").
if Context.environment["NAVKIT_ASAN_TESTS"] == "1" {
    let tested: Set<String> = ["NavKitTests", "NavKitCursesTests", "TourAssetsTests"]
    package.targets.removeAll { target in
        switch target.type {
        case .executable: true
        case .test: !tested.contains(target.name)
        default: target.name == "NavKitLogging"
        }
    }
    package.products.removeAll { $0.name == "NavKitLogging" }
    package.dependencies.removeAll()
}
