/*
 * A host's life: opening its state (the allocator, the libraries, the
 * tables each part of CLua keeps), its accessors and warnings, and closing
 * it.
 */
#include "CLuaAlloc.h"
#include "CLuaCalls.h"
#include "CLuaCheckpoints.h"
#include "CLuaErrors.h"
#include "CLuaLines.h"
#include "CLuaNames.h"
#include "CLuaTemplates.h"
#include "CLuaThreads.h"
#include "CLuaWatchdog.h"

#include <stdlib.h>
#include <string.h>

lua_State *clua_host_state(const clua_host *h) { return h->L; }
void *clua_host_owner(const clua_host *h) { return h->owner; }
void clua_host_set_owner(clua_host *h, void *owner) { h->owner = owner; h->warn_context = owner; }
size_t clua_host_used(const clua_host *h) { return h->used; }
size_t clua_host_peak(const clua_host *h) { return h->peak; }
size_t clua_host_limit(const clua_host *h) { return h->limit; }
long clua_host_live_refs(const clua_host *h) { return h->live_refs; }
int clua_host_callback_depth(const clua_host *h) { return h->callback_depth; }
int clua_host_system_refused(const clua_host *h) { return h->system_refused; }

static void host_warn(void *ud, const char *piece, int tocont) {
    clua_host *h = ud;
    size_t length = strlen(piece);
    if (h->warning_length == 0 && !tocont && piece[0] == '@') return; /* control message */
    char *grown = realloc(h->warning, h->warning_length + length + 1);
    if (grown == NULL) return; /* a warning is not worth failing for */
    memcpy(grown + h->warning_length, piece, length);
    h->warning = grown;
    h->warning_length += length;
    h->warning[h->warning_length] = '\0';
    if (tocont) return;
    if (h->warn) h->warn(h->warn_context, h->warning, h->warning_length);
    h->warning_length = 0;
}

void clua_collector_run(lua_State *L, int running) {
    if (!running) {
        lua_gc(L, LUA_GCSTOP);
        return;
    }
    lua_gc(L, LUA_GCRESTART);
    /* As after a collection: the next cycle waits until memory has doubled
     * (a negative step only adds to the allocation allowed before the next one). */
    lua_gc(L, LUA_GCSTEP, -lua_gc(L, LUA_GCCOUNT));
}

void clua_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }

static int open_protected(lua_State *L) {
    clua_host *h = clua_hostof(L);
    lua_gc(L, LUA_GCSTOP);
    luaL_openlibs(L);
    lua_pushcfunction(L, clua_msgh);
    h->msgh_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    clua_calls_open(L, h);
    clua_threads_open(L, h);
    clua_track_files(L);
    clua_names_open(L, h);
    return 0;
}

/* Opens the state of `h`, a zeroed host (its allocator set up). */
static clua_host *open_host(clua_host *h, size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                            clua_warn_fn warn, void *warn_context) {
    h->limit = limit;
    h->advice_ref = LUA_NOREF;
    h->dispatch = dispatch;
    h->release = release;
    h->warn = warn;
    h->warn_context = warn_context;
    lua_State *L = lua_newstate(clua_alloc, h);
    if (L == NULL) return NULL;
    h->L = L;
    *(clua_host **)lua_getextraspace(L) = h;
    lua_setwarnf(L, host_warn, h);
    lua_pushcfunction(L, open_protected);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
        lua_close(L);
        return NULL;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->msgh_ref); /* stays at CLUA_MSGH_SLOT */
    return h;
}

clua_host *clua_open(size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                     clua_warn_fn warn, void *warn_context) {
    clua_host *h = calloc(1, sizeof *h);
    if (h == NULL) return NULL;
    clua_arena_open(h);
    if (open_host(h, limit, dispatch, release, warn, warn_context) == NULL) {
        clua_arena_free(h);
        free(h);
        return NULL;
    }
    return h;
}

clua_host *clua_open_recording(size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                               clua_warn_fn warn, void *warn_context) {
    clua_host *h = clua_slot_host();
    if (h == NULL) return NULL;
    h->recording = 1;
    if (open_host(h, limit, dispatch, release, warn, warn_context) == NULL) {
        clua_slot_release(h);
        return NULL;
    }
    return h;
}

void clua_close(clua_host *h) {
    if (h == NULL) return;
    clua_armed_forget(h);
    clua_stage_begin(h);
    /* Finalizers run now, where no hook fires: under a budget that has an
     * overtime handler, a finalizer that never returns still ends. */
    clua_budget_closing(h);
    h->closing = 1;
    clua_calls_close(h);
    clua_checkpoint_stop_tracking(h);
    lua_close(h->L);
    clua_checkpoint_free(h);
    clua_lines_free(h);
    clua_budget_stop(h); /* the watchdog reads the state only under its lock: no more once it is freed */
    h->L = NULL;
    free(h->items);
    free(h->bytes);
    free(h->warning);
    if (h->region != NULL) {
        clua_slot_release(h);
        return;
    }
    clua_arena_free(h);
    free(h);
}
