/// The segues a storyboard names (`<segue identifier="detail" kind="show" destination="…"/>`),
/// which `performSegue(withIdentifier:sender:)` looks up: from which controller class, of what
/// kind, to which controller class (through a navigation controller to its root, as UIKit shows
/// a navigation controller presented by a segue).
extension InterfaceDocument {
  struct Segue: Equatable {
    /// The class of the controller whose scene holds the segue (nil: a controller of no class of the program's).
    var source: String?
    var identifier: String
    /// `show`, `push`, `presentation`, `modal`, `showDetail`, `custom`…
    var kind: String
    /// The class of the controller shown (nil when the file names none).
    var destination: String?
  }

  /// Every segue with an identifier in the file.
  static func namedSegues(_ root: XMLElementNode) -> [Segue] {
    var controllers: [String: XMLElementNode] = [:]
    func find(_ element: XMLElementNode, _ depth: Int) {
      guard depth < 256 else { return }
      if element.attributes["sceneMemberID"] == "viewController", let id = element.attributes["id"] {
        controllers[id] = element
      }
      for child in element.children { find(child, depth + 1) }
    }
    find(root, 0)
    /// The class shown for controller `id`: its own, or a container's first child's.
    func shownClass(_ id: String) -> String? {
      var next: String? = id
      var seen: Set<String> = []
      while let at = next, seen.insert(at).inserted, let element = controllers[at] {
        if let custom = element.attributes["customClass"] { return custom }
        let wanted = element.name == "tabBarController" ? "viewControllers" : "rootViewController"
        next = segueElements(element).first { $0.attributes["relationship"] == wanted }?.attributes["destination"]
      }
      return nil
    }
    var out: [Segue] = []
    for element in controllers.values.sorted(by: { ($0.attributes["id"] ?? "") < ($1.attributes["id"] ?? "") }) {
      for segue in segueElements(element) {
        guard let identifier = segue.attributes["identifier"], let kind = segue.attributes["kind"] else { continue }
        out.append(
          Segue(
            source: element.attributes["customClass"], identifier: identifier, kind: kind,
            destination: segue.attributes["destination"].flatMap(shownClass)))
      }
    }
    return out
  }
}
