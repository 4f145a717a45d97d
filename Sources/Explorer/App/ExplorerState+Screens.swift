/// The screens and the overlay stack, seen from the app: which screen is shown, switching, typed
/// access to one screen's state, opening and closing overlays.
extension ExplorerState {
  /// The screen shown.
  package var screenID: ScreenID { type(of: screens[current].base).id }

  /// The screen shown's name for headers.
  var screenTitle: String { screens[current].base.title }

  /// Shows the screen with this id (nothing when none has it).
  package mutating func show(_ id: ScreenID) {
    guard let index = screens.firstIndex(where: { type(of: $0.base).id == id }) else { return }
    current = index
    withScreen { screen, app in screen.appear(app: &app) }
  }

  /// The next screen (Tab, `step` 1) or the previous one (Shift-Tab, −1), keeping scene time
  /// inside the new screen's span and the play state.
  mutating func showScreen(step: Int) {
    current = (current + step + screens.count) % screens.count
    setSceneTime(min(max(sceneTime, span.lowerBound), span.upperBound), keepPlaying: isPlaying)
    withScreen { screen, app in screen.appear(app: &app) }
  }

  /// The state of the screen of type `S` (whether shown or not).
  package subscript<S: Screen>(_ type: S.Type) -> S {
    get {
      for box in screens { if let screen = box.base as? S { return screen } }
      preconditionFailure("\(S.self) is not in ScreenRegistry.screens")
    }
    set {
      if let index = screens.firstIndex(where: { $0.base is S }) { screens[index].base = newValue }
    }
  }

  /// Does `action` of the screen of type `S` (also when another screen is shown).
  package mutating func perform<S: Screen>(_ type: S.Type, _ action: S.Action) -> [ExplorerEffect] {
    guard let index = screens.firstIndex(where: { $0.base is S }), var screen = screens[index].base as? S else {
      return []
    }
    let effects = screen.perform(action, app: &self)
    screens[index].base = screen
    return effects
  }

  /// Runs `body` on the screen shown, which is taken out of the state meanwhile (so it can change
  /// itself and the app together) and put back where it was.
  mutating func withScreen<R>(_ body: (inout any Screen, inout ExplorerState) -> R) -> R {
    let index = current
    var screen = screens[index].base
    let result = body(&screen, &self)
    screens[index].base = screen
    return result
  }

  // MARK: Overlays

  /// The open overlay of type `O`, if any (the topmost when several).
  package func overlay<O: Overlay>(_ type: O.Type) -> O? {
    for box in overlays.reversed() { if let overlay = box.base as? O { return overlay } }
    return nil
  }

  /// True when an overlay of type `O` is open.
  package func isOpen<O: Overlay>(_ type: O.Type) -> Bool { overlay(type) != nil }

  /// Opens `overlay` above those of its layer or lower, below those of a higher layer.
  package mutating func open(_ overlay: some Overlay) {
    let index = overlays.firstIndex { $0.base.layer > overlay.layer } ?? overlays.count
    overlays.insert(OverlayBox(base: overlay), at: index)
  }

  /// Closes every overlay of type `O`.
  package mutating func close<O: Overlay>(_ type: O.Type) {
    overlays.removeAll { $0.base is O }
  }

  /// Runs `body` on the topmost open overlay of type `O`, taken out of the stack meanwhile and put
  /// back where it was (unless `body` returns false: then it stays closed). Nil when none is open.
  @discardableResult
  mutating func withOverlay<O: Overlay, R>(
    _ type: O.Type, _ body: (inout O, inout ExplorerState) -> (R, keep: Bool)
  )
    -> R?
  {
    guard let index = overlays.lastIndex(where: { $0.base is O }), var overlay = overlays[index].base as? O else {
      return nil
    }
    overlays.remove(at: index)
    let (result, keep) = body(&overlay, &self)
    if keep { overlays.insert(OverlayBox(base: overlay), at: min(index, overlays.count)) }
    return result
  }

  /// The keys the key bar and `?` list show: the topmost overlay's that has its own, else the
  /// screen's.
  package var keyEntries: (bar: [HelpEntry], all: [HelpEntry]) {
    for box in overlays.reversed() { if let entries = box.base.keyEntries { return entries } }
    let screen = screens[current].base
    return (screen.barEntries, screen.allEntries)
  }
}
