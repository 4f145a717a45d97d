#!/usr/bin/env bash
# Soak test of the explorer: runs the real program in a private tmux server, types random keys
# and resizes the terminal for a bounded time, then checks that it is still responsive, that `q`
# exits 0, that the terminal modes are restored (`stty -g` equal before and after) and that its
# resident memory stayed under a bound.
#
#   scripts/soak.sh [--seconds N] [--binary PATH] [--max-rss-mb M] [--seed S]
#
# Defaults: 30 seconds, .build/release/timinglab, 80 MB, seed from the clock. Exit status 0 when
# every check passes, 1 when one fails (the reason and the last screen are printed), 2 for bad
# usage. Needs tmux.
set -euo pipefail

seconds=30
binary=.build/release/timinglab
max_rss_mb=80
seed=$(date +%s)
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --binary) binary=$2; shift 2 ;;
    --max-rss-mb) max_rss_mb=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "soak: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
command -v tmux >/dev/null || { echo "soak: tmux is not installed" >&2; exit 2; }
[ -x "$binary" ] || { echo "soak: $binary is not an executable (swift build -c release first)" >&2; exit 2; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

work=$(mktemp -d)
socket="timinglab-soak-$$"
tm() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() { tm kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# The pane runs this wrapper: terminal modes before, the program (its pid recorded), its exit
# status, terminal modes after.
cat >"$work/run.sh" <<EOF
export TERM=xterm-256color LANG=C.UTF-8
cd "$work"
stty -g >"$work/stty.before"
sh -c 'echo \$\$ >"$work/pid"; exec "\$0"' "$binary"
echo \$? >"$work/rc"
stty -g >"$work/stty.after"
sleep 3600
EOF
tm new-session -d -s soak -x 100 -y 30 "sh $work/run.sh"

fail() {
  echo "soak: FAILED: $* (seed $seed; again: scripts/soak.sh --seed $seed --seconds $seconds)" >&2
  echo "soak: the last screen:" >&2
  tm capture-pane -p -t soak >&2 2>/dev/null || true
  exit 1
}
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || echo 0; }
alive() { [ ! -f "$work/rc" ] && kill -0 "$pid" 2>/dev/null; }

for _ in $(seq 50); do [ -s "$work/pid" ] && break; sleep 0.1; done
[ -s "$work/pid" ] || fail "the program did not start"
pid=$(cat "$work/pid")
sleep 1
alive || fail "the program exited at start (status $(cat "$work/rc" 2>/dev/null))"
rss_start=$(rss_kb)
rss_max=$rss_start

# Every key the explorer's screens use, except the ones that quit or stop it (q, Ctrl-C, Ctrl-Z);
# editing and saving included (the pane runs in the scratch folder, where saves land).
keys=(Left Right S-Left S-Right Up Down Home End PPage NPage Space Enter Tab BTab Escape BSpace DC
  , . '[' ']' + - = _ r R v l o c d n p g j k '<' '>' '?' 0 1 2 3 4 5 6 7 8 9 s x
  e a u C-r w W I O X C-l y)
RANDOM=$seed
sent=0
resizes=0
deadline=$((SECONDS + seconds))
while [ $SECONDS -lt $deadline ]; do
  batch=()
  for _ in $(seq 12); do batch+=("${keys[RANDOM % ${#keys[@]}]}"); done
  tm send-keys -t soak -- "${batch[@]}"
  sent=$((sent + ${#batch[@]}))
  if [ $((RANDOM % 10)) -eq 0 ]; then
    # Sizes from far too small (the "enlarge" screen) to large.
    tm resize-window -t soak -x $((30 + RANDOM % 200)) -y $((8 + RANDOM % 55))
    resizes=$((resizes + 1))
  fi
  alive || fail "the program exited during the soak (status $(cat "$work/rc" 2>/dev/null)) after $sent keys"
  rss=$(rss_kb)
  [ "$rss" -gt "$rss_max" ] && rss_max=$rss
  sleep 0.05
done

# Still responsive: back to a usable size, out of any help, prompt or time entry, then Tab must
# change the screen within 3 seconds. A slow (debug) build may still be working through the keys
# sent last: the screen is let settle first, and each Escape is its own press (sent together, or
# read together with the Tab by a program that is behind, ESC ESC Tab is Escape then Alt-Tab).
settle() {
  local previous="" current
  for _ in $(seq 50); do
    current=$(tm capture-pane -p -t soak)
    [ "$current" = "$previous" ] && return 0
    previous=$current
    sleep 0.3
  done
}
tm resize-window -t soak -x 100 -y 30
settle
for _ in 1 2 3; do
  tm send-keys -t soak Escape
  sleep 0.3
done
settle
before=$(tm capture-pane -p -t soak)
tm send-keys -t soak Tab
responsive=no
for _ in $(seq 30); do
  sleep 0.1
  [ "$(tm capture-pane -p -t soak)" != "$before" ] && { responsive=yes; break; }
done
[ $responsive = yes ] || fail "no response to Tab within 3 s after $sent keys"
rss_end=$(rss_kb)
[ "$rss_end" -gt "$rss_max" ] && rss_max=$rss_end

# Unsaved edits from the random keys: q asks, and q again confirms. A slow (debug) build may not
# have shown the question yet when the second q is sent, so the pair is tried until it quits.
# Escape and q as separate presses: sent together they arrive as one read, ESC q, which the key
# decoder takes for Alt-q, and a text field (save as, a typed time) keeps its focus.
for _ in $(seq 5); do
  tm send-keys -t soak Escape
  sleep 0.2
  tm send-keys -t soak Escape
  sleep 0.2
  tm send-keys -t soak q
  for _ in $(seq 5); do [ -f "$work/rc" ] && break; sleep 0.1; done
  [ -f "$work/rc" ] || tm send-keys -t soak q
  for _ in $(seq 10); do [ -f "$work/rc" ] && break; sleep 0.1; done
  [ -f "$work/rc" ] && break
done
for _ in $(seq 20); do [ -s "$work/stty.after" ] && break; sleep 0.1; done
[ -f "$work/rc" ] || fail "q did not quit within 8 s"
rc=$(cat "$work/rc")
[ "$rc" = 0 ] || fail "q exited with status $rc"
cmp -s "$work/stty.before" "$work/stty.after" ||
  fail "terminal modes not restored: before $(cat "$work/stty.before"), after $(cat "$work/stty.after")"
[ $((rss_max / 1024)) -lt "$max_rss_mb" ] || fail "resident memory reached $((rss_max / 1024)) MB (bound $max_rss_mb MB)"

echo "soak: ok · ${seconds} s · seed $seed · $sent keys · $resizes resizes · RSS start $((rss_start / 1024)) MB," \
  "max $((rss_max / 1024)) MB, end $((rss_end / 1024)) MB (bound $max_rss_mb MB) · q exited 0 · stty -g equal"
