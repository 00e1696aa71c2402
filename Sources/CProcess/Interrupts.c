/* SIGINT and SIGTERM turned from ending the process into a readable
 * descriptor (a pipe written by the handler, never drained). */
#define _GNU_SOURCE  /* pipe2 */
#include "CProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t caught = 0;
static int pipe_ends[2] = { -1, -1 };

static void on_interrupt(int sig) {
    if (caught != 0) _exit(128 + sig);
    caught = sig;
    int saved = errno;
    ssize_t ignored = write(pipe_ends[1], "!", 1);
    (void)ignored;
    errno = saved;
}

int cprocess_catch_interrupts(void) {
    if (pipe_ends[0] >= 0) return pipe_ends[0];
    if (pipe2(pipe_ends, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGINT, &action, NULL) != 0 || sigaction(SIGTERM, &action, NULL) != 0) return -1;
    return pipe_ends[0];
}

int cprocess_interrupt_signal(void) { return caught; }

int cprocess_interrupt_descriptor(void) { return pipe_ends[0]; }
