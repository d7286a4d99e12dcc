// swift-tools-version:6.1
import PackageDescription

// The engine's micro-benchmarks (`make bench` runs them): composing and presenting frames,
// their time and their heap allocations, on package-benchmark. A package of its own, so
// NavKit's users never resolve the benchmark tool.
let package = Package(
    name: "NavKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NavKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "NavKit", package: "NavKit"),
                .product(name: "NavKitCurses", package: "NavKit"),
            ],
            path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The editor on a 10 MB file: open time and per-keystroke time, with thresholds. Outside
        // a folder named Benchmarks, whose executables package-benchmark takes for its own.
        .executableTarget(
            name: "EditorBenchmark",
            dependencies: ["BenchmarkFigures", .product(name: "NavKit", package: "NavKit")],
            path: "Tools/EditorBenchmark"
        ),
        // The command palette over 1,000 commands: opening and each keystroke of its filter.
        .executableTarget(
            name: "PaletteBenchmark",
            dependencies: ["BenchmarkFigures", .product(name: "NavKit", package: "NavKit")],
            path: "Tools/PaletteBenchmark"
        ),
        // A list of 1,000,000 rows: each keystroke of its search, and each change of the data
        // its rows follow.
        .executableTarget(
            name: "ListBenchmark",
            dependencies: ["BenchmarkFigures", .product(name: "NavKit", package: "NavKit")],
            path: "Tools/ListBenchmark"
        ),
        // The seconds of a duration and a percentile, for the tools above.
        .target(name: "BenchmarkFigures", path: "Tools/BenchmarkFigures"),
    ],
    // The engine lives on the main actor and the benchmark library calls its closures from
    // elsewhere: they hop to the main queue, which Swift 6 mode cannot see through (a
    // non-Sendable `Benchmark` captured on the main actor). Swift 5 mode checks it as
    // Swift 5.10 did.
    swiftLanguageModes: [.v5]
)
