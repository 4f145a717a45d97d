#!/usr/bin/env bash
# CPU and memory of the explorer: runs it in a private tmux server (100x30), then reads
# /proc/PID/stat (utime+stime, in clock ticks) over N seconds paused and idle, and over N seconds
# playing (after Space), and VmRSS while playing.
#
#   scripts/cpu-usage.sh [BINARY] [SECONDS]     (defaults: .build/release/timinglab, 10)
set -euo pipefail
binary=${1:-.build/release/timinglab}
seconds=${2:-10}
socket="timinglab-cpu-$$"
tm() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null || true' EXIT
tm new-session -d -x 100 -y 30 "TERM=xterm-256color exec $binary"
sleep 1
pid=$(tm list-panes -F '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
a=$(ticks); sleep "$seconds"; b=$(ticks)
echo "paused and idle: $((b - a)) ticks in ${seconds} s = $(awk "BEGIN { printf \"%.1f\", 100 * ($b - $a) / ($hz * $seconds) }") % CPU"
tm send-keys Space
sleep 0.5
a=$(ticks); sleep "$seconds"; b=$(ticks)
echo "playing at 60 fps: $((b - a)) ticks in ${seconds} s = $(awk "BEGIN { printf \"%.1f\", 100 * ($b - $a) / ($hz * $seconds) }") % CPU"
echo "resident memory while playing: $(awk '/^VmRSS:/ { printf "%.1f MB", $2 / 1024 }' "/proc/$pid/status")"
tm send-keys q
