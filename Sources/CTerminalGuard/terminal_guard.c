#include "terminal_guard.h"

#include <signal.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <string.h>
#include <termios.h>
#include <unistd.h>

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
  static const char reset[] = "\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h\033[?1049l\r\n";
  tg_restore_terminal_modes();
  ssize_t ignored = write(terminal_out, reset, sizeof(reset) - 1);
  (void)ignored;
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
  tg_emergency_restore();
  signal(sig, SIG_DFL);
  raise(sig);
}

void tg_install_crash_handlers(void) {
  int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
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
  int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
  for (unsigned i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) signal(signals[i], SIG_DFL);
}

void tg_keep_freed_memory(int bytes) {
#if defined(__GLIBC__)
  mallopt(M_TRIM_THRESHOLD, bytes);
#else
  (void)bytes;
#endif
}
