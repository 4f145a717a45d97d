/// The libraries a program imports whose code it does not give (`import Spring`, `@import
/// Masonry;`, `#import <pop/POP.h>`): their classes' methods cannot run here, so an app that
/// animates through one (a `SpringView`'s `animate()`) is told to give the library's sources too.
/// Apple's frameworks are not libraries to give, nor SnapKit (its layout calls are read here); a
/// library is given when a source's path has a folder of its name
/// (`Pods/Spring/Spring/SpringView.swift`, `Sources/Hero/…`).
enum ImportedModules {
  /// The modules imported and not given, in the order first imported, each with the file and
  /// line that imports it first.
  static func missing(in sources: [CodeImport.Source]) -> [(module: String, file: String?, line: Int)] {
    var folders: Set<String> = []
    for source in sources {
      for part in (source.file ?? "").split(separator: "/").dropLast() { folders.insert(String(part).lowercased()) }
    }
    var out: [(module: String, file: String?, line: Int)] = []
    var seen: Set<String> = []
    for source in sources {
      var line = 0
      for text in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
        line += 1
        guard let module = imported(text), !seen.contains(module) else { continue }
        seen.insert(module)
        if appleFrameworks.contains(module) || readHere.contains(module) || folders.contains(module.lowercased()) {
          continue
        }
        out.append((module, source.file, line))
      }
    }
    return out
  }

  /// The module a line imports: Swift's `import X` (also `@testable import`, `import class X.Y`),
  /// Objective-C's `@import X;` and `#import <X/…>`/`#include <X/…>`; nil for another line.
  static func imported(_ line: Substring) -> String? {
    var text = line.drop { $0 == " " || $0 == "\t" }
    if text.hasPrefix("@testable ") { text = text.dropFirst(10).drop { $0 == " " } }
    if text.hasPrefix("@_exported ") { text = text.dropFirst(11).drop { $0 == " " } }
    if text.hasPrefix("import ") {
      var words = text.dropFirst(7).split(separator: " ")
      if let kind = words.first,
        ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind)
      {
        words.removeFirst()
      }
      return words.first.flatMap { name($0.split(separator: ".").first ?? $0) }
    }
    if text.hasPrefix("@import ") {
      return name(text.dropFirst(8).prefix { $0 != ";" && $0 != "." && $0 != " " })
    }
    for directive in ["#import <", "#include <"] where text.hasPrefix(directive) {
      let path = text.dropFirst(directive.count).prefix { $0 != ">" }
      guard let slash = path.firstIndex(of: "/") else { return nil }  // `<stdio.h>`: C's
      return name(path[..<slash])
    }
    return nil
  }

  /// A module name, or nil for text that is not one.
  static func name(_ text: Substring) -> String? {
    guard let first = text.first, first.isLetter || first == "_",
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(text)
  }

  /// Libraries whose calls the importer reads itself (`CodeInterpreter+SnapKit.swift`).
  static let readHere: Set<String> = ["SnapKit"]

  /// Apple's frameworks and the Swift and C libraries every platform has.
  static let appleFrameworks: Set<String> = [
    "UIKit", "Foundation", "QuartzCore", "CoreGraphics", "SwiftUI", "AVFoundation", "AVKit", "CoreData",
    "CoreLocation", "MapKit", "AudioToolbox", "CoreImage", "CoreText", "CoreMotion", "GameplayKit", "SpriteKit",
    "SceneKit", "ARKit", "RealityKit", "Metal", "MetalKit", "WebKit", "SafariServices", "Photos", "PhotosUI",
    "UserNotifications", "Combine", "os", "Darwin", "Dispatch", "ObjectiveC", "Accelerate", "CoreHaptics",
    "StoreKit", "MessageUI", "Contacts", "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "CloudKit", "GameKit",
    "Vision", "CoreML", "NaturalLanguage", "Network", "Security", "LocalAuthentication", "AuthenticationServices",
    "MobileCoreServices", "UniformTypeIdentifiers", "ImageIO", "CoreVideo", "CoreMedia", "CoreFoundation",
    "XCTest", "Cocoa", "AppKit", "SystemConfiguration", "QuickLook", "PDFKit", "PencilKit", "WidgetKit", "Intents",
    "IntentsUI", "CoreBluetooth", "CoreNFC", "AdSupport", "AppTrackingTransparency", "MediaPlayer", "Social",
    "Accounts", "GLKit", "OpenGLES", "CoreSpotlight", "LinkPresentation", "CryptoKit", "Swift", "Observation",
    "TipKit", "AVFAudio", "CoreAudio", "CoreAudioKit", "AudioUnit", "Speech", "VisionKit", "CoreTelephony",
    "AssetsLibrary", "AddressBook", "AddressBookUI", "iAd", "MultipeerConnectivity", "NotificationCenter",
    "UserNotificationsUI", "CallKit", "PushKit", "PassKit", "HomeKit", "WatchConnectivity", "WatchKit",
    "ClockKit", "CarPlay", "ReplayKit", "Messages", "FileProvider", "simd", "Glibc",
    "JavaScriptCore", "OSLog", "BackgroundTasks", "CoreServices", "ExternalAccessory", "GameController",
    "ModelIO", "MetalPerformanceShaders", "ScreenTime", "SwiftData", "MusicKit", "ShazamKit",
    "_Concurrency", "Synchronization", "RegexBuilder", "XCUIAutomation", "Carbon", "IOKit",
  ]
}
