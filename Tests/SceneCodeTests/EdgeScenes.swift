import Scenes

/// Scenes that exercise what the bundled ones do not: layer timing that moves "now", every
/// timing field, curves that must be sampled, every spring parameterisation, every keyframe
/// mode and value type, shape sublayers, awkward ids. Used by the compile checks and by the
/// export → import identity.
enum EdgeScenes {
  static let documents: [String] = [
    // Layer timing: the root runs at speed 2 from offset 1, so "now" in its time is 1 + 0.5·... .
    #"""
    {"name": "layer-clock", "layer": {"id": "root", "beginTime": 0.5, "speed": 2, "timeOffset": 1,
      "animations": [
        {"id": "late", "keyPath": "opacity", "from": 1, "to": 0, "beginTime": 3, "duration": 1},
        {"id": "early", "keyPath": "opacity", "from": 0, "to": 1, "beginTime": -2, "duration": 1, "keyless": true}],
      "sublayers": [{"id": "child", "speed": 0.5, "timeOffset": 0.25,
        "animations": [{"id": "inner", "keyPath": "position.x", "from": 0, "to": 10, "beginTime": 1}]}]}}
    """#,
    // Every CAMediaTiming and CAAnimation field.
    #"""
    {"name": "every-field", "title": "all \"fields\"", "caption": "with \\ and \"quotes\"",
      "timeline": {"start": -1, "end": 6},
      "layer": {"id": "root", "properties": {"opacity": 0.25, "position": [10, 20], "bounds": [0, 0, 30, 40],
        "backgroundColor": "#FF950080", "cornerRadius": 4, "shadowOffset": [1, 2], "transform.scale": 1.5,
        "position.x": 12, "strokeEnd": 0.5},
      "animations": [
        {"id": "forever", "keyPath": "transform.rotation.z", "by": 3.141592653589793, "repeatCount": "infinity",
         "cumulative": true, "duration": 0.75},
        {"id": "timed", "keyPath": "position", "from": [0, 0], "to": [100, 50], "duration": 1.5, "speed": 0.5,
         "timeOffset": 0.25, "repeatDuration": 4, "autoreverses": true, "fillMode": "both",
         "removedOnCompletion": false, "timingFunction": [0.25, 0.1, 0.25, 1], "additive": true},
        {"id": "named", "keyPath": "bounds", "to": [0, 0, 60, 80], "timingFunction": "easeInEaseOut",
         "fillMode": "backwards", "beginTime": 0.5, "repeatCount": 2.5},
        {"id": "size", "keyPath": "shadowOffset", "from": [0, 0], "to": [3, -3], "timingFunction": "default"},
        {"id": "unknown", "keyPath": "custom.value", "from": 1, "to": 2}]}}
    """#,
    // Curves Core Animation cannot express: sampled.
    #"""
    {"name": "sampled-curves", "layer": {"id": "root", "animations": [
      {"id": "bounce", "keyPath": "position.y", "from": 0, "to": 100, "duration": 1, "timingFunction": "easeOutBounce"},
      {"id": "colour", "keyPath": "backgroundColor", "from": "#FF9500", "to": "#0000FF", "duration": 1,
       "timingFunction": "secondOrder"},
      {"id": "segments", "keyPath": "position.x", "values": [0, 50, 100], "duration": 2,
       "timingFunctions": ["easeInOutCubic", "easeIn"]},
      {"id": "springy", "keyPath": "opacity", "from": 0, "to": 1, "timingFunction": "spring"},
      {"id": "warped", "timingFunction": "easeInSine", "duration": 2, "animations": [
        {"id": "inside", "keyPath": "cornerRadius", "from": 0, "to": 8}]}]}}
    """#,
    // Every spring parameterisation.
    #"""
    {"name": "springs", "layer": {"id": "root", "animations": [
      {"id": "physical", "keyPath": "position.y", "from": 0, "to": 100,
       "spring": {"mass": 2, "stiffness": 300, "damping": 40, "allowsOverdamping": true, "initialVelocity": 3}},
      {"id": "settled", "keyPath": "position.y", "from": 0, "to": 100, "duration": 1.4727003346780927,
       "spring": {}},
      {"id": "perceptual", "keyPath": "position.x", "to": 50, "spring": {"perceptualDuration": 0.6, "bounce": 0.2}},
      {"id": "swiftui", "keyPath": "opacity", "from": 0, "to": 1, "spring": {"duration": 0.4, "bounce": -0.3}},
      {"id": "response", "keyPath": "opacity", "from": 0, "to": 1, "duration": 2,
       "spring": {"response": 0.5, "dampingFraction": 0.8}},
      {"id": "uikit", "keyPath": "position.x", "from": 0, "to": 10,
       "spring": {"dampingRatio": 0.6, "duration": 0.8, "initialVelocity": 1}},
      {"id": "preset", "keyPath": "position.x", "from": 0, "to": 10,
       "spring": {"preset": "bouncy", "duration": 0.7, "extraBounce": 0.1}}]}}
    """#,
    // Keyframe modes, value types, paths.
    #"""
    {"name": "keyframe-modes", "layer": {"id": "root", "animations": [
      {"id": "cubic", "keyPath": "position", "values": [[0, 0], [50, 80], [100, 0]], "calculationMode": "cubic",
       "tensionValues": [0, 0.5, 0], "continuityValues": [0, -0.5, 0], "biasValues": [0, 0.25, 0], "duration": 2},
      {"id": "discrete", "keyPath": "contentsRect", "values": [[0, 0, 0.5, 1], [0.5, 0, 0.5, 1]],
       "calculationMode": "discrete", "keyTimes": [0, 0.5, 1], "repeatCount": 3},
      {"id": "timed", "keyPath": "backgroundColor", "values": ["#FF0000", "#00FF00", "#0000FF"],
       "keyTimes": [0, 0.2, 1], "timingFunctions": ["easeIn", [0.1, 0.9, 0.2, 1]]},
      {"id": "orbit", "keyPath": "position", "path": "M 0 0 C 10 20 30 20 40 0 Q 50 -10 60 0 L 60 30 M 100 100 L 120 100",
       "calculationMode": "cubicPaced", "rotationMode": "autoReverse", "duration": 3}]}}
    """#,
    // Sublayers: a shape layer two deep, awkward ids.
    #"""
    {"name": "1st scene", "layer": {"id": "root", "sublayers": [
      {"id": "default", "properties": {"position": [5, 5]}, "sublayers": [
        {"id": "1-shape", "class": "CAShapeLayer", "properties": {"strokeEnd": 0, "strokeColor": "#000000", "lineWidth": 3,
          "transform.rotation.z": 0.5},
         "animations": [{"id": "repeat", "keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1}]}]},
      {"id": "other", "animations": [{"id": "repeat", "keyPath": "opacity", "to": 0}]}]}}
    """#,
    // A whole-matrix flip (half turns about y then z, perspective m34 = −1/120) and a model
    // value that is a whole matrix.
    #"""
    {"name": "flip", "layer": {"id": "root", "sublayers": [{"id": "plane",
      "properties": {"bounds": [0, 0, 36, 36], "position": [20, 20],
        "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.008333333333333333, 0, 0, 0, 1]},
      "animations": [{"id": "flip", "keyPath": "transform", "duration": 1.2, "repeatCount": "infinity",
        "keyTimes": [0, 0.5, 1], "timingFunction": "easeInEaseOut",
        "values": [[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.008333333333333333, 0, 0, 0, 1],
                   [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0.008333333333333333, 0, 0, 0, 1],
                   [-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, -0.008333333333333333, 0, 0, 0, 1]]}]}]}}
    """#,
    // A shape's path and a morph of it (matching elements, then a different count).
    #"""
    {"name": "morph", "layer": {"id": "root", "sublayers": [{"id": "bar", "class": "CAShapeLayer",
      "properties": {"bounds": [0, 0, 10, 40], "position": [5, 20], "fillColor": "#FF9500",
        "path": "M 0 40 L 10 40 L 10 40 L 0 40 Z"},
      "animations": [{"id": "level", "keyPath": "path", "duration": 1.5, "repeatCount": "infinity",
        "values": ["M 0 40 L 10 40 L 10 40 L 0 40 Z", "M 0 10 L 10 10 L 10 40 L 0 40 Z",
                   "M 0 30 Q 5 0 10 30 L 10 40 L 0 40 Z"]}]}]}}
    """#,
    // Replicators: the root one (the caller's layer, its class in the marker) and a sublayer one
    // turning its copies about its centre, a shape layer inside.
    #"""
    {"name": "copies", "layer": {"id": "root", "class": "CAReplicatorLayer", "instanceCount": 2,
      "instanceDelay": 0.5, "properties": {"bounds": [0, 0, 80, 80], "position": [40, 40]},
      "sublayers": [
        {"id": "ring", "class": "CAReplicatorLayer", "instanceCount": 8, "instanceDelay": 0.125,
          "instanceTransform": [0.7071067811865476, 0.7071067811865475, 0, 0, -0.7071067811865475, 0.7071067811865476, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
          "properties": {"bounds": [0, 0, 40, 40], "position": [40, 40]},
          "sublayers": [{"id": "dot", "class": "CAShapeLayer", "properties": {"position": [20, 4], "bounds": [0, 0, 6, 6], "fillColor": "#FF9500"},
            "animations": [{"id": "fade", "keyPath": "opacity", "from": 1, "to": 0.1, "duration": 1, "repeatCount": "infinity"}]}]}]}}
    """#,
    // Transitions: a public push from the right with part of its progress, a private cube.
    #"""
    {"name": "transitions", "layer": {"id": "root", "properties": {"bounds": [0, 0, 200, 100], "position": [100, 50]},
      "sublayers": [
        {"id": "label", "properties": {"bounds": [0, 0, 120, 40], "position": [100, 30], "backgroundColor": "#3478F6"},
          "animations": [{"id": "transition", "transition": "push", "subtype": "fromRight", "duration": 0.5,
            "timingFunction": "easeInEaseOut", "fillMode": "both", "startProgress": 0.25, "endProgress": 0.75}]},
        {"id": "card", "properties": {"bounds": [0, 0, 60, 40], "position": [100, 80], "backgroundColor": "#FF9500"},
          "animations": [{"id": "transition", "transition": "cube", "subtype": "fromTop", "duration": 0.8}]}]}}
    """#,
    // Events of every kind, on the root and on a sublayer of a sped-up root: model values (one
    // of a shape), adds (one replacing a key, one with its own begin time), removals, raw and
    // anchored timing, pause and resume.
    #"""
    {"name": "events", "layer": {"id": "root", "speed": 2,
      "animations": [{"id": "spin", "keyPath": "transform.rotation.z", "by": 6.283185307179586, "duration": 1,
        "repeatCount": "infinity"}],
      "sublayers": [{"id": "dot", "class": "CAShapeLayer", "properties": {"position": [10, 10], "strokeEnd": 0.5},
        "animations": [{"id": "move", "keyPath": "position.x", "from": 10, "to": 90, "duration": 2}]}]},
     "events": [
       {"at": 0.5, "layer": "root/dot", "set": {"position.x": 90, "strokeEnd": 1}},
       {"at": 0.5, "layer": "root/dot", "add": {"id": "move", "keyPath": "position.x", "to": 10, "duration": 0.5}},
       {"at": 0.75, "layer": "root/dot", "add": {"id": "late", "keyPath": "opacity", "from": 1, "to": 0,
         "beginTime": 2, "duration": 0.25}},
       {"at": 1, "layer": "root/dot", "remove": "late"},
       {"at": 1, "layer": "root/dot", "speed": 0.5, "anchored": true},
       {"at": 1.25, "layer": "root/dot", "timeOffset": 0.25, "anchored": true},
       {"at": 1.25, "layer": "root/dot", "beginTime": 1.5, "anchored": true},
       {"at": 1.5, "speed": 3},
       {"at": 1.75, "pause": true},
       {"at": 2, "resume": true},
       {"at": 2.25, "timeOffset": 1},
       {"at": 2.25, "beginTime": 0.5},
       {"at": 2.5, "removeAll": true}]}
    """#,
    // A gradient layer: its colours, locations and axis as model values and animated (basic,
    // keyframes, in a group with a shimmer of its axis).
    #"""
    {"name": "gradient-shimmer", "layer": {"id": "root", "properties": {"bounds": [0, 0, 200, 60]},
      "sublayers": [{"id": "sheen", "class": "CAGradientLayer",
        "properties": {"bounds": [0, 0, 200, 60], "position": [100, 30], "colors": ["#EEEEEE", "#FFFFFF", "#EEEEEE"],
          "locations": [0, 0.5, 1], "startPoint": [0, 0.5], "endPoint": [1, 0.5]},
        "animations": [
          {"id": "cycle", "keyPath": "colors", "from": ["#FF9500", "#0000FF"], "to": ["#0000FF", "#FF9500"],
           "duration": 3, "autoreverses": true, "repeatCount": "infinity"},
          {"id": "sweep", "keyPath": "locations", "values": [[0, 0.1, 0.2], [0.4, 0.5, 0.6], [0.8, 0.9, 1]],
           "keyTimes": [0, 0.5, 1], "duration": 1.5, "repeatCount": "infinity"},
          {"id": "slide", "duration": 1.2, "repeatCount": "infinity", "animations": [
            {"id": "start", "keyPath": "startPoint", "from": [-1, 0.5], "to": [1, 0.5]},
            {"id": "end", "keyPath": "endPoint", "from": [0, 0.5], "to": [2, 0.5]}]}]}]}}
    """#,
    // A layer hidden until an event shows it (a layer added later), and one hidden later (taken
    // out): `hidden` written as a Bool in code (`isHidden = true`).
    #"""
    {"name": "hidden-layers", "layer": {"id": "root", "sublayers": [
      {"id": "late", "properties": {"hidden": 1, "bounds": [0, 0, 20, 20], "position": [10, 10]},
       "animations": [{"id": "fade", "keyPath": "opacity", "from": 0, "to": 1, "beginTime": 1, "duration": 0.5}]},
      {"id": "gone", "properties": {"bounds": [0, 0, 20, 20], "position": [40, 10]}}]},
     "events": [
       {"at": 1, "layer": "root/late", "set": {"hidden": 0}},
       {"at": 2, "layer": "root/gone", "set": {"hidden": 1}}]}
    """#,
  ]

  static var scenes: [Scene] { documents.map { try! Scene.decode($0) } }
}
