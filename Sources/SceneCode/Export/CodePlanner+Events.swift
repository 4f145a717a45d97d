import MediaTiming
import Scenes

/// A scene's events as code run later: one `asyncAfter` block per event time, each event as the
/// code an app writes for it (model values inside a transaction with actions disabled, so they
/// do not animate implicitly; seed 004's recipes for pause, resume and an anchored speed).
extension CodePlanner {
  mutating func events(of scene: Scene) {
    let history = scene.history
    let eras = history.eras
    var index = 0
    while index < history.events.count {
      let time = history.events[index].time
      var body: [CodeStatement] = []
      var sets: [CodeStatement] = []
      // Model values set one after another share a transaction with actions disabled; the
      // events keep their order (an animation added before a value is set starts from the old one).
      func closeSets() {
        guard !sets.isEmpty else { return }
        body += [
          .lines(
            swift: ["CATransaction.begin()", "CATransaction.setDisableActions(true)"],
            objc: ["[CATransaction begin];", "[CATransaction setDisableActions:YES];"])
        ]
        body += sets + [.lines(swift: ["CATransaction.commit()"], objc: ["[CATransaction commit];"])]
        sets = []
      }
      while index < history.events.count, history.events[index].time == time {
        // The tree just before this event (`eras[index]`: after the ones before it).
        let event = history.events[index]
        let before = eras[index].root
        index += 1
        guard let (variable, parent) = layerVariables[event.layer.description] else { continue }
        var planned = CodePlanner(names: names)
        planned.layerVariables = layerVariables
        planned.event(event, variable: variable, parent: parent, before: before)
        names = planned.names
        if case .setValue = event.change {
          sets += planned.statements
        } else {
          closeSets()
          body += planned.statements
        }
      }
      closeSets()
      statements.append(.blank)
      statements.append(.later(seconds: time, body: body))
    }
  }

  /// One event on the layer in `variable` (its parent's in `parent`, nil for the root), `before`
  /// being the tree just before it.
  mutating func event(_ event: LayerEvent, variable: String, parent: String?, before: Layer) {
    let evaluation = before.evaluate(atMediaTime: event.time)
    let layer = before.layer(at: event.layer)
    let local = evaluation.layer(event.layer.description)?.localTime ?? 0
    let parentTime = evaluation.layer(event.layer.description)?.parentTime ?? event.time
    let parentNow: (Double) -> CodeValue = { x in
      parent.map { .now(layer: $0, plus: x - parentTime) } ?? .mediaNow(plus: x - parentTime)
    }
    switch event.change {
    case .setValue(let value):
      model(value, on: variable, isShape: parent != nil && layer?.layerClass == .shape)
    case .add(let animation):
      // A begin time of 0 is the layer's time when it is added: nothing to write.
      let name = self.animation(
        animation, layer: variable, model: layer?.properties ?? [], now: animation.beginTime == 0 ? 0 : local,
        inGroup: false)
      statements.append(.add(layer: variable, animation: name, key: animation.isKeyless ? nil : animation.id))
    case .remove(let key):
      statements.append(.removeAnimation(layer: variable, key: key))
    case .removeAll:
      statements.append(.removeAnimation(layer: variable, key: nil))
    case .setTiming(.speed, let speed, anchored: false):
      statements.append(.set(target: variable, property: .init("speed"), value: .float(speed)))
    case .setTiming(.speed, let speed, anchored: true):
      // Apple's recipe: local time stays where it is, then runs at the new speed.
      statements.append(.set(target: variable, property: .init("timeOffset"), value: .now(layer: variable, plus: 0)))
      statements.append(.set(target: variable, property: .init("beginTime"), value: parentNow(parentTime)))
      statements.append(.set(target: variable, property: .init("speed"), value: .float(speed)))
    case .setTiming(.timeOffset, let x, let anchored):
      let value: CodeValue = anchored ? .now(layer: variable, plus: x - local) : .double(x)
      statements.append(.set(target: variable, property: .init("timeOffset"), value: value))
    case .setTiming(.beginTime, let x, let anchored):
      statements.append(
        .set(target: variable, property: .init("beginTime"), value: anchored ? parentNow(x) : .double(x)))
    case .pause:
      let paused = names.unique("pausedTime", suffix: "", context: variable)
      statements.append(
        .lines(
          swift: [
            "let \(paused) = \(variable).convertTime(CACurrentMediaTime(), from: nil)", "\(variable).speed = 0",
            "\(variable).timeOffset = \(paused)",
          ],
          objc: [
            "CFTimeInterval \(paused) = [\(variable) convertTime:CACurrentMediaTime() fromLayer:nil];",
            "\(variable).speed = 0;", "\(variable).timeOffset = \(paused);",
          ]))
    case .resume:
      let paused = names.unique("pausedTime", suffix: "", context: variable)
      statements.append(
        .lines(
          swift: [
            "let \(paused) = \(variable).timeOffset", "\(variable).speed = 1", "\(variable).timeOffset = 0",
            "\(variable).beginTime = 0",
            "\(variable).beginTime = \(variable).convertTime(CACurrentMediaTime(), from: nil) - \(paused)",
          ],
          objc: [
            "CFTimeInterval \(paused) = \(variable).timeOffset;", "\(variable).speed = 1;",
            "\(variable).timeOffset = 0;", "\(variable).beginTime = 0;",
            "\(variable).beginTime = [\(variable) convertTime:CACurrentMediaTime() fromLayer:nil] - \(paused);",
          ]))
    }
  }

}
