import MediaTiming

/// The bars a storyboard's container controllers put over a controller's view: a navigation
/// controller's bar (44 pt under the status bar) and a tab bar controller's (49 pt over the home
/// indicator or the screen's bottom). UIKit gives them to the contained controller as safe-area
/// insets, so constraints to its safe area (and its old top and bottom layout guides) sit below
/// and above them — as Interface Builder lays the scene out in the file.
extension InterfaceDocument {
  /// A container's bars over a controller's view, points.
  struct Bars: Equatable {
    var top = 0.0
    var bottom = 0.0
  }

  static let navigationBarHeight = 44.0
  static let tabBarHeight = 49.0

  /// The bars over each controller (by its id) the file places in a container: the root of a
  /// navigation controller whose bar shows, a tab of a tab bar controller, and every controller
  /// a `show` (or old `push`) segue leads to from one of those (a pushed controller that
  /// `hidesBottomBarWhenPushed` leaves the tab bar). A controller presented another way is
  /// under no bar. A controller in no container that simulates a navigation bar
  /// (`simulatedTopBarMetrics`) has it too: the file is laid out with it.
  static func containerBars(_ root: XMLElementNode) -> [String: Bars] {
    var controllers: [String: XMLElementNode] = [:]
    var order: [String] = []
    func find(_ element: XMLElementNode, _ depth: Int) {
      guard depth < 256 else { return }
      if element.attributes["sceneMemberID"] == "viewController", let id = element.attributes["id"] {
        controllers[id] = element
        order.append(id)
        return
      }
      for child in element.children { find(child, depth + 1) }
    }
    find(root, 0)
    var bars: [String: Bars] = [:]
    var queue: [String] = []
    func give(_ id: String, _ b: Bars) {
      guard bars[id] == nil, controllers[id] != nil else { return }
      bars[id] = b
      queue.append(id)
    }
    // The containers' own children first.
    for id in order {
      guard let element = controllers[id] else { continue }
      let hidden = element.attributes["navigationBarHidden"] == "YES"
      for segue in segueElements(element) where segue.attributes["kind"] == "relationship" {
        guard let destination = segue.attributes["destination"] else { continue }
        switch (element.name, segue.attributes["relationship"]) {
        case ("navigationController", "rootViewController"):
          give(destination, Bars(top: hidden ? 0 : navigationBarHeight))
        case ("tabBarController", "viewControllers"):
          give(destination, Bars(bottom: tabBarHeight))
        default: break
        }
      }
    }
    // A tab that is a navigation controller: its root keeps the tab bar as well.
    for id in order where controllers[id]?.name == "navigationController" {
      guard let tab = bars[id], let element = controllers[id] else { continue }
      let hidden = element.attributes["navigationBarHidden"] == "YES"
      for segue in segueElements(element) where segue.attributes["relationship"] == "rootViewController" {
        if let destination = segue.attributes["destination"] {
          bars[destination] = Bars(top: hidden ? 0 : navigationBarHeight, bottom: tab.bottom)
        }
      }
    }
    // Pushed controllers.
    var index = 0
    while index < queue.count {
      let id = queue[index]
      index += 1
      guard let from = bars[id], let element = controllers[id] else { continue }
      for segue in segueElements(element) where ["show", "push"].contains(segue.attributes["kind"] ?? "") {
        guard let destination = segue.attributes["destination"], let target = controllers[destination] else {
          continue
        }
        let keepsTabBar = target.attributes["hidesBottomBarWhenPushed"] != "YES"
        give(destination, Bars(top: from.top, bottom: keepsTabBar ? from.bottom : 0))
      }
    }
    for id in order where bars[id] == nil {
      let simulated = controllers[id]?.children.first { $0.attributes["key"] == "simulatedTopBarMetrics" }
      if simulated?.name == "simulatedNavigationBarMetrics" { bars[id] = Bars(top: navigationBarHeight) }
    }
    return bars.filter { $0.value != Bars() }
  }

  /// The classes of the controllers a storyboard shows first: its `initialViewController`, and
  /// when that is a navigation controller its root, a tab bar controller its first tab (and so
  /// on down). Empty for a file that names no initial controller (a xib).
  static func firstScreens(_ root: XMLElementNode) -> [String] {
    guard let initial = root.attributes["initialViewController"] else { return [] }
    var controllers: [String: XMLElementNode] = [:]
    func find(_ element: XMLElementNode, _ depth: Int) {
      guard depth < 256 else { return }
      if element.attributes["sceneMemberID"] == "viewController", let id = element.attributes["id"] {
        controllers[id] = element
        return
      }
      for child in element.children { find(child, depth + 1) }
    }
    find(root, 0)
    var out: [String] = []
    var next: String? = initial
    var seen: Set<String> = []
    while let id = next, seen.insert(id).inserted, let element = controllers[id] {
      if let custom = element.attributes["customClass"] { out.append(custom) }
      let wanted = element.name == "tabBarController" ? "viewControllers" : "rootViewController"
      next = segueElements(element).first { $0.attributes["relationship"] == wanted }?.attributes["destination"]
    }
    return out
  }

  /// The controllers `embed` segues put in container views: controller id → container view id.
  static func embeddings(_ root: XMLElementNode) -> [String: String] {
    var out: [String: String] = [:]
    func walk(_ e: XMLElementNode, _ depth: Int) {
      guard depth < 256 else { return }
      if e.name == "containerView", let id = e.attributes["id"] {
        for connections in e.children where connections.name == "connections" {
          for segue in connections.children where segue.attributes["kind"] == "embed" {
            if let destination = segue.attributes["destination"] { out[destination] = id }
          }
        }
      }
      for child in e.children { walk(child, depth + 1) }
    }
    walk(root, 0)
    return out
  }

  /// The segues a controller's element holds (its own and its views' and cells'), not those of
  /// a controller inside it.
  static func segueElements(_ element: XMLElementNode) -> [XMLElementNode] {
    var out: [XMLElementNode] = []
    func walk(_ e: XMLElementNode, _ depth: Int) {
      guard depth < 256 else { return }
      for child in e.children {
        if child.name == "segue" {
          out.append(child)
        } else if child.attributes["sceneMemberID"] != "viewController" {
          walk(child, depth + 1)
        }
      }
    }
    walk(element, 0)
    return out
  }
}

extension InterfaceDocument.Bars: CustomStringConvertible {
  /// "a navigation bar (44 pt)", "a tab bar (49 pt)", or both.
  var description: String {
    var parts: [String] = []
    if top > 0 { parts.append("a navigation bar (\(shortestText(top)) pt)") }
    if bottom > 0 { parts.append("a tab bar (\(shortestText(bottom)) pt)") }
    return parts.joined(separator: " and ")
  }
}
