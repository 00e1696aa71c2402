/*
 * The allocator of every host: the memory cap, which notes where the flow
 * was when it refused; the arena of a host's first small blocks; and, for a
 * host in a template slot, the slot's region (CLuaTemplates.c).
 */
#include "CLuaAlloc.h"
#include "CLuaTemplates.h"
#include "CLuaWatchdog.h"
#include "CLuaWhere.h"

#include <stdlib.h>
#include <string.h>

/* Lua raises LUA_ERRMEM without calling the message handler, so the cap
 * notes where the flow was when it refused (clua_where never allocates).
 * A refusal outside the flow's code (a handler re-raising the error, which
 * needs memory too) keeps the place of the one before it. */
static void note_refusal(clua_host *h) {
    if (h->L == NULL || h->closing) return;
    char where[sizeof h->refused_where];
    if (clua_where(clua_innermost_running(h), where, sizeof where)) memcpy(h->refused_where, where, sizeof where);
}

const char *clua_memory_where(clua_host *h) {
    return h->refused_where[0] ? h->refused_where : NULL;
}

void clua_memory_forget(clua_host *h) {
    h->refused_where[0] = '\0';
    h->system_refused = 0;
}

/* The arena: a host's first small blocks (its start-up: the libraries, the
 * sandbox, the embedder's API, most of which live as long as the host) are
 * bump-allocated from one block and freed all at once when the host closes;
 * freeing one of them alone is a no-op, so at most CLUA_ARENA_SIZE bytes are
 * kept unused. Past it, blocks come from malloc. Allocating and freeing those
 * objects one by one with malloc would weigh on the start and close of a
 * fresh flow session (flowrun.host_start_us). The cap counts every byte. */
#define CLUA_ARENA_SIZE (256 * 1024)
#define CLUA_ARENA_LARGEST 512

void clua_arena_open(clua_host *h) {
    h->arena = malloc(CLUA_ARENA_SIZE); /* none: every block from malloc */
    h->arena_top = h->arena;
    h->arena_end = h->arena ? h->arena + CLUA_ARENA_SIZE : NULL;
}

void clua_arena_free(clua_host *h) { free(h->arena); }

static inline int in_arena(const clua_host *h, const void *p) {
    return (const char *)p >= h->arena && (const char *)p < h->arena_end;
}

static void *arena_alloc(clua_host *h, size_t size) {
    size_t rounded = (size + 15) & ~(size_t)15;
    if (size > CLUA_ARENA_LARGEST || (size_t)(h->arena_end - h->arena_top) < rounded) return NULL;
    void *p = h->arena_top;
    h->arena_top += rounded;
    return p;
}

/* Blocks of hosts outside a template slot: the arena, then malloc. */
static void *system_alloc(clua_host *h, void *ptr, size_t old, size_t nsize) {
    int arena_block = ptr != NULL && in_arena(h, ptr);
    if (nsize == 0) {
        if (!arena_block) free(ptr);
        return NULL;
    }
    void *p;
    if (arena_block) {
        if (nsize <= old) return ptr; /* shrinking in place */
        p = arena_alloc(h, nsize);
        if (p == NULL) p = malloc(nsize);
        if (p != NULL) memcpy(p, ptr, old);
        return p;
    }
    if (ptr == NULL && (p = arena_alloc(h, nsize)) != NULL) return p;
    return realloc(ptr, nsize);
}

void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_host *h = ud;
    size_t old = ptr ? osize : 0; /* without ptr, osize is a type tag */
    if (nsize == 0) {
        if (h->region != NULL) clua_region_alloc(h, ptr, old, 0);
        else system_alloc(h, ptr, old, 0);
        h->used -= old;
        return NULL;
    }
    if (h->limit && nsize > old && h->used - old + nsize > h->limit) {
        note_refusal(h);
        return NULL;
    }
    void *p = h->region != NULL ? clua_region_alloc(h, ptr, old, nsize) : system_alloc(h, ptr, old, nsize);
    if (p == NULL) {
        h->system_refused = 1;
        note_refusal(h);
        return NULL;
    }
    h->used = h->used - old + nsize;
    if (h->used > h->peak) h->peak = h->used;
    return p;
}
