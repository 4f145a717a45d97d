extension LayerEvent {
  /// `events` with each run of timing changes that code makes to one layer at one instant
  /// (`speed`, `timeOffset`, `beginTime`, in any order and spelling) written as the recipe it
  /// amounts to, when the layer's local time goes on without a jump: a stop is `pause`, a start
  /// at speed 1 from a pause is `resume`, anything else an anchored `speed`. The layer then
  /// keeps exactly the local times it had (the recipes are continuous and run at the same
  /// speed); a run that jumps (seed 004's pitfall) is kept as written.
  public static func recipes(_ events: [LayerEvent], commit: Layer) -> [LayerEvent] {
    let history = LayerHistory(commit: commit, events: events)
    let ordered = history.events
    let eras = history.eras
    var result: [LayerEvent] = []
    var index = 0
    while index < ordered.count {
      let first = ordered[index]
      var end = index
      while end < ordered.count, ordered[end].time == first.time, ordered[end].layer == first.layer,
        case .setTiming = ordered[end].change
      {
        end += 1
      }
      guard end - index >= 2 else {
        result.append(first)
        index += 1
        continue
      }
      // The layer just before the run (`eras[index]`) and just after it (`eras[end]`).
      let before = eras[index].root
      let after = eras[end].root
      let path = first.layer.description
      let t = first.time
      guard let localBefore = before.evaluate(atMediaTime: t).layer(path)?.localTime,
        let localAfter = after.evaluate(atMediaTime: t).layer(path)?.localTime,
        let oldSpeed = before.layer(at: first.layer)?.speed, let newSpeed = after.layer(at: first.layer)?.speed,
        abs(localBefore - localAfter) <= 1e-9 * max(1, abs(localBefore))
      else {
        result += ordered[index..<end]
        index = end
        continue
      }
      let change: Change =
        newSpeed == 0 ? .pause : oldSpeed == 0 && newSpeed == 1 ? .resume : .setTiming(.speed, newSpeed, anchored: true)
      result.append(LayerEvent(time: t, layer: first.layer, change: change))
      index = end
    }
    return result
  }
}
