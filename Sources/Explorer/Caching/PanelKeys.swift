import MediaTiming
import TermGrid

/// Everything the timeline box's cells depend on but the playhead: its title and the strips
/// (rows, labels, selection, span, loop; `playhead` nil).
struct TimelineKey: Equatable {
  var title: String
  var strips: Timeline
  var theme: Theme
}

/// Everything the curve box's cells depend on but the current point: the selected animation (its
/// timing function, keyframes and title), its duration (seconds; a spring's curve depends on it)
/// and whether ghost dots show.
struct CurveKey: Equatable {
  var animation: Animation
  var duration: Double
  var ghosts: Bool
  var theme: Theme
}

/// Everything the key bar depends on.
struct KeyBarKey: Equatable {
  var keyMap: KeyMap
  var theme: Theme
}

/// Everything the value box's cells depend on but the value, marker and swatch: the selected row
/// (its animation's ends and the layer's model values), whether the OKLab strip shows and whether
/// a marker row is kept free.
struct ValueBarKey: Equatable {
  var row: SceneRow
  var okLab: Bool
  var hasMarker: Bool
  var theme: Theme
}
