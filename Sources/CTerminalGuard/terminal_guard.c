#include "terminal_guard.h"

#include <signal.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <sys/select.h>
#else
#include <poll.h>
#endif

static struct termios saved_modes;
static int saved_modes_valid = 0;
static int terminal_in = STDIN_FILENO;
static int terminal_out = STDOUT_FILENO;
static volatile sig_atomic_t interrupted = 0;

void tg_save_terminal_modes(int in_fd, int out_fd) {
  terminal_in = in_fd;
  terminal_out = out_fd;
  if (tcgetattr(in_fd, &saved_modes) == 0) saved_modes_valid = 1;
}

void tg_restore_terminal_modes(void) {
  if (saved_modes_valid) tcsetattr(terminal_in, TCSAFLUSH, &saved_modes);
}

void tg_emergency_restore(void) {
  // Bracketed paste off, mouse reporting off, attributes reset, cursor shown, keypad (application cursor keys) off,
  // alternate screen left.
  static const char reset[] =
      "\033[?2004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h\033[?1l\033>\033[?1049l\r\n";
  tg_restore_terminal_modes();
  ssize_t ignored = write(terminal_out, reset, sizeof(reset) - 1);
  (void)ignored;
}

// The temporary file a save is writing, removed by any signal that ends the process meanwhile.
static char temporary_path[4096];
static volatile sig_atomic_t temporary_set = 0;

static void remove_temporary(void) {
  if (temporary_set) unlink(temporary_path);
}

void tg_stop_process(void) {
  signal(SIGTSTP, SIG_DFL);
  kill(0, SIGTSTP);
}

static void on_interrupt(int sig) {
  (void)sig;
  interrupted = 1;
}

int tg_was_interrupted(void) { return interrupted != 0; }

void tg_install_interrupt_handlers(void) {
  int signals[] = {SIGINT, SIGTERM, SIGHUP};
  for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(signals[i], &action, NULL);
  }
}

static void on_crash(int sig) {
  remove_temporary();
  tg_emergency_restore();
  signal(sig, SIG_DFL);
  raise(sig);
}

void tg_install_crash_handlers(void) {
  // Crashes, and the signals whose default is to end the process that no one handles otherwise
  // (Ctrl-\, a broken pipe, kill -USR1, timers, limits): restore the terminal, then die of it.
  int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGPIPE,
                   SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ};
  for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    sigaction(signals[i], &action, NULL);
  }
}

void tg_default_signal_handlers(void) {
  int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT,
                   SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ};
  for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) signal(signals[i], SIG_DFL);
}

void tg_keep_freed_memory(int bytes) {
#if defined(__GLIBC__)
  mallopt(M_TRIM_THRESHOLD, bytes);
#else
  (void)bytes;
#endif
}

int tg_wait_readable(const int *fds, int count, int timeout_ms, int *ready) {
  for (int i = 0; i < count; i++) ready[i] = 0;
#if defined(__APPLE__)
  fd_set readable;
  FD_ZERO(&readable);
  int highest = -1;
  for (int i = 0; i < count; i++) {
    if (fds[i] < 0 || fds[i] >= FD_SETSIZE) continue;
    FD_SET(fds[i], &readable);
    if (fds[i] > highest) highest = fds[i];
  }
  struct timeval limit = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
  int result = select(highest + 1, &readable, NULL, NULL, timeout_ms < 0 ? NULL : &limit);
  if (result <= 0) return result;
  for (int i = 0; i < count; i++) {
    if (fds[i] >= 0 && fds[i] < FD_SETSIZE && FD_ISSET(fds[i], &readable)) ready[i] = 1;
  }
  return result;
#else
  enum { most = 16 };
  struct pollfd polled[most];
  int n = count < most ? count : most;
  for (int i = 0; i < n; i++) {
    polled[i].fd = fds[i];
    polled[i].events = POLLIN;
    polled[i].revents = 0;
  }
  int result = poll(polled, (nfds_t)n, timeout_ms);
  if (result <= 0) return result;
  for (int i = 0; i < n; i++) ready[i] = polled[i].revents != 0;
  return result;
#endif
}

int tg_window_size(int fd, int *rows, int *columns) {
  struct winsize size;
  memset(&size, 0, sizeof(size));
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

// Signals that end a process by default, for the time a temporary file exists.
static const int temporary_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2,
                                        SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ};
enum { temporary_signal_count = sizeof(temporary_signals) / sizeof(temporary_signals[0]) };
static int temporary_handler_installed[temporary_signal_count];

static void on_signal_with_temporary(int sig) {
  remove_temporary();
  signal(sig, SIG_DFL);
  raise(sig);
}

void tg_begin_temporary(const char *path) {
  size_t length = strlen(path);
  if (length >= sizeof(temporary_path)) return;
  memcpy(temporary_path, path, length + 1);
  temporary_set = 1;
  for (int i = 0; i < temporary_signal_count; i++) {
    struct sigaction current;
    temporary_handler_installed[i] = 0;
    if (sigaction(temporary_signals[i], NULL, &current) != 0) continue;
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) continue;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_signal_with_temporary;
    sigemptyset(&action.sa_mask);
    if (sigaction(temporary_signals[i], &action, NULL) == 0) temporary_handler_installed[i] = 1;
  }
}

void tg_end_temporary(void) {
  temporary_set = 0;
  for (int i = 0; i < temporary_signal_count; i++) {
    if (temporary_handler_installed[i]) signal(temporary_signals[i], SIG_DFL);
    temporary_handler_installed[i] = 0;
  }
}

static sigset_t held_signals;

void tg_hold_signals(void) {
  sigset_t set;
  sigemptyset(&set);
  for (int i = 0; i < temporary_signal_count; i++) sigaddset(&set, temporary_signals[i]);
  sigprocmask(SIG_BLOCK, &set, &held_signals);
}

void tg_release_signals(void) { sigprocmask(SIG_SETMASK, &held_signals, NULL); }
