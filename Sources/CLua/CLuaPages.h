/* Write tracking of a region's pages (CLuaPages.c). */
#ifndef CLUA_PAGES_H
#define CLUA_PAGES_H

#include <signal.h>
#include <stddef.h>

typedef struct clua_pages clua_pages;

/* Makes the `length` bytes at `base` (page-aligned) read-only and notes each
 * page written from then on; NULL, changing nothing, when it cannot (no
 * memory, no room among the tracked ranges, mprotect refused). */
clua_pages *clua_pages_track(char *base, size_t length);
/* Puts the range back as `copy` (its bytes as they were) holds it, copying
 * only the pages written since; returns how many it copied. */
size_t clua_pages_restore(clua_pages *t, const char *copy);
/* Stops tracking: the range is writable again. */
void clua_pages_stop(clua_pages *t);
/* For a SIGSEGV handler: whether the fault `info` describes is a first
 * write to a tracked page, noted and made writable (return and the write
 * happens). Async-signal-safe. */
int clua_pages_claim(const siginfo_t *info);

#endif
