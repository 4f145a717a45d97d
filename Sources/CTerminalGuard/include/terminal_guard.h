// Restoring the terminal from signal handlers: saved termios modes, an interrupt flag, and crash
// handlers that restore the terminal before the process dies. Async-signal-safe calls only
// (tcsetattr, write, signal, raise). No curses here.
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
/// SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP: restore the terminal, then die of the signal.
void tg_install_crash_handlers(void);
/// Back to the default handlers.
void tg_default_signal_handlers(void);
/// Keeps up to `bytes` of freed memory at the top of the heap instead of giving it back to the
/// kernel (glibc's M_TRIM_THRESHOLD; nothing elsewhere). A frame loop frees and allocates the same
/// buffers every frame: trimming made each frame grow the heap again and fault its pages in.
void tg_keep_freed_memory(int bytes);

#endif
