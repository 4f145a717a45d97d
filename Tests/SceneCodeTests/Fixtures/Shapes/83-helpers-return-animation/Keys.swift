import QuartzCore

extension CAPropertyAnimation {
  enum Key: String {
    var path: String { rawValue }
    case strokeStart
    case strokeEnd
    case rotationZ = "transform.rotation.z"
  }

  convenience init(key: Key) {
    self.init(keyPath: key.path)
  }
}
