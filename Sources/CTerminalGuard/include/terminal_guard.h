// The terminal edge's C: restoring the terminal from signal handlers (saved termios modes, an
// interrupt flag, crash handlers that restore the terminal before the process dies; async-signal-
// safe calls only: tcsetattr, write, signal, raise), waiting for input, and the window's size, where
// platforms differ in ways Swift cannot see (macros, select's fd_set). No curses here.
#ifndef TIMINGLAB_TERMINAL_GUARD_H
#define TIMINGLAB_TERMINAL_GUARD_H

/// Saves the terminal modes of the terminal read from `in_fd` (call before curses starts); the
/// emergency restore writes its escapes to `out_fd`.
void tg_save_terminal_modes(int in_fd, int out_fd);
/// Puts back the saved modes (leaving curses for a suspend, or after it).
void tg_restore_terminal_modes(void);
/// Stops the process group as the shell's job control expects after Ctrl-Z (default SIGTSTP);
/// returns once it is continued (`fg`).
void tg_stop_process(void);
/// Restores the saved modes and writes the escapes that leave the alternate screen, show the
/// cursor, reset colours and stop mouse reporting. Safe inside a signal handler.
void tg_emergency_restore(void);
/// SIGINT, SIGTERM and SIGHUP set a flag (without SA_RESTART, so a blocking read returns).
void tg_install_interrupt_handlers(void);
/// 1 once an interrupt signal arrived.
int tg_was_interrupted(void);
/// SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, and the other signals that end a process by
/// default (SIGQUIT, SIGPIPE, SIGUSR1/2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ): remove a
/// save's temporary file, restore the terminal, then die of the signal.
void tg_install_crash_handlers(void);
/// Back to the default handlers.
void tg_default_signal_handlers(void);
/// Keeps up to `bytes` of freed memory at the top of the heap instead of giving it back to the
/// kernel (glibc's M_TRIM_THRESHOLD; nothing elsewhere). A frame loop frees and allocates the same
/// buffers every frame: trimming made each frame grow the heap again and fault its pages in.
void tg_keep_freed_memory(int bytes);

/// Waits until one of `fds[0..<count]` is readable, at most `timeout_ms` milliseconds (-1: for
/// ever); sets `ready[i]` to 1 for each readable one and 0 for the others. Returns how many are
/// ready, 0 on timeout, -1 when interrupted by a signal (a resize) or on error. Apple's poll()
/// does not support devices (it answers POLLNVAL for /dev/tty), so there it is select(); poll()
/// elsewhere.
int tg_wait_readable(const int *fds, int count, int timeout_ms, int *ready);
/// While a save writes the temporary file at `path`: any signal that would end the process (and
/// that nothing else handles) removes it first. Async-signal-safe (unlink, signal, raise).
void tg_begin_temporary(const char *path);
/// The temporary file is gone (renamed or removed): the default handlers again.
void tg_end_temporary(void);
/// Holds back the signals `tg_begin_temporary` handles (between creating a temporary file and
/// registering it, so that no signal can leave it behind); `tg_release_signals` delivers them.
void tg_hold_signals(void);
void tg_release_signals(void);
/// The size of the terminal behind `fd` (TIOCGWINSZ, a macro Swift cannot import on Apple
/// platforms); 0 on success, -1 when it has none.
int tg_window_size(int fd, int *rows, int *columns);

#endif
