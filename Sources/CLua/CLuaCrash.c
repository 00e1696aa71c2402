/*
 * Crash reports: on a crash signal, one line saying the signal and where
 * the flow was, written to a descriptor, before the process ends as it
 * would have.
 */
#include "CLuaWatchdog.h"
#include "CLuaWhere.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int crash_fd = -1;
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
static struct sigaction crash_previous[sizeof crash_signals / sizeof crash_signals[0]];

/* Appends `text` as JSON string content: quotes, backslashes and control
 * characters escaped. Returns the new length. */
static size_t json_escaped(char *out, size_t at, size_t size, const char *text) {
    for (; *text && at + 7 < size; text++) {
        unsigned char c = (unsigned char)*text;
        if (c == '"' || c == '\\') { out[at++] = '\\'; out[at++] = (char)c; }
        else if (c < 0x20) at += (size_t)snprintf(out + at, size - at, "\\u%04x", c);
        else out[at++] = (char)c;
    }
    return at;
}

/* Writes {"crashed":{"where":…,"signal":n}} and a newline to the crash
 * descriptor, then lets the previous handler (or the default) end the process. */
static void crash_signal(int sig) {
    char line[512];
    size_t at = (size_t)snprintf(line, sizeof line, "{\"crashed\":{");
    clua_host *h = clua_armed_host();
    char where[256];
    if (h != NULL && h->L != NULL && !h->closing && clua_where(clua_innermost_running(h), where, sizeof where)) {
        at += (size_t)snprintf(line + at, sizeof line - at, "\"where\":\"");
        at = json_escaped(line, at, sizeof line - 40, where);
        at += (size_t)snprintf(line + at, sizeof line - at, "\",");
    }
    at += (size_t)snprintf(line + at, sizeof line - at, "\"signal\":%d}}\n", sig);
    if (crash_fd >= 0 && at < sizeof line) {
        ssize_t ignored = write(crash_fd, line, at);
        (void)ignored;
    }
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        if (crash_signals[i] == sig) sigaction(sig, &crash_previous[i], NULL);
    }
    raise(sig);
}

void clua_crash_report_to(int fd) {
    crash_fd = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, &crash_previous[i]);
    }
}
