// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TimingLab",
  // macOS 13 for the standard library's Regex and string searching (the explorer and its tests);
  // iOS 15 for TimingLabCapture in an app's debug build. Linux has no minimum.
  platforms: [.macOS(.v13), .iOS(.v15)],
  products: [
    .library(name: "MediaTiming", targets: ["MediaTiming"]),
    // Also used by the benchmarks package (Benchmarks/).
    .library(name: "Scenes", targets: ["Scenes"]),
    .library(name: "TermGrid", targets: ["TermGrid"]),
    .library(name: "Explorer", targets: ["Explorer"]),
    .library(name: "SceneCode", targets: ["SceneCode"]),
    .executable(name: "timinglab", targets: ["timinglab"]),
    // Added to an app's debug build: writes what Core Animation has as a scene file. No dependencies.
    .library(name: "TimingLabCapture", targets: ["TimingLabCapture"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // The compiler's own Swift parser, for reading real Swift (`timinglab import`).
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),
  ],
  targets: [
    // Conversions that cannot trap (`Int(saturating:)`), shared by the core and the picture.
    .target(name: "Saturating"),
    // The timing core: CAMediaTiming in pure Swift, no I/O.
    .target(name: "MediaTiming", dependencies: ["Saturating"]),
    // Capturing a running app's layers and animations as a scene file: a pure core over
    // `CaptureSource`, and `Apple/` adapting CALayer and CAAnimation to it. No dependencies.
    .target(name: "TimingLabCapture"),
    // How text is written into each format: JSON and C string literals, XML text. No I/O.
    .target(name: "TextFormats"),
    // The picture: a cell grid, sub-cell canvases, widgets and text/ANSI/SVG output. No I/O.
    .target(name: "TermGrid", dependencies: ["TextFormats", "Saturating"]),
    // Scene files: JSON reading, validation, building, bundled scenes, eval reports.
    .target(name: "Scenes", dependencies: ["MediaTiming", "TextFormats"]),
    // Core Animation code: Swift and Objective-C written from a scene, and read back into one.
    .target(
      name: "SceneCode",
      dependencies: [
        "MediaTiming", "Scenes", "TextFormats",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]),
    // Reading a scene from bytes, whatever they hold (JSON, notation, code): the CLI's and the explorer's one reader.
    .target(name: "SceneReading", dependencies: ["Scenes", "SceneCode"]),
    // `explain`: the jumps and mistakes of a scene, found with the engine, each with a fix.
    .target(name: "Explain", dependencies: ["MediaTiming", "Scenes"]),
    // The explorer app: state -> update -> view, no I/O (time and keys arrive as events).
    .target(
      name: "Explorer",
      dependencies: [
        "MediaTiming", "Saturating", "Scenes", "SceneCode", "SceneReading", "TermGrid", "FileStore", "Explain",
      ]),
    // What the app needs from files, as a protocol (read, atomic write) and an in-memory fake.
    .target(name: "FileStore"),
    // The operating system, edge code like curses: files (POSIX, atomic rename), watching
    // (inotify), the media clock, standard streams.
    .target(name: "Platform", dependencies: ["FileStore", "MediaTiming", "CTerminalGuard"]),
    // Debian's ncursesw, through a module map and a shim header.
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // The ONLY code that talks to curses: the session, key decoding, colours.
    .target(
      name: "CursesTerminal", dependencies: ["CNcursesw", "CTerminalGuard", "TermGrid", "Platform"],
      linkerSettings: [
        // Debian's wide-character curses, then terminfo (its static archive needs tinfo after it).
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("tinfo", .when(platforms: [.linux])),
        // macOS: the SDK's libncurses has the wide functions (shim.h defines _XOPEN_SOURCE_EXTENDED).
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]),
    // Signal-safe terminal restore (termios and signal handlers; no curses).
    .target(name: "CTerminalGuard"),
    // The subcommands, as a library so tests can run them without a process.
    .target(
      name: "TimingLabCLI",
      dependencies: [
        "MediaTiming", "Scenes", "TermGrid", "Explorer", "CursesTerminal", "FileStore", "Platform", "SceneCode",
        "SceneReading", "TextFormats", "Explain",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "timinglab", dependencies: ["TimingLabCLI"]),
    // What tests share: seeded randomness, fixtures, snapshots, a scripted run-loop input.
    .target(name: "TestSupport", dependencies: ["Explorer", "Scenes", "TermGrid", "Platform"]),
    .testTarget(
      name: "MediaTimingTests",
      dependencies: [
        "MediaTiming",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // Read through #filePath, not bundled.
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "ScenesTests", dependencies: ["Scenes", "MediaTiming"]),
    .testTarget(name: "SceneReadingTests", dependencies: ["SceneReading", "Scenes"]),
    .testTarget(name: "ExplainTests", dependencies: ["Explain", "Scenes", "MediaTiming", "SceneCode"]),
    .testTarget(
      name: "SceneCodeTests", dependencies: ["SceneCode", "Scenes", "MediaTiming", "TestSupport"],
      // Stubs of Apple's API and the import corpus, read through #filePath.
      exclude: ["Fixtures"]),
    .testTarget(name: "TextFormatsTests", dependencies: ["TextFormats"]),
    .testTarget(
      name: "TimingLabCaptureTests", dependencies: ["TimingLabCapture", "Scenes", "MediaTiming", "TestSupport"]),
    .testTarget(name: "TermGridTests", dependencies: ["TermGrid", "TestSupport"]),
    .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "CNcursesw", "TermGrid"]),
    .testTarget(
      name: "ExplorerTests",
      dependencies: [
        "Explorer", "Scenes", "SceneReading", "MediaTiming", "TermGrid", "FileStore", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Snapshots"]),
    .testTarget(name: "PlatformTests", dependencies: ["Platform", "FileStore", "MediaTiming"]),
    .testTarget(name: "FuzzTests", dependencies: ["Scenes", "MediaTiming", "Explorer", "TermGrid", "TestSupport"]),
    .testTarget(name: "TimingLabCLITests", dependencies: ["TimingLabCLI", "timinglab", "Scenes", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
