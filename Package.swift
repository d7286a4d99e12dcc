// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavKit",
    products: [
        .library(name: "NavKit", targets: ["NavKit"]),
        .library(name: "NavKitTesting", targets: ["NavKitTesting"]),
        .library(name: "NavKitCurses", targets: ["NavKitCurses"]),
        .executable(name: "navdemo", targets: ["navdemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: the DocC catalogs of NavKit and NavKitCurses.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The engine: standard library only, never reads a clock or a terminal.
        .target(name: "NavKit"),
        // A manual clock, a headless driver and a test terminal, for tests of NavKit apps.
        .target(name: "NavKitTesting", dependencies: ["NavKit", "NavKitCurses"]),
        // ncursesw, with static inline wrappers for the macros Swift cannot import.
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // The terminal front end: session, input decoding, presenting, run loop.
        .target(name: "NavKitCurses", dependencies: ["NavKit", "CNcursesw"]),
        // The tour's pages: the asset format, its loader and checks.
        .target(name: "TourAssets"),
        // The demo.
        .executableTarget(
            name: "navdemo",
            dependencies: [
                "NavKit", "NavKitCurses", "TourAssets",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Examples for adopters (README, docs): the smallest app, and a file browser.
        .executableTarget(name: "hello", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/hello"),
        .executableTarget(name: "navls", dependencies: ["NavKit", "NavKitCurses"], path: "Examples/navls"),
        // Snapshots are read from the source tree (#filePath), not bundled.
        .testTarget(name: "NavKitTests", dependencies: ["NavKit", "NavKitTesting"], exclude: ["Snapshots"]),
        .testTarget(name: "NavKitCursesTests", dependencies: ["NavKit", "NavKitCurses", "NavKitTesting"]),
        .testTarget(name: "TourAssetsTests", dependencies: ["TourAssets"]),
        .testTarget(name: "ExamplesTests", dependencies: ["hello", "NavKit", "NavKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

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
