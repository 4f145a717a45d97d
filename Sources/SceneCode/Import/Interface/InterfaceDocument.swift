import Foundation
import MediaTiming

/// What an Interface Builder file (`.storyboard`, `.xib`) tells the code's outlets: the views it
/// makes, where (frames as laid out in the file), with what colour, opacity and control values,
/// and which property of which class holds each (`<outlet property="box" destination="…"/>`).
struct InterfaceDocument {
  /// A view the file makes.
  struct View {
    var id: String
    /// The element (`view`, `button`, `slider`, …): the UIKit class, unless `customClass` names one.
    var element: String
    var customClass: String?
    /// Its frame in its superview's space, points.
    var frame: (x: Double, y: Double, width: Double, height: Double)
    var parent: String?
    var backgroundColor: RGBColor?
    /// A background colour the file names but that is not known here (an asset catalogue's).
    var unknownColor: String?
    var alpha: Double?
    var isHidden = false
    /// A control's values (`value`, `minimumValue`, `isOn`, `progress`) and any view's `tag`, by
    /// UIKit's property name.
    var controlValues: [String: Double] = [:]
    /// Its subviews, back to front.
    var children: [String] = []
    /// The actions it sends (`<action selector="tap:" eventType="touchUpInside"/>`): selector
    /// and control event.
    var actions: [(selector: String, event: String)] = []
    /// `translatesAutoresizingMaskIntoConstraints="NO"`: placed by constraints.
    var usesAutoLayout = false
    /// A `<stackView>`'s arrangement of its subviews (all of them arranged, in order).
    var stack: Stack?
    /// A `<collectionView>`'s flow layout (`<collectionViewFlowLayout key="collectionViewLayout">`).
    var flowLayout: FlowLayoutValues?
    /// A table or collection view's prototype cells by reuse identifier (the cells' ids): made
    /// when the code dequeues one, not as subviews. A table's `rowHeight`.
    var prototypes: [String: String] = [:]
    var rowHeight: Double?
    /// Its user-defined runtime attributes (and `@IBInspectable` values), in the file's order.
    var runtimeAttributes: [RuntimeAttribute] = []
    /// An image view's image size (points, from the file's `<resources>`): its intrinsic size.
    var imageSize: (w: Double, h: Double)?
    /// Key paths of runtime attributes of a type not read here (an image, a localized string).
    var skippedAttributes: [String] = []

    /// UIKit's class for the element (`slider` → `UISlider`).
    var uikitClass: String {
      switch element {
      case "switch": return "UISwitch"
      case "view": return "UIView"
      default: return "UI" + element.prefix(1).uppercased() + element.dropFirst()
      }
    }
  }

  /// A flow layout as the file writes it (UIKit's defaults where it writes none).
  struct FlowLayoutValues {
    var itemSize = (w: 50.0, h: 50.0)
    var inset = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
    var lineSpacing = 10.0
    var interitemSpacing = 10.0
    var vertical = true

    init(_ element: XMLElementNode) {
      lineSpacing = element.attributes["minimumLineSpacing"].flatMap(Double.init) ?? 10
      interitemSpacing = element.attributes["minimumInteritemSpacing"].flatMap(Double.init) ?? 10
      vertical = element.attributes["scrollDirection"] != "horizontal"
      for child in element.children {
        let number = { (name: String) in child.attributes[name].flatMap(Double.init) ?? 0 }
        if child.name == "size", child.attributes["key"] == "itemSize" {
          itemSize = (number("width"), number("height"))
        } else if child.name == "inset", child.attributes["key"] == "sectionInset" {
          inset = (number("minY"), number("minX"), number("maxY"), number("maxX"))
        }
      }
    }
  }

  /// A stack view's attributes as the file writes them (absent ones are UIKit's defaults:
  /// horizontal, `fill`, `fill`, no spacing).
  struct Stack {
    var vertical = false
    var spacing = 0.0
    /// `fill`, `center`, `leading` (also `top`, `firstBaseline`), `trailing` (`bottom`, `lastBaseline`).
    var alignment = "fill"
    var distribution = "fill"
    /// `layoutMarginsRelativeArrangement="YES"`.
    var withinMargins = false

    init(_ attributes: [String: String]) {
      vertical = attributes["axis"] == "vertical"
      spacing = attributes["spacing"].flatMap(Double.init) ?? 0
      let a = attributes["alignment"] ?? "fill"
      alignment =
        ["top", "firstBaseline"].contains(a) ? "leading" : ["bottom", "lastBaseline"].contains(a) ? "trailing" : a
      distribution = attributes["distribution"] ?? "fill"
      withinMargins = attributes["layoutMarginsRelativeArrangement"] == "YES"
    }
  }

  /// An object whose outlets the file sets: a scene's controller, a xib's File's Owner, a view.
  struct Owner {
    var id: String
    var customClass: String?
    /// A controller's own view (`<view key="view">`), when it has one.
    var rootView: String?
    /// Outlet property → the id of the object the file sets it to.
    var outlets: [String: String]
    /// Outlet collection property (`@IBOutlet var views: [UIView]!`) → the ids, in the file's order.
    var collections: [String: [String]] = [:]
    /// The Storyboard ID `instantiateViewController(withIdentifier:)` finds it by.
    var storyboardIdentifier: String?
  }

  /// An Auto Layout constraint of the file: `first = multiplier × second + constant` (or ≤, ≥);
  /// `first` nil is the view that holds it, `second` nil a constant.
  struct Constraint {
    var id: String
    /// The view whose `<constraints>` hold it.
    var holder: String
    var first: String?
    var firstAttribute: String
    var second: String?
    var secondAttribute: String?
    var multiplier = 1.0
    var constant = 0.0
    var relation = "equal"
    var priority = 1000.0
    /// False for one the file leaves uninstalled for the default size class
    /// (`<variation key="default"><mask key="constraints"><exclude reference=…/>`): made, not active.
    var installed = true
  }

  var file: String
  var views: [String: View] = [:]
  var owners: [Owner] = []
  var constraints: [String: Constraint] = [:]
  /// Layout guides by id: the view they belong to and which (`safeAreaLayoutGuide`, or a
  /// controller's old `topLayoutGuide`/`bottomLayoutGuide`).
  var guides: [String: (view: String, kind: String)] = [:]
  /// The bars container controllers put over each controller's view, by the controller's id.
  var bars: [String: Bars] = [:]
  /// The classes of the controllers a storyboard shows when the app starts (its initial one and
  /// the containers' first children), outermost first.
  var firstScreens: [String] = []
  /// The images the file's `<resources>` list, by name: their sizes in points.
  var imageSizes: [String: (w: Double, h: Double)] = [:]
  /// Where a controller embedded in another scene's container view (an `embed` segue) has its
  /// view on the screen: the container's origin as the file lays that scene out, and that
  /// scene's screen, points.
  var embedded: [String: (x: Double, y: Double, screen: (w: Double, h: Double))] = [:]
  /// The segues with identifiers (InterfaceSegues.swift).
  var segues: [Segue] = []
  /// Constraints the default size class excludes (uninstalled).
  var excludedConstraints: Set<String> = []

  /// The view of the file that class `type` (or, with `lineage`, one of its ancestors) holds
  /// as outlet `name`.
  func outlet(_ name: String, of lineage: [String]) -> View? {
    for type in lineage {
      for owner in owners where owner.customClass == type {
        if let id = owner.outlets[name], let view = views[id] { return view }
      }
    }
    return nil
  }

  /// The root view of the controller of class `type` (the first of `lineage` the file names).
  func rootView(of lineage: [String]) -> View? {
    for type in lineage {
      if let id = owners.first(where: { $0.customClass == type && $0.rootView != nil })?.rootView {
        return views[id]
      }
    }
    return nil
  }

  /// `id`'s frame in the space of its ancestor `root` (its superviews' origins added; the root's
  /// own not), or in its own superview's when `root` is not an ancestor.
  func frame(of id: String, in root: String?) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard var frame = views[id]?.frame else { return nil }
    var parent = views[id]?.parent
    var steps = 0
    while let p = parent, p != root, let view = views[p], steps < views.count {
      frame.x += view.frame.x
      frame.y += view.frame.y
      parent = view.parent
      steps += 1
    }
    return parent == root ? frame : views[id]?.frame
  }
}

extension InterfaceDocument {
  /// Interface Builder's elements for views (`<button>`, `<imageView>` …).
  static let viewElements: Set<String> = [
    "view", "button", "label", "imageView", "textField", "textView", "stackView", "tableView", "collectionView",
    "scrollView", "switch", "slider", "segmentedControl", "progressView", "activityIndicatorView", "pageControl",
    "stepper", "datePicker", "pickerView", "searchBar", "visualEffectView", "containerView", "mapView", "wkWebView",
  ]

  /// The cells a list view's `<cells>` or `<prototypes>` hold.
  static let prototypeElements: Set<String> = ["collectionViewCell", "tableViewCell"]

  /// Reads the file's XML; a file that is not XML, or is not Interface Builder's, has no views.
  static func read(_ text: String, file: String) -> Result<InterfaceDocument, XMLTree.Failure> {
    switch XMLTree.parse(text) {
    case .failure(let failure): return .failure(failure)
    case .success(let root):
      var document = InterfaceDocument(file: file)
      let colours = namedColours(root)
      document.imageSizes = imageSizes(root)
      document.collect(root, parent: nil, colours: colours)
      document.bars = containerBars(root)
      document.firstScreens = firstScreens(root)
      document.segues = namedSegues(root)
      for (controller, container) in embeddings(root) {
        guard let f = document.frame(of: container, in: nil) else { continue }
        var top = container
        while let p = document.views[top]?.parent, document.views[p] != nil, top != p { top = p }
        guard let t = document.views[top]?.frame else { continue }
        document.embedded[controller] = (f.x, f.y, (t.x + t.width, t.y + t.height))
      }
      return .success(document)
    }
  }

  /// The sizes of the images the file's `<resources>` list (`<image name="x" width="400"
  /// height="225"/>`, as Interface Builder records each image it shows).
  static func imageSizes(_ root: XMLElementNode) -> [String: (w: Double, h: Double)] {
    var out: [String: (w: Double, h: Double)] = [:]
    for resources in root.children where resources.name == "resources" {
      for image in resources.children where image.name == "image" {
        guard let name = image.attributes["name"], let w = image.attributes["width"].flatMap(Double.init),
          let h = image.attributes["height"].flatMap(Double.init)
        else { continue }
        out[name] = (w, h)
      }
    }
    return out
  }

  /// The colours the file's `<resources>` define by name (`systemBlueColor`, a named colour).
  static func namedColours(_ root: XMLElementNode) -> [String: RGBColor] {
    var out: [String: RGBColor] = [:]
    for resources in root.children where resources.name == "resources" {
      for named in resources.children where named.name == "systemColor" || named.name == "namedColor" {
        if let name = named.attributes["name"], let colour = named.child("color").flatMap({ colour($0, [:]) }) {
          out[name] = colour
        }
      }
    }
    return out
  }

  /// A `<color>` element's colour: its components as written (`red`/`green`/`blue`, or `white`),
  /// a resource it names, else nil.
  static func colour(_ element: XMLElementNode, _ named: [String: RGBColor]) -> RGBColor? {
    func number(_ key: String) -> Double? { element.attributes[key].flatMap(Double.init) }
    let alpha = number("alpha") ?? 1
    if let r = number("red"), let g = number("green"), let b = number("blue") {
      if element.attributes["customColorSpace"] == "displayP3" {
        return ColorSpaces.fromDisplayP3(r, g, b, alpha: alpha)
      }
      return RGBColor(red: r, green: g, blue: b, alpha: alpha)
    }
    if let white = number("white") { return RGBColor(red: white, green: white, blue: white, alpha: alpha) }
    let name =
      element.attributes["systemColor"] ?? element.attributes["name"] ?? element.attributes["cocoaTouchSystemColor"]
    if let name, let found = named[name] { return found }
    if let name, let old = oldSystemColours[name] { return old }
    // `systemPinkColor` with no resource (Xcode 10's files): UIKit's light-mode value.
    if let name, name.hasSuffix("Color"), let system = CodeInterpreter.systemColor(String(name.dropLast(5))) {
      return system
    }
    return nil
  }

  /// Reads `<constraint firstItem=… firstAttribute=… secondItem=… constant=… multiplier="1:2"
  /// relation=… priority=…/>` held by view `holder` (a multiplier as `1:2`, `1/2` or `0.5`).
  mutating func addConstraint(_ element: XMLElementNode, holder: String) {
    guard let id = element.attributes["id"], let firstAttribute = element.attributes["firstAttribute"] else { return }
    var c = Constraint(id: id, holder: holder, first: element.attributes["firstItem"], firstAttribute: firstAttribute)
    c.second = element.attributes["secondItem"]
    c.secondAttribute = element.attributes["secondAttribute"]
    if let text = element.attributes["multiplier"] {
      let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).compactMap { Double($0) }
      if parts.count == 2, parts[1] != 0 {
        c.multiplier = parts[0] / parts[1]
      } else if let x = Double(text) {
        c.multiplier = x
      }
    }
    c.constant = element.attributes["constant"].flatMap(Double.init) ?? 0
    c.relation = element.attributes["relation"] ?? "equal"
    c.priority = element.attributes["priority"].flatMap(Double.init) ?? 1000
    constraints[id] = c
  }

  /// Colours older files name by UIKit's class method (`cocoaTouchSystemColor`).
  static let oldSystemColours: [String: RGBColor] = [
    "whiteColor": RGBColor(red: 1, green: 1, blue: 1), "blackColor": RGBColor(red: 0, green: 0, blue: 0),
    "clearColor": RGBColor(red: 0, green: 0, blue: 0, alpha: 0),
    "darkTextColor": RGBColor(red: 0, green: 0, blue: 0),
    "lightTextColor": RGBColor(red: 1, green: 1, blue: 1, alpha: 0.6),
  ]

  /// The control values an element's attributes give, by UIKit's property name.
  static let controlAttributes: [String: [String: String]] = [
    "slider": ["value": "value", "minValue": "minimumValue", "maxValue": "maximumValue"],
    "stepper": [
      "value": "value", "minimumValue": "minimumValue", "maximumValue": "maximumValue", "stepValue": "stepValue",
    ],
    "progressView": ["progress": "progress"],
    "segmentedControl": ["selectedSegmentIndex": "selectedSegmentIndex"],
    "pageControl": ["currentPage": "currentPage", "numberOfPages": "numberOfPages"],
  ]

  /// An element's frame in its superview (`parent`): `<rect key="frame">`, or Xcode 8's
  /// `<frame key="frameInset">` — margins from the superview's edges (`minX`, `maxX`, `minY`,
  /// `maxY`) and a size, a margin in percent being that share of the room the view leaves in its
  /// superview (`minX="49.61%"` of 375 − 248 is 63: a view centred by flexible margins), to the
  /// half point.
  func frame(of element: XMLElementNode, in parent: String?) -> (Double, Double, Double, Double)? {
    if let rect = element.child("rect", key: "frame") {
      guard let x = rect.attributes["x"].flatMap(Double.init), let y = rect.attributes["y"].flatMap(Double.init),
        let w = rect.attributes["width"].flatMap(Double.init), let h = rect.attributes["height"].flatMap(Double.init)
      else { return nil }
      return (x, y, w, h)
    }
    guard let inset = element.child("frame", key: "frameInset"), let parent, let outer = views[parent]?.frame else {
      return nil
    }
    /// One axis: the start and the length, from the margins and length given.
    func axis(_ minKey: String, _ maxKey: String, _ lengthKey: String, _ room: Double) -> (Double, Double)? {
      func margin(_ key: String, _ length: Double) -> Double? {
        guard let text = inset.attributes[key] else { return nil }
        // (The file keeps two decimals of the percentage: to the half point Interface Builder
        // laid the view out at, 0.4961 × 127 = 63.0047 is 63.)
        if text.hasSuffix("%") { return Double(text.dropLast()).map { ((room - length) * $0 / 50).rounded() / 2 } }
        return Double(text)
      }
      let given = inset.attributes[lengthKey].flatMap(Double.init)
      switch (given, margin(minKey, given ?? 0), margin(maxKey, given ?? 0)) {
      case (let length?, let start?, _): return (start, length)
      case (let length?, nil, let end?): return (room - length - end, length)
      case (nil, let start?, let end?): return (start, room - start - end)
      case (let length?, nil, nil): return (0, length)
      default: return nil
      }
    }
    guard let (x, w) = axis("minX", "maxX", "width", outer.width),
      let (y, h) = axis("minY", "maxY", "height", outer.height)
    else { return nil }
    return (x, y, w, h)
  }

  mutating func collect(_ element: XMLElementNode, parent: String?, colours: [String: RGBColor]) {
    var enclosing = parent
    let id = element.attributes["id"]
    // (A subview written without a frame has the zero frame Interface Builder leaves out as the
    // default; its constraints place it.)
    let placed =
      frame(of: element, in: parent) ?? (parent != nil && Self.viewElements.contains(element.name) ? (0, 0, 0, 0) : nil)
    if let id, let (x, y, w, h) = placed {
      var view = View(
        id: id, element: element.name, customClass: element.attributes["customClass"], frame: (x, y, w, h),
        parent: parent)
      if let colour = element.child("color", key: "backgroundColor") {
        view.backgroundColor = Self.colour(colour, colours)
        if view.backgroundColor == nil {
          view.unknownColor = colour.attributes["name"] ?? colour.attributes["systemColor"] ?? "a named colour"
        }
      }
      view.alpha = element.attributes["alpha"].flatMap(Double.init)
      view.isHidden = element.attributes["hidden"] == "YES"
      for (attribute, property) in Self.controlAttributes[element.name] ?? [:] {
        if let value = element.attributes[attribute].flatMap(Double.init) { view.controlValues[property] = value }
      }
      if element.name == "switch" { view.controlValues["isOn"] = element.attributes["on"] == "YES" ? 1 : 0 }
      // Any view's `tag` (a button that says which one sent an action: `switch sender.tag`).
      if let tag = element.attributes["tag"].flatMap(Double.init) { view.controlValues["tag"] = tag }
      view.usesAutoLayout = element.attributes["translatesAutoresizingMaskIntoConstraints"] == "NO"
      if element.name == "stackView" { view.stack = Stack(element.attributes) }
      if let layout = element.children.first(where: { $0.name == "collectionViewFlowLayout" }) {
        view.flowLayout = FlowLayoutValues(layout)
      }
      view.rowHeight = element.name == "tableView" ? element.attributes["rowHeight"].flatMap(Double.init) : nil
      view.runtimeAttributes = RuntimeAttribute.read(element, colours: colours, skipped: &view.skippedAttributes)
      if element.name == "imageView", let image = element.attributes["image"] { view.imageSize = imageSizes[image] }
      for action in element.child("connections")?.children ?? [] where action.name == "action" {
        if let selector = action.attributes["selector"] {
          view.actions.append((selector, action.attributes["eventType"] ?? "touchUpInside"))
        }
      }
      views[id] = view
      // A prototype cell is a template the list view dequeues from, not one of its subviews.
      if let parent, Self.prototypeElements.contains(element.name) {
        views[parent]?.prototypes[element.attributes["reuseIdentifier"] ?? id] = id
      } else if let parent {
        views[parent]?.children.append(id)
      }
      enclosing = id
      for list in element.children where list.name == "constraints" {
        for c in list.children where c.name == "constraint" { addConstraint(c, holder: id) }
      }
      // Constraints the default size class leaves out: made uninstalled (code activates them).
      for variation in element.children where variation.name == "variation" && variation.attributes["key"] == "default"
      {
        for mask in variation.children where mask.name == "mask" && mask.attributes["key"] == "constraints" {
          for exclude in mask.children where exclude.name == "exclude" {
            if let reference = exclude.attributes["reference"] { excludedConstraints.insert(reference) }
          }
        }
      }
      for guide in element.children where guide.name == "viewLayoutGuide" {
        if let gid = guide.attributes["id"], guide.attributes["key"] == "safeArea" {
          guides[gid] = (id, "safeAreaLayoutGuide")
        }
      }
    }
    // A controller's `topLayoutGuide`/`bottomLayoutGuide` (files before iOS 11): the safe area's
    // top and bottom of its view.
    if let root = element.children.first(where: { $0.attributes["key"] == "view" })?.attributes["id"] {
      for list in element.children where list.name == "layoutGuides" {
        for guide in list.children where guide.name == "viewControllerLayoutGuide" {
          if let gid = guide.attributes["id"] {
            guides[gid] = (root, guide.attributes["type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide")
          }
        }
      }
    }
    if let id {
      var outlets: [String: String] = [:]
      var collections: [String: [String]] = [:]
      for outlet in element.child("connections")?.children ?? [] {
        guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"] else {
          continue
        }
        if outlet.name == "outlet" { outlets[property] = destination }
        if outlet.name == "outletCollection" { collections[property, default: []].append(destination) }
      }
      let root = element.children.first { $0.attributes["key"] == "view" && $0.attributes["id"] != nil }
      let identifier = element.attributes["storyboardIdentifier"]
      if !outlets.isEmpty || !collections.isEmpty
        || (root != nil && (element.attributes["customClass"] != nil || identifier != nil))
      {
        // (A xib's File's Owner names its controller's view by its `view` outlet.)
        let rootID = root?.attributes["id"] ?? outlets["view"]
        owners.append(
          Owner(
            id: id, customClass: element.attributes["customClass"], rootView: rootID, outlets: outlets,
            collections: collections, storyboardIdentifier: identifier))
      }
    }
    for child in element.children { collect(child, parent: enclosing, colours: colours) }
  }
}
