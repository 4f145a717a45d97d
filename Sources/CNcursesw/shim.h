// The only C that TimingLab includes: the system's curses with its wide-character API (Debian's
// ncursesw 6; on macOS the SDK's ncurses 5.7, whose wide functions need _XOPEN_SOURCE_EXTENDED).
// Swift 6 rejects C globals (stdscr, COLS, LINES, COLORS, COLOR_PAIRS) and cannot import macro
// expressions (mouse masks), so they are wrapped in static inline functions here, and so are the
// calls whose form depends on the ncurses version (extended colour pairs came with 6.1).
#ifndef TIMINGLAB_NCURSESW_SHIM_H
#define TIMINGLAB_NCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#include <term.h>

static inline WINDOW *tl_stdscr(void) { return stdscr; }
static inline int tl_cols(void) { return COLS; }
static inline int tl_lines(void) { return LINES; }
static inline int tl_colors(void) { return COLORS; }
static inline int tl_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *tl_stdout(void) { return stdout; }
static inline FILE *tl_stdin(void) { return stdin; }

static inline mmask_t tl_mouse_all(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t tl_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tl_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tl_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t tl_report_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t tl_button4_pressed(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
static inline mmask_t tl_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t tl_button5_pressed(void) { return 0; }
#endif

static inline attr_t tl_a_bold(void) { return A_BOLD; }
static inline attr_t tl_a_dim(void) { return A_DIM; }
static inline attr_t tl_a_italic(void) { return A_ITALIC; }
static inline attr_t tl_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tl_a_reverse(void) { return A_REVERSE; }

// ncurses 6.1 passes colour pairs beyond 32767 through the `opts` pointer of wattr_set and
// setcchar and has init_extended_pair; older ones (macOS) take a short pair and a NULL `opts`.
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
#define TL_EXTENDED_PAIRS 1
#else
#define TL_EXTENDED_PAIRS 0
#endif

/// Defines colour pair `pair` (1…32767 here) as foreground `fg` on background `bg` (-1: the
/// terminal's default).
static inline int tl_init_pair(int pair, int fg, int bg) {
#if TL_EXTENDED_PAIRS
  return init_extended_pair(pair, fg, bg);
#else
  return init_pair((short)pair, (short)fg, (short)bg);
#endif
}

/// Sets attributes and a colour pair on the standard screen.
static inline int tl_attr_set(attr_t attrs, int pair) {
#if TL_EXTENDED_PAIRS
  return wattr_set(stdscr, attrs, (short)0, &pair);
#else
  return wattr_set(stdscr, attrs, (short)pair, NULL);
#endif
}

/// How long curses waits after Esc for the rest of a key's sequence, in milliseconds.
static inline int tl_set_escdelay(int milliseconds) {
#if defined(NCURSES_VERSION_MAJOR) && NCURSES_VERSION_MAJOR >= 6
  return set_escdelay(milliseconds);
#else
  ESCDELAY = milliseconds;
  return OK;
#endif
}

/// Writes `n` wide characters at (y, x).
static inline int tl_put(int y, int x, const wchar_t *text, int n) {
  return mvwaddnwstr(stdscr, y, x, text, n);
}

/// Writes one wide character at (y, x) with attributes and pair, including the bottom-right cell
/// (where waddnwstr would fail because the cursor cannot advance).
static inline int tl_put_cell(int y, int x, wchar_t ch, attr_t attrs, int pair) {
  cchar_t cell;
  wchar_t text[2] = {ch, 0};
#if TL_EXTENDED_PAIRS
  setcchar(&cell, text, attrs, (short)0, &pair);
#else
  setcchar(&cell, text, attrs, (short)pair, NULL);
#endif
  return mvwadd_wch(stdscr, y, x, &cell);
}

/// The current terminal's string capability `name`, or NULL when it has none.
static inline const char *tl_string_capability(const char *name) {
  char *value = tigetstr(name);
  return value == (char *)-1 ? NULL : value;
}

/// True when the current terminal has boolean capability `name`.
static inline int tl_flag_capability(const char *name) { return tigetflag(name) > 0; }

/// Columns `ch` takes on the terminal (the C library's `wcwidth` in the current locale).
static inline int tl_glyph_width(wchar_t ch) { return wcwidth(ch); }

/// True when terminfo's entry `name` can move the cursor anywhere (`cup`) and clear the screen:
/// what drawing a full screen needs (`dumb` has neither).
static inline int tl_terminfo_can_address(const char *name) {
  int error = 0;
  TERMINAL *saved = cur_term;
  int result = setupterm((char *)name, STDOUT_FILENO, &error);
  int can = 0;
  if (result == OK) {
    char *address = tigetstr("cup");
    char *clear = tigetstr("clear");
    can = address != NULL && address != (char *)-1 && clear != NULL && clear != (char *)-1;
    del_curterm(cur_term);
  }
  cur_term = saved;
  return can;
}

/// True when terminfo knows `name`.
static inline int tl_terminfo_exists(const char *name) {
  int error = 0;
  TERMINAL *saved = cur_term;
  int result = setupterm((char *)name, STDOUT_FILENO, &error);
  if (result == OK) { del_curterm(cur_term); }
  cur_term = saved;
  return result == OK && error == 1;
}

#endif
