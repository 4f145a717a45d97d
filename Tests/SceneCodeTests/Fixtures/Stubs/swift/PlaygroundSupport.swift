// Xcode's PlaygroundSupport, as much as a generated playground page uses.
import UIKit

public final class PlaygroundPage {
  public static let current = PlaygroundPage()
  public var liveView: UIView?
}
