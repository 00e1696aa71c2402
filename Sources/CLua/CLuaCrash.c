/*
 * The crash record: on a crash signal, one frame saying the signal and where
 * the flow was, written to a descriptor for whoever reads it (its layout is
 * in include/CLua.h), before the process ends as it would have. The handler
 * is async-signal-safe: it formats by hand, header included, into a buffer
 * on its stack, and writes with one write(2).
 */
#include "CLuaPages.h"
#include "CLuaWatchdog.h"
#include "CLuaWhere.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static int crash_fd = -1;
static unsigned char crash_tag;
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
static struct sigaction crash_previous[sizeof crash_signals / sizeof crash_signals[0]];

/* Each append writes at `at` and returns the new length; the buffer is
 * large enough for the longest record. */
static size_t append_text(char *out, size_t at, const char *text) {
    while (*text) out[at++] = *text++;
    return at;
}

static size_t append_number(char *out, size_t at, int n) {
    char digits[12];
    size_t count = 0;
    unsigned int u = n < 0 ? 0u - (unsigned int)n : (unsigned int)n;
    do digits[count++] = (char)('0' + u % 10); while ((u /= 10) != 0);
    if (n < 0) out[at++] = '-';
    while (count > 0) out[at++] = digits[--count];
    return at;
}

/* Bytes below 0x20 and '%' as %XX. */
static size_t append_escaped(char *out, size_t at, const char *text) {
    static const char hex[] = "0123456789ABCDEF";
    for (; *text; text++) {
        unsigned char c = (unsigned char)*text;
        if (c >= 0x20 && c != '%') {
            out[at++] = (char)c;
            continue;
        }
        out[at++] = '%';
        out[at++] = hex[c >> 4];
        out[at++] = hex[c & 15];
    }
    return at;
}

/* Writes the record, then lets the previous handler (or the default) end
 * the process. */
static void crash_signal(int sig, siginfo_t *info, void *context) {
    (void)context;
    if (sig == SIGSEGV && clua_pages_claim(info)) return; /* a tracked page's first write: no crash */
    enum { HEADER = 5 };
    char frame[HEADER + 16 + 12 + 8 + 3 * 256];
    char *line = frame + HEADER;
    size_t at = append_number(line, append_text(line, 0, "crash signal="), sig);
    clua_host *h = clua_armed_host();
    char where[256];
    if (h != NULL && h->L != NULL && !h->closing && clua_where(clua_innermost_running(h), where, sizeof where))
        at = append_escaped(line, append_text(line, at, " where="), where);
    frame[0] = (char)crash_tag;
    for (int i = 1; i < HEADER; i++) frame[i] = (char)((at >> (8 * (HEADER - 1 - i))) & 0xFF);
    if (crash_fd >= 0) {
        ssize_t ignored = write(crash_fd, frame, HEADER + at);
        (void)ignored;
    }
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        if (crash_signals[i] == sig) sigaction(sig, &crash_previous[i], NULL);
    }
    raise(sig);
}

void clua_crash_report_to(int fd, unsigned char tag) {
    crash_fd = fd;
    crash_tag = tag;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, &crash_previous[i]);
    }
}
