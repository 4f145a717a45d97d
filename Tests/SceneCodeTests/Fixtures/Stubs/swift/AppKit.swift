// The AppKit pieces generated code for macOS uses, declared for Linux.
@_exported import QuartzCore

open class NSColor: NSObject {
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  open var cgColor: CGColor { CGColor() }
  open class var white: NSColor { NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) }
}

open class NSView: NSObject, CALayerDelegate {
  public init(frame: CGRect) {}
  open func accessibilityIdentifier() -> String { "" }
  open var wantsLayer = false
  open var layer: CALayer?
}
