import UIKit

public enum BusyStyle {
  case stripes, bars
}

open class BusyOptions {
  open var style: BusyStyle = .stripes
  open var color = UIColor.gray
  open var barWidth: CGFloat = 20
  open var gap: CGFloat = 30
  public init() {}
}
