#!/usr/bin/env bash
# CPU and memory of the explorer: runs it in a private tmux server, then reads /proc/PID/stat
# (utime+stime, in clock ticks) over N seconds paused and idle, and over N seconds playing (after
# Space), and VmRSS while playing.
#
#   scripts/cpu-usage.sh [--size COLSxROWS] [--scene SCENE] [BINARY] [SECONDS]
#     defaults: 100x30, the bundled default scene, .build/release/timinglab, 10
#   SCENE is anything `timinglab` takes (a file is watched for changes while it runs).
set -euo pipefail
size=100x30
scene=""
while [ $# -gt 0 ]; do
  case $1 in
    --size) size=$2; shift 2 ;;
    --scene) scene=$2; shift 2 ;;
    *) break ;;
  esac
done
binary=${1:-.build/release/timinglab}
seconds=${2:-10}
cols=${size%x*}
rows=${size#*x}
socket="timinglab-cpu-$$"
tm() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null || true' EXIT
tm new-session -d -x "$cols" -y "$rows" "TERM=xterm-256color exec $binary ${scene:+$(printf '%q' "$scene")}"
sleep 1
pid=$(tm list-panes -F '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
echo "timinglab ${scene:-(default scene)} at ${cols}x${rows}"
a=$(ticks); sleep "$seconds"; b=$(ticks)
echo "paused and idle: $((b - a)) ticks in ${seconds} s = $(awk "BEGIN { printf \"%.1f\", 100 * ($b - $a) / ($hz * $seconds) }") % CPU"
tm send-keys Space
sleep 0.5
a=$(ticks); sleep "$seconds"; b=$(ticks)
echo "playing at 60 fps: $((b - a)) ticks in ${seconds} s = $(awk "BEGIN { printf \"%.1f\", 100 * ($b - $a) / ($hz * $seconds) }") % CPU"
echo "resident memory while playing: $(awk '/^VmRSS:/ { printf "%.1f MB", $2 / 1024 }' "/proc/$pid/status")"
tm send-keys q
