import MediaTiming
import Scenes
import TermGrid

/// Everything the timeline box's cells depend on but the playhead: its title, the scene's root
/// layer and rows (by value; unchanged ones share storage, so comparing them costs nothing), the
/// rows shown and the one selected, the span and the loop's in and out points (seconds).
struct TimelineKey: Equatable {
  var title: String
  var root: Layer
  var events: [LayerEvent]
  var rows: [SceneRow]
  var visible: Range<Int>
  var selected: Int?
  var span: ClosedRange<Double>
  var loop: ClosedRange<Double>?
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
  var entries: [HelpEntry]
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

/// Everything the header and caption depend on: play state and rate, looping, the root layer's
/// speed, the scene's name, title and caption, where it came from and whether it has unsaved edits.
struct HeaderKey: Equatable {
  var isPlaying: Bool
  var rate: Double
  var looping: Bool
  var layerSpeed: Double
  var name: String
  var title: String?
  var caption: String?
  var origin: SceneOrigin
  var unsaved: Bool
  var theme: Theme
}

/// What the scrub screen's layout depends on: the screen's size, the number of rows and the stage.
struct LayoutKey: Equatable {
  var width: Int
  var height: Int
  var rows: Int
  var stage: Bool
}
