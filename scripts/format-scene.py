#!/usr/bin/env python3
"""Rewrites scene files (JSON) in the bundled scenes' style: two-space indentation, objects one
member per line, arrays of scalars and small objects of scalars on one line.
Usage: scripts/format-scene.py FILE..."""
import json
import sys


def scalar(value):
    return not isinstance(value, (dict, list))


def write(value, indent):
    pad = "  " * indent
    if isinstance(value, dict):
        if all(scalar(v) or (isinstance(v, list) and all(map(scalar, v))) for v in value.values()) and len(
            json.dumps(value, ensure_ascii=False)
        ) + len(pad) <= 110:
            return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        items = [f'{pad}  {json.dumps(k, ensure_ascii=False)}: {write(v, indent + 1)}' for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list):
        if all(map(scalar, value)):
            return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
        items = [pad + "  " + write(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)


for path in sys.argv[1:]:
    with open(path) as f:
        data = json.load(f)
    with open(path, "w") as f:
        f.write(write(data, 0) + "\n")
