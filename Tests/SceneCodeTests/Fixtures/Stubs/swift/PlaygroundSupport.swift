// Xcode's PlaygroundSupport, as much as a generated playground page uses (a UIView or an
// NSView as the live view).
import QuartzCore

public protocol PlaygroundLiveViewable: AnyObject {}
extension NSObject: PlaygroundLiveViewable {}

public final class PlaygroundPage {
  public static let current = PlaygroundPage()
  public var liveView: (any PlaygroundLiveViewable)?
}
