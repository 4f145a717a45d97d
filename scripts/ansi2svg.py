#!/usr/bin/env python3
"""Turn a terminal capture with ANSI colours (tmux capture-pane -e, or tui-shot -e) into an SVG
picture, so a screen of the real program can be looked at or put in the README.

usage: scripts/ansi2svg.py < capture.txt > screen.svg
"""
import re
import sys

CELL_W, CELL_H = 9, 18
DEFAULT_FG, DEFAULT_BG = (208, 208, 208), (22, 24, 29)
BASE16 = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
          (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
          (255, 0, 255), (0, 255, 255), (255, 255, 255)]


def xterm(n):
    if n < 16:
        return BASE16[n]
    if n < 232:
        n -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return (levels[n // 36], levels[(n // 6) % 6], levels[n % 6])
    v = 8 + (n - 232) * 10
    return (v, v, v)


def parse(text):
    rows = []
    for line in text.rstrip("\n").split("\n"):
        fg, bg, bold, reverse = None, None, False, False
        cells = []
        for token in re.split(r"(\x1b\[[0-9;]*m)", line):
            if token.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in token[2:-1].split(";")]
                i = 0
                while i < len(codes):
                    c = codes[i]
                    if c == 0:
                        fg, bg, bold, reverse = None, None, False, False
                    elif c == 1:
                        bold = True
                    elif c == 7:
                        reverse = True
                    elif c in (38, 48) and i + 1 < len(codes):
                        if codes[i + 1] == 5:
                            color = xterm(codes[i + 2]); i += 2
                        else:
                            color = tuple(codes[i + 2:i + 5]); i += 4
                        if c == 38:
                            fg = color
                        else:
                            bg = color
                    elif c == 39:
                        fg = None
                    elif c == 49:
                        bg = None
                    elif 30 <= c <= 37:
                        fg = BASE16[c - 30]
                    elif 90 <= c <= 97:
                        fg = BASE16[c - 82]
                    elif 40 <= c <= 47:
                        bg = BASE16[c - 40]
                    elif 100 <= c <= 107:
                        bg = BASE16[c - 92]
                    i += 1
            else:
                for ch in token:
                    f, b = (bg or DEFAULT_BG, fg or DEFAULT_FG) if reverse else (fg, bg)
                    cells.append((ch, f, b, bold))
        rows.append(cells)
    return rows


def hexc(c):
    return "#%02X%02X%02X" % tuple(c)


def main():
    rows = parse(sys.stdin.read())
    width = max((len(r) for r in rows), default=0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * CELL_W}" height="{len(rows) * CELL_H}" '
           f'font-family="DejaVu Sans Mono, monospace" font-size="14">',
           f'<rect width="100%" height="100%" fill="{hexc(DEFAULT_BG)}"/>']
    for y, row in enumerate(rows):
        for x, (ch, fg, bg, bold) in enumerate(row):
            px, py = x * CELL_W, y * CELL_H
            if bg:
                out.append(f'<rect x="{px}" y="{py}" width="{CELL_W}" height="{CELL_H}" fill="{hexc(bg)}"/>')
            color = hexc(fg or DEFAULT_FG)
            if ch == "█":
                out.append(f'<rect x="{px}" y="{py}" width="{CELL_W}" height="{CELL_H}" fill="{color}"/>')
            elif ch == "▌":
                out.append(f'<rect x="{px}" y="{py}" width="{CELL_W / 2}" height="{CELL_H}" fill="{color}"/>')
            elif ch == "▐":
                out.append(f'<rect x="{px + CELL_W / 2}" y="{py}" width="{CELL_W / 2}" height="{CELL_H}" fill="{color}"/>')
            elif ch == "▒":
                out.append(f'<rect x="{px}" y="{py}" width="{CELL_W}" height="{CELL_H}" fill="{color}" fill-opacity="0.5"/>')
            elif ch != " ":
                esc = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}.get(ch, ch)
                weight = ' font-weight="bold"' if bold else ""
                out.append(f'<text x="{px}" y="{py + 14}" fill="{color}"{weight}>{esc}</text>')
    out.append("</svg>")
    print("\n".join(out))


if __name__ == "__main__":
    main()
