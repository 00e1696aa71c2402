/*
 * Write tracking: a range of pages made read-only, each first write to one
 * of them caught by the SIGSEGV handler, which notes the page and makes it
 * writable. Restoring copies back only the pages noted, so going back to a
 * copy costs what was written since, not the size of the range
 * (scale.file_tests_s: a checkpoint's rewind before each test of a file).
 *
 * Only writes from the process's own code fault: the kernel writing into a
 * read-only page (read(2) into it) fails with EFAULT instead. The one user,
 * a slot's checkpoint, hands out no block of the tracked range while it
 * tracks (CLuaTemplates.c), so the blocks a read fills are never in it.
 */
#include "CLuaPages.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { TRACKED_MAX = 8 };

struct clua_pages {
    char *base;
    size_t length, page;
    size_t count;                   /* pages noted, in `noted` */
    uint32_t *noted;                /* their indexes, in the order written */
    uint64_t *bits;                 /* one per page: noted */
};

/* The ranges the handler looks in; a slot is claimed and released with
 * atomics, so the handler never waits. */
static clua_pages *tracked[TRACKED_MAX];
static struct sigaction previous;
static pthread_once_t handler_once = PTHREAD_ONCE_INIT;
static int handler_ready;

static void on_fault(int sig, siginfo_t *info, void *context) {
    if (clua_pages_claim(info)) return;
    if (previous.sa_flags & SA_SIGINFO) {
        previous.sa_sigaction(sig, info, context);
    } else if (previous.sa_handler == SIG_DFL || previous.sa_handler == SIG_IGN) {
        /* Nothing else wants it: the default action, when the write runs again. */
        sigaction(SIGSEGV, &previous, NULL);
    } else {
        previous.sa_handler(sig);
    }
}

static void handler_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fault;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK | SA_RESTART;
    handler_ready = sigaction(SIGSEGV, &action, &previous) == 0;
}

int clua_pages_claim(const siginfo_t *info) {
    if (info == NULL || info->si_code <= 0) return 0; /* sent, not a fault */
    char *at = info->si_addr;
    for (int i = 0; i < TRACKED_MAX; i++) {
        clua_pages *t = __atomic_load_n(&tracked[i], __ATOMIC_ACQUIRE);
        if (t == NULL || at < t->base || at >= t->base + t->length) continue;
        size_t index = (size_t)(at - t->base) / t->page;
        uint64_t bit = (uint64_t)1 << (index % 64);
        if (!(t->bits[index / 64] & bit)) {
            t->bits[index / 64] |= bit;
            t->noted[t->count++] = (uint32_t)index;
        }
        return mprotect(t->base + index * t->page, t->page, PROT_READ | PROT_WRITE) == 0;
    }
    return 0;
}

clua_pages *clua_pages_track(char *base, size_t length) {
    pthread_once(&handler_once, handler_install);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (!handler_ready || length == 0 || length % page != 0 || (uintptr_t)base % page != 0) return NULL;
    size_t pages = length / page;
    if (pages > UINT32_MAX) return NULL;
    clua_pages *t = calloc(1, sizeof *t);
    if (t == NULL) return NULL;
    t->base = base;
    t->length = length;
    t->page = page;
    t->noted = malloc(pages * sizeof *t->noted);
    t->bits = calloc((pages + 63) / 64, sizeof *t->bits);
    int at = -1;
    for (int i = 0; t->noted != NULL && t->bits != NULL && i < TRACKED_MAX && at < 0; i++) {
        clua_pages *none = NULL;
        if (__atomic_compare_exchange_n(&tracked[i], &none, t, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) at = i;
    }
    if (at >= 0 && mprotect(base, length, PROT_READ) == 0) return t;
    if (at >= 0) __atomic_store_n(&tracked[at], NULL, __ATOMIC_RELEASE);
    free(t->noted);
    free(t->bits);
    free(t);
    return NULL;
}

static int by_index(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

size_t clua_pages_restore(clua_pages *t, const char *copy) {
    size_t count = t->count;
    qsort(t->noted, count, sizeof *t->noted, by_index);
    for (size_t i = 0; i < count;) {
        size_t first = t->noted[i], last = first;
        while (i < count && t->noted[i] <= last + 1) last = t->noted[i++];
        size_t offset = first * t->page, bytes = (last - first + 1) * t->page;
        memcpy(t->base + offset, copy + offset, bytes);
        mprotect(t->base + offset, bytes, PROT_READ);
    }
    for (size_t i = 0; i < count; i++) t->bits[t->noted[i] / 64] = 0;
    t->count = 0;
    return count;
}

void clua_pages_stop(clua_pages *t) {
    if (t == NULL) return;
    for (int i = 0; i < TRACKED_MAX; i++) {
        clua_pages *self = t;
        if (__atomic_compare_exchange_n(&tracked[i], &self, NULL, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) break;
    }
    mprotect(t->base, t->length, PROT_READ | PROT_WRITE);
    free(t->noted);
    free(t->bits);
    free(t);
}
