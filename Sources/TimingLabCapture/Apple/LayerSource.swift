#if canImport(QuartzCore)
  import Foundation
  import QuartzCore
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// A live `CALayer` as a `CaptureSource`: its class chain, name, owning view, timing, sublayers,
  /// animations by key, model and presentation values by key path (key-value coding, which
  /// Core Animation extends to struct fields such as `position.x`).
  struct LayerSource: CaptureSource {
    let layer: CALayer

    var captureClassNames: [String] {
      var names: [String] = []
      var type: AnyClass? = Swift.type(of: layer)
      while let current = type, names.count < 32 {
        names.append(NSStringFromClass(current))
        type = class_getSuperclass(current)
      }
      return names
    }

    var captureName: String? { layer.name }

    var captureViewIdentifier: String? {
      #if canImport(UIKit)
        return (layer.delegate as? UIView)?.accessibilityIdentifier
      #elseif canImport(AppKit)
        let identifier = (layer.delegate as? NSView)?.accessibilityIdentifier()
        return identifier?.isEmpty == false ? identifier : nil
      #else
        return nil
      #endif
    }

    var captureViewClassName: String? {
      guard let delegate = layer.delegate else { return nil }
      return NSStringFromClass(Swift.type(of: delegate as AnyObject))
    }

    var captureTiming: CapturedTiming { CoreAnimationValues.timing(of: layer) }

    var captureSublayers: [any CaptureSource] { (layer.sublayers ?? []).map { LayerSource(layer: $0) } }

    var captureAnimationKeys: [String] { layer.animationKeys() ?? [] }

    func captureAnimation(forKey key: String) -> CapturedAnimation? {
      layer.animation(forKey: key).map(CoreAnimationValues.animation)
    }

    func captureModelValue(forKeyPath keyPath: String) -> CapturedValue? {
      CoreAnimationValues.value(layer.value(forKeyPath: keyPath))
    }

    func capturePresentationValue(forKeyPath keyPath: String) -> CapturedValue? {
      guard let presentation = layer.presentation() else { return nil }
      return CoreAnimationValues.value(presentation.value(forKeyPath: keyPath))
    }

    func captureParentTime(atHostTime t: Double) -> Double {
      layer.superlayer?.convertTime(t, from: nil) ?? t
    }

    var captureAncestorsRate: Double {
      var rate = 1.0
      var ancestor = layer.superlayer
      while let current = ancestor {
        rate *= Double(current.speed)
        ancestor = current.superlayer
      }
      return rate
    }
  }
#endif
