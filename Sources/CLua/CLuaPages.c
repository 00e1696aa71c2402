/*
 * Write tracking: a range of pages made read-only, each first write to one
 * of them caught by the SIGSEGV handler, which notes the page and makes it
 * writable. Restoring copies back only the pages noted, and those written
 * at recent restores (see HOT below), so going back to a copy costs what
 * was written since, not the size of the range (scale.file_tests_s: a
 * checkpoint's rewind before each test of a file).
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

enum {
    TRACKED_MAX = 8,
    HOT_MAX = 512,                  /* pages kept writable: at most 2 MiB compared at each restore */
    COOLING = 8,                    /* restores a hot page may go unwritten before it is guarded again */
};

/* A page is guarded (read-only), noted (written since the last restore:
 * its first write faulted) or hot: written at a recent restore, so kept
 * writable and compared with the copy at each restore instead of faulting
 * again (a test's stack, collector state and string table are written by
 * every test: a compare costs less than a fault). */
enum { GUARDED = 0, NOTED = 1, HOT = 2 };

struct clua_pages {
    char *base;
    size_t length, page;
    unsigned char *state;           /* per page */
    unsigned char *idle;            /* per hot page: restores since it last differed */
    uint32_t *noted;                /* the noted pages, in the order written */
    size_t count;
    uint32_t *hot;                  /* the hot pages */
    size_t hot_count;
    uint32_t *scratch;              /* pages to guard again, while restoring */
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
        if (t->state[index] == GUARDED) {
            t->state[index] = NOTED;
            t->noted[t->count++] = (uint32_t)index;
        }
        return mprotect(t->base + index * t->page, t->page, PROT_READ | PROT_WRITE) == 0;
    }
    return 0;
}

static void pages_free(clua_pages *t) {
    free(t->state);
    free(t->idle);
    free(t->noted);
    free(t->hot);
    free(t->scratch);
    free(t);
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
    t->state = calloc(pages, 1);
    t->idle = calloc(pages, 1);
    t->noted = malloc(pages * sizeof *t->noted);
    t->hot = malloc(HOT_MAX * sizeof *t->hot);
    t->scratch = malloc((pages + HOT_MAX) * sizeof *t->scratch);
    int ready = t->state && t->idle && t->noted && t->hot && t->scratch;
    int at = -1;
    for (int i = 0; ready && i < TRACKED_MAX && at < 0; i++) {
        clua_pages *none = NULL;
        if (__atomic_compare_exchange_n(&tracked[i], &none, t, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) at = i;
    }
    if (at >= 0 && mprotect(base, length, PROT_READ) == 0) return t;
    if (at >= 0) __atomic_store_n(&tracked[at], NULL, __ATOMIC_RELEASE);
    pages_free(t);
    return NULL;
}

static int by_index(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Guards again the `count` pages listed in `pages`, in runs. */
static void guard(clua_pages *t, uint32_t *pages, size_t count) {
    qsort(pages, count, sizeof *pages, by_index);
    for (size_t i = 0; i < count;) {
        size_t first = pages[i], last = first;
        while (i < count && pages[i] <= last + 1) last = pages[i++];
        mprotect(t->base + first * t->page, (last - first + 1) * t->page, PROT_READ);
    }
}

size_t clua_pages_restore(clua_pages *t, const char *copy) {
    size_t copied = 0, guarding = 0, kept = 0;
    for (size_t i = 0; i < t->hot_count; i++) {
        uint32_t index = t->hot[i];
        size_t offset = (size_t)index * t->page;
        if (memcmp(t->base + offset, copy + offset, t->page) != 0) {
            memcpy(t->base + offset, copy + offset, t->page);
            copied++;
            t->idle[index] = 0;
        } else if (++t->idle[index] >= COOLING) {
            t->state[index] = GUARDED;
            t->scratch[guarding++] = index;
            continue;
        }
        t->hot[kept++] = index;
    }
    t->hot_count = kept;
    for (size_t i = 0; i < t->count; i++) {
        uint32_t index = t->noted[i];
        size_t offset = (size_t)index * t->page;
        memcpy(t->base + offset, copy + offset, t->page);
        copied++;
        if (t->hot_count < HOT_MAX) {
            t->state[index] = HOT;
            t->idle[index] = 0;
            t->hot[t->hot_count++] = index;
        } else {
            t->state[index] = GUARDED;
            t->scratch[guarding++] = index;
        }
    }
    t->count = 0;
    guard(t, t->scratch, guarding);
    return copied;
}

void clua_pages_stop(clua_pages *t) {
    if (t == NULL) return;
    for (int i = 0; i < TRACKED_MAX; i++) {
        clua_pages *self = t;
        if (__atomic_compare_exchange_n(&tracked[i], &self, NULL, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) break;
    }
    mprotect(t->base, t->length, PROT_READ | PROT_WRITE);
    pages_free(t);
}
