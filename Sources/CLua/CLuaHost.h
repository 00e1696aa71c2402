/*
 * The fields of clua_host: private to CLua's C files. Swift and every other
 * target see an opaque clua_host and read it through the accessors in
 * include/CLua.h.
 *
 * CLua's files, one job each, in layers: a file calls only into the files
 * listed above it, and includes the internal header (X.h for X.c) of each
 * one whose internal functions it calls (LuaKitTests' CLuaLayerTests fails
 * on a call that goes up, or across without the include):
 *   CLuaChunks.c       loading chunks, and dumping the host's own
 *   CLuaLines.c        line coverage's counts
 *   CLuaWhere.c        which frames are the user's, and where they are
 *   CLuaWatchdog.c     the execution budget and the host's one hook
 *   CLuaPages.c        write tracking of a range of pages
 *   CLuaCrash.c        the crash record written on a crash signal
 *   CLuaTemplates.c    template slots: their allocator, capture and copies
 *   CLuaAlloc.c        the allocator: the cap, the arena, the slot's region
 *   CLuaCheckpoints.c  a slot host's checkpoint and its rewind
 *   CLuaRefs.c         registry references and table copies
 *   CLuaOrder.c        deterministic pairs and identities
 *   CLuaGlobals.c      globals and modules for embedders
 *   CLuaErrors.c       error messages: the traceback handler
 *   CLuaNames.c        naming the API function called, and a user's function
 *   CLuaCalls.c        crossings: staging, protected calls, trampolines
 *   CLuaThreads.c      coroutines the host drives
 *   CLuaOpen.c         opening and closing a host
 */
#ifndef CLUA_HOST_H
#define CLUA_HOST_H

#include "CLua.h"

/* How many Swift functions of a host get a trampoline of their own (see
 * "fixed trampolines" in CLuaCalls.c), and how many of them must be released
 * before the host looks for slots to reuse. */
enum { CLUA_FIXED_SLOTS = 256, CLUA_FIXED_RECLAIM = 16 };

/** Per-state host: the allocator's accounting and the staging list. */
struct clua_host {
    lua_State *L;
    size_t used, limit, peak;
    clua_stage_item *items;
    size_t count, capacity, pushed; /* pushed: items already replayed */
    char *bytes;
    size_t byte_count, byte_capacity;
    void *owner;                    /* the Swift object that owns this host */
    clua_dispatch_fn dispatch;      /* a no-op once the state is closing: no more calls into Swift */
    clua_release_fn release;
    clua_warn_fn warn;
    void *warn_context;
    char *warning;                  /* a warning being assembled from pieces */
    size_t warning_length;
    int callback_depth;             /* Swift callbacks currently on the C stack */
    long live_refs;                 /* registry references made by clua_ref and not released */
    int msgh_ref;                   /* the traceback handler, in the registry */
    int advice_ref;                 /* what amends a string error's text (clua_set_error_advice), or LUA_NOREF */
    struct clua_budget *budget;     /* the execution budget's watchdog, once used */
    int box_mt_ref;                 /* metatable of Swift boxes, in the registry */
    size_t frame, byte_frame;       /* where the staging frame in use begins (see the trampoline) */
    void *fixed[CLUA_FIXED_SLOTS];  /* the box each fixed trampoline calls (NULL: none, or released) */
    unsigned char fixed_state[CLUA_FIXED_SLOTS];
    int fixed_free[CLUA_FIXED_SLOTS], fixed_free_count; /* a stack of free slots */
    int fixed_releases;             /* slots released since the last reclaim */
    int fixed_owners_ref;           /* userdata -> slot, weak keys, in the registry */
    int driven_ref;                 /* the threads clua_thread_new made, weak keys (CLUA_DRIVEN_THREADS) */
    int closing;                    /* clua_close is running the last finalizers */
    char refused_where[256];        /* "file:line" where the cap last refused memory, or "" */
    int system_refused;             /* the system, not the cap, refused memory since the last forget */
    char *arena, *arena_top, *arena_end; /* small blocks bump-allocated, freed all at once (see CLuaAlloc.c) */
    /* Hosts in a template slot (CLuaTemplates.c); region is NULL for others. */
    char *region;                   /* the slot's memory: every block of the state */
    int slot;
    int recording;                  /* may still be captured as a template */
    struct clua_box **records;      /* a slot host's boxes not owned by its checkpoint (while
                                     * rewinding, the Swift boxes to release once it is done) */
    size_t record_count, record_capacity;
    int records_lost;               /* a box could not be recorded: no template, no checkpoint */
    struct clua_checkpoint *checkpoint; /* what clua_checkpoint_rewind restores, once taken */
    struct clua_lines *lines;       /* line coverage's counts, once started (CLuaLines.c) */
    char own_chunks[8];             /* the prefix of the host's own chunk names (clua_set_own_chunks), or "" */
    int method_names_ref;           /* method -> its name (CLuaNames.c), in the registry */
};

/* What a Swift function's userdata holds (CLuaCalls.c). */
typedef struct clua_box {
    void *box;                      /* the Swift function; NULL once released */
    int slot;                       /* the fixed trampoline it dispatches through; -1: none */
    int record;                     /* its place in the host's records; -1: none */
    int pinned;                     /* owned by the host's checkpoint, which releases it */
} clua_box;

/* Pushes a new table with weak keys. */
static inline void clua_push_weak_keyed(lua_State *L) {
    lua_createtable(L, 0, 0);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
}

#endif
