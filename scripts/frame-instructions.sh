#!/usr/bin/env bash
# Instructions per playing frame of the explorer's run loop (view, update, no curses), exactly:
# runs Benchmarks' FrameCount under callgrind for 30 and for 90 frames and divides the difference
# by 60, so start-up and the first frame cancel out.
#
#   scripts/frame-instructions.sh [COLSxROWS] [BUNDLED-SCENE or FILE]   (defaults: 120x40, overview)
set -euo pipefail
size=${1:-120x40}
scene=${2:-overview}
if [ -f "$scene" ]; then scene=$(realpath "$scene"); fi  # a file: absolute, before the cd
cd "$(dirname "$0")/../Benchmarks"
swift build -c release --product FrameCount >/dev/null
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/release/FrameCount "$1" "$size" "$scene" 2>&1 \
    | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
a=$(count 30)
b=$(count 90)
echo "$scene at $size: $(( (b - a) / 60 )) instructions per playing frame"
