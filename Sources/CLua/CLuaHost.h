/*
 * The fields of clua_host: private to CLua's C files. Swift and every other
 * target see an opaque clua_host and read it through the accessors in
 * include/CLua.h.
 */
#ifndef CLUA_HOST_H
#define CLUA_HOST_H

#include "CLua.h"

/* How many Swift functions of a host get a trampoline of their own (see
 * "fixed trampolines" in CLua.c), and how many of them must be released
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
    char *arena, *arena_top, *arena_end; /* small blocks bump-allocated, freed all at once (see host_alloc) */
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
};

/* What a Swift function's userdata holds (CLua.c). */
typedef struct clua_box {
    void *box;                      /* the Swift function; NULL once released */
    int slot;                       /* the fixed trampoline it dispatches through; -1: none */
    int record;                     /* its place in the host's records; -1: none */
    int pinned;                     /* owned by the host's checkpoint, which releases it */
} clua_box;

/* Template slots (CLuaTemplates.c). */
clua_host *clua_slot_host(void);
void clua_slot_release(clua_host *h);
void *clua_region_alloc(clua_host *h, void *ptr, size_t osize, size_t nsize);
void clua_record_box(clua_host *h, clua_box *b);
void clua_forget_box(clua_host *h, clua_box *b);
/* Bytes of the slot in use; frees the blocks outside it; gives back the
 * pages past `kept` bytes (and past SLOT_KEPT_BYTES) that were in use. */
size_t clua_region_used(const clua_host *h);
size_t clua_region_outside(const clua_host *h);
void clua_region_drop_outside(clua_host *h);
void clua_region_trim(clua_host *h, size_t kept, size_t was_used);

/* Checkpoints (CLuaCheckpoints.c): frees the host's, releasing its boxes;
 * makes io.open and io.lines note the files they open (raises). */
void clua_checkpoint_free(clua_host *h);
/* Whether a slot host, all its boxes recorded, is between calls: nothing
 * staged, no callback or hook, a bare stack; a copy of it now is whole. */
int clua_slot_between_calls(clua_host *h);
void clua_track_files(lua_State *L);

/* Line coverage (CLuaLines.c): counts the line `ar` is at (the hook's
 * line event); frees the counts. */
void clua_lines_hit(clua_host *h, lua_State *L, lua_Debug *ar);
void clua_lines_free(clua_host *h);
/* Sets the host's one hook on its threads as the budget and line coverage
 * need it now (CLua.c). */
void clua_hooks_update(clua_host *h);
/* Whether `L`'s hook is line coverage's alone (no budget): a state that a
 * checkpoint may copy. */
int clua_hook_is_lines_only(lua_State *L);

/** Calls `make` protected (it leaves one value) and holds that value in the
 *  registry; returns the reference, or LUA_NOREF when memory ran out. */
int clua_ref_made(lua_State *L, lua_CFunction make);

#endif
