#!/usr/bin/env python3
"""A scene with N animations, for measuring what scene size costs (the Screen benchmarks build the
same shape in Swift): a 400x300 root with 10 sublayers, each holding N/10 animations of opacity,
position.x and backgroundColor with staggered begin times, durations, repeats, autoreverses,
fills and timing functions.

    scripts/large-scene.py [N] > large.json        (default N: 1000)
"""
import json, sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
functions = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]
layers = []
for l in range(10):
    animations = []
    for i in range(l * n // 10, (l + 1) * n // 10):
        a = {"id": f"a{i}", "beginTime": (i % 40) / 10, "duration": 0.5 + (i % 7) / 4,
             "timingFunction": functions[i % 5]}
        kind = i % 3
        if kind == 0:
            a.update(keyPath="opacity", **{"from": 0, "to": 1})
        elif kind == 1:
            a.update(keyPath="position.x", **{"from": 20, "to": 380})
        else:
            a.update(keyPath="backgroundColor", **{"from": "#FF9500", "to": "#0000FF"})
        if i % 4 == 1:
            a["repeatCount"] = 2
        if i % 5 == 2:
            a["autoreverses"] = True
        if i % 6 == 3:
            a["fillMode"] = "both"
            a["removedOnCompletion"] = False
        animations.append(a)
    layers.append({"id": f"layer{l}", "properties": {"position": [200, 15 + 30 * l], "bounds": [0, 0, 40, 20],
                   "backgroundColor": "#FF9500"}, "animations": animations})
scene = {"name": f"large-{n}", "title": f"{n} animations on 10 layers", "timeline": {"start": 0, "end": 6},
         "layer": {"id": "root", "properties": {"bounds": [0, 0, 400, 300], "position": [200, 150]},
                   "sublayers": layers}}
json.dump(scene, sys.stdout, indent=1)
print()
