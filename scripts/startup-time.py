#!/usr/bin/env python3
"""Start-up to first frame: runs the explorer in a pseudo-terminal (100x30, xterm-256color) and
times from the fork to the moment the key bar (the last thing drawn) has arrived, N times.

    scripts/startup-time.py [BINARY] [RUNS]     (defaults: .build/release/timinglab, 10)
"""
import fcntl, os, pty, select, statistics, struct, sys, termios, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/timinglab"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
times = []
for _ in range(runs):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", LINES="30", COLUMNS="100")
        os.execv(binary, [binary])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    seen = b""
    while b"quit" not in seen:
        ready, _, _ = select.select([fd], [], [], 5)
        if not ready:
            sys.exit("no first frame within 5 s")
        seen += os.read(fd, 65536)
    times.append((time.perf_counter() - start) * 1000)
    os.write(fd, b"q")
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    os.waitpid(pid, 0)
print(f"start-up to first frame: median {statistics.median(times):.1f} ms, min {min(times):.1f}, max {max(times):.1f} ({runs} runs)")
