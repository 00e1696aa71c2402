/*
 * Crossings between Swift and Lua, the rule of include/CLua.h: values
 * staged by Swift and pushed by C, calls from Swift under a protected call,
 * and the trampolines through which Lua calls Swift, which raise only after
 * Swift has returned. Every function here that can raise runs inside a
 * protected call or in the trampoline.
 */
#include "CLuaCalls.h"
#include "CLuaTemplates.h"
#include "CLuaWhere.h"
#include "CLuaTesting.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ Swift boxes */

static void fixed_release(clua_host *h, int slot);
static int fixed_take(lua_State *L, clua_host *h);
static const lua_CFunction fixed_trampolines[CLUA_FIXED_SLOTS];

/* A box's finalizer: releases its Swift function, unless the host's
 * checkpoint owns it (then a rewind brings the box back, still valid). */
static int box_gc(lua_State *L) {
    clua_box *b = lua_touserdata(L, 1);
    if (b == NULL) return 0;
    clua_host *h = clua_hostof(L);
    if (!b->pinned) clua_forget_box(h, b);
    void *box = b->box;
    if (box == NULL) return 0;
    b->box = NULL;
    if (b->slot >= 0) fixed_release(h, b->slot);
    if (!b->pinned) h->release(box);
    return 0;
}

static int trampoline(lua_State *L);

/* Pushes a C closure over the Swift box of staging item `index`: through a
 * fixed trampoline while the host has one free, else the general one. The
 * box is owned by the userdata (and so by Lua's collector) from the moment
 * the metatable is set. */
static void push_box(lua_State *L, clua_host *h, size_t index) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->box_mt_ref);
    clua_box *b = lua_newuserdatauv(L, sizeof *b, 0);
    b->box = h->items[index].u.box;
    b->slot = b->record = -1;
    b->pinned = 0;
    h->items[index].kind = CLUA_STAGE_DONE;
    if (h->region != NULL) clua_record_box(h, b);
    lua_rotate(L, -2, 1);
    lua_setmetatable(L, -2);
    int slot = fixed_take(L, h);
    if (slot >= 0) {
        /* Should making the closure fail, the userdata is garbage and its
         * finalizer releases the slot as for any other. */
        h->fixed[slot] = b->box;
        b->slot = slot;
    }
    lua_pushcclosure(L, slot >= 0 ? fixed_trampolines[slot] : trampoline, 1);
}

/* ---------------------------------------------------------------- staging */

void clua_stage_begin(clua_host *h) {
    for (size_t i = h->pushed; i < h->count; i++)
        if (h->items[i].kind == CLUA_STAGE_FUNCTION) h->release(h->items[i].u.box);
    h->count = h->pushed = h->frame;
    h->byte_count = h->byte_frame;
}

int clua_stage_append(clua_host *h, clua_stage_item item) {
    if (h->count == h->capacity) {
        size_t capacity = h->capacity ? h->capacity * 2 : 16;
        clua_stage_item *grown = realloc(h->items, capacity * sizeof *grown);
        if (grown == NULL) return 0;
        h->items = grown;
        h->capacity = capacity;
    }
    h->items[h->count++] = item;
    return 1;
}

int clua_stage_string(clua_host *h, const char *bytes, size_t length) {
    if (h->byte_capacity - h->byte_count < length) {
        size_t capacity = h->byte_capacity ? h->byte_capacity : 256;
        while (capacity - h->byte_count < length) capacity *= 2;
        char *grown = realloc(h->bytes, capacity);
        if (grown == NULL) return 0;
        h->bytes = grown;
        h->byte_capacity = capacity;
    }
    if (length) memcpy(h->bytes + h->byte_count, bytes, length);
    clua_stage_item item = { .kind = CLUA_STAGE_STRING };
    item.u.string.offset = h->byte_count;
    item.u.string.length = length;
    h->byte_count += length;
    return clua_stage_append(h, item);
}

/* Pushes one item without allocating; returns 0 for kinds that allocate. */
static int push_simple(lua_State *L, const clua_stage_item *item) {
    switch (item->kind) {
    case CLUA_STAGE_NIL: lua_pushnil(L); return 1;
    case CLUA_STAGE_BOOLEAN: lua_pushboolean(L, item->u.boolean); return 1;
    case CLUA_STAGE_INTEGER: lua_pushinteger(L, item->u.integer); return 1;
    case CLUA_STAGE_NUMBER: lua_pushnumber(L, item->u.number); return 1;
    case CLUA_STAGE_REF: lua_rawgeti(L, LUA_REGISTRYINDEX, item->u.ref); return 1;
    case CLUA_STAGE_INDEX: lua_pushvalue(L, item->u.index); return 1;
    default: return 0;
    }
}

/* Replays the staging list onto the stack. May raise: C frames only. Each
 * item is copied out first: pushing may run a finalizer that calls Swift,
 * which stages in a frame of its own and may move the list. */
static void replay(lua_State *L, clua_host *h) {
    luaL_checkstack(L, (int)(h->count - h->pushed) + 1, "too many values for Lua");
    for (; h->pushed < h->count; h->pushed++) {
        clua_stage_item item = h->items[h->pushed];
        if (push_simple(L, &item)) continue;
        switch (item.kind) {
        case CLUA_STAGE_STRING:
            lua_pushlstring(L, h->bytes + item.u.string.offset, item.u.string.length);
            break;
        case CLUA_STAGE_NEWTABLE: lua_newtable(L); break;
        case CLUA_STAGE_SETTABLE: lua_rawset(L, -3); break;
        case CLUA_STAGE_FUNCTION: push_box(L, h, h->pushed); break;
        default: break;
        }
    }
    h->count = h->pushed = h->frame;
    h->byte_count = h->byte_frame;
}

static int replay_protected(lua_State *L) {
    int base = lua_gettop(L);
    replay(L, clua_hostof(L));
    return lua_gettop(L) - base;
}

/* Every replay runs protected and, when it fails part-way, empties the
 * staging list (releasing the boxes not yet pushed): the list is always
 * empty between uses, so no later call can replay another call's leftovers. */
int clua_push_staged(lua_State *L) {
    clua_host *h = clua_hostof(L);
    if (h->count == h->pushed) return LUA_OK;
    if (!lua_checkstack(L, 1)) {
        clua_stage_begin(h);
        return LUA_ERRMEM;
    }
    lua_pushcfunction(L, replay_protected);
    int status = lua_pcall(L, 0, LUA_MULTRET, 0);
    if (status != LUA_OK) clua_stage_begin(h);
    return status;
}

/* Called with a function and its pushed arguments: adds the staged ones and calls it. */
static int call_replayed(lua_State *L) {
    replay(L, clua_hostof(L));
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* lua_pcall with the traceback handler, which sits at CLUA_MSGH_SLOT of the
 * main thread outside callbacks and is fetched from the registry elsewhere. */
static int pcall_handled(lua_State *L, int nargs) {
    clua_host *h = clua_hostof(L);
    if (L == h->L && h->callback_depth == 0) return lua_pcall(L, nargs, LUA_MULTRET, CLUA_MSGH_SLOT);
    if (!lua_checkstack(L, 1)) {
        lua_pop(L, nargs + 1);
        return LUA_ERRMEM;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->msgh_ref);
    int msgh_index = lua_gettop(L) - nargs - 1;
    lua_rotate(L, msgh_index, 1); /* the handler goes below the function */
    int status = lua_pcall(L, nargs, LUA_MULTRET, msgh_index);
    lua_remove(L, msgh_index);
    return status;
}

/* Kept out of line: inlined, it makes clua_call_end's frame, on every call
 * from Swift, slower (bridge.swift_to_lua_ns). */
static int __attribute__((noinline)) pcall_staged(lua_State *L, int nargs) {
    clua_host *h = clua_hostof(L);
    if (h->count == h->pushed) return pcall_handled(L, nargs);
    if (!lua_checkstack(L, 2)) {
        lua_pop(L, nargs + 1);
        clua_stage_begin(h);
        return LUA_ERRMEM;
    }
    lua_pushcfunction(L, call_replayed);
    lua_rotate(L, -(nargs + 2), 1); /* below the function: it gets the function and arguments */
    int status = pcall_handled(L, nargs + 1);
    if (status != LUA_OK) clua_stage_begin(h);
    return status;
}

int clua_call_begin(lua_State *L, int ref, int room) {
    int base = lua_gettop(L);
    if (!lua_checkstack(L, room + 1)) return -1;
    if (ref == LUA_NOREF) lua_pushnil(L);
    else lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    return base;
}

int clua_call_end(lua_State *L, int base, int nargs) {
    clua_host *h = clua_hostof(L);
    int status;
    /* The common case (pcall_staged's own first test) calls lua_pcall from
     * this frame: through pcall_staged, a call from Swift is slower. */
    if (h->count == h->pushed && L == h->L && h->callback_depth == 0)
        status = lua_pcall(L, nargs, LUA_MULTRET, CLUA_MSGH_SLOT);
    else
        status = pcall_staged(L, nargs);
    return status == LUA_OK ? lua_gettop(L) - base : -status;
}

/* ------------------------------------------------------------- trampoline */

/* The only way Lua calls Swift: Swift runs and returns its result count or a
 * raise code; then this C frame pushes the staged results or raises the
 * staged error. */

/* What a callback left for C to do: push its staged results, or make its
 * staged error the one to raise (left on top). Returns the result count, or
 * -1 to raise. */
static int __attribute__((noinline)) finish_callback(lua_State *L, clua_host *h, int base, int results) {
    if (results < 0) lua_settop(L, base);
    if (h->count != h->pushed) {
        int before = lua_gettop(L);
        if (clua_push_staged(L) != LUA_OK) return -1; /* the error is on top; the frame is empty again */
        if (results >= 0) results += lua_gettop(L) - before;
    }
    if (results >= 0) return results;
    if (results == CLUA_RAISE_HERE && lua_type(L, -1) == LUA_TSTRING && clua_push_where(L, 1)) {
        lua_pushliteral(L, ": ");
        lua_rotate(L, -3, 2);
        lua_concat(L, 3);
    }
    return -1;
}

static inline __attribute__((always_inline)) int run_callback(lua_State *L, clua_host *h, void *box) {
    int base = lua_gettop(L); /* the arguments; Swift may push plain results above them */
    h->callback_depth++;
    int results = h->dispatch(L, box, h->owner, base);
    h->callback_depth--;
    return results >= 0 && h->count == h->pushed ? results : finish_callback(L, h, base, results);
}

/* Items waiting mean a replay is under way and a finalizer called in: the
 * callback stages in a frame of its own, above them, and the replay then
 * goes on with its own items. */
static int __attribute__((noinline)) run_nested_callback(lua_State *L, clua_host *h, void *box) {
    size_t frame = h->frame, byte_frame = h->byte_frame, pushed = h->pushed;
    h->frame = h->pushed = h->count;
    h->byte_frame = h->byte_count;
    int results = run_callback(L, h, box);
    h->frame = frame;
    h->byte_frame = byte_frame;
    h->pushed = pushed;
    return results;
}

/* Finalizers run while the state closes: Swift is tearing down, so they
 * call nothing. */
static int dispatch_closing(lua_State *L, void *box, void *owner, int nargs) {
    (void)L, (void)box, (void)owner, (void)nargs;
    return 0;
}

/* Calls the Swift function `box` (NULL once released) for the trampoline
 * Lua called. */
static int __attribute__((noinline)) call_box(lua_State *L, clua_host *h, void *box) {
    if (box == NULL) return h->dispatch == dispatch_closing ? 0 : luaL_error(L, "the Swift function was released");
    int results = h->count == h->pushed ? run_callback(L, h, box) : run_nested_callback(L, h, box);
    return results >= 0 ? results : lua_error(L);
}

/* The general trampoline: the box is found through the closure's upvalue. */
static int trampoline(lua_State *L) {
    clua_box *b = lua_touserdata(L, lua_upvalueindex(1));
    return call_box(L, clua_hostof(L), b->box);
}

/* ------------------------------------------------------ fixed trampolines */

/* Finding the box through the closure's upvalue (lua_touserdata on a
 * pseudo-index) is a sizeable part of a call from Lua. So each host gives
 * its first functions a trampoline each, wired at compile time to one slot
 * of the host's `fixed` table: the box is one load away. The closure still
 * holds the userdata, which owns the box.
 *
 * A released slot is reused only once its userdata is freed, not merely
 * finalized: a finalizer may resurrect the closure, which must then keep
 * failing as released instead of running the slot's next function. Lua
 * drops a weak key only when its object is freed, so the registry table
 * `fixed_owners` (userdata -> slot, weak keys) tells which released slots
 * are free again. */

enum { FIXED_FREE, FIXED_USED, FIXED_RELEASED };

static void fixed_release(clua_host *h, int slot) {
    h->fixed[slot] = NULL;
    h->fixed_state[slot] = FIXED_RELEASED;
    h->fixed_releases++;
}

/* Frees the released slots whose userdata Lua has freed. */
static void fixed_reclaim(lua_State *L, clua_host *h) {
    unsigned char owned[CLUA_FIXED_SLOTS] = { 0 };
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->fixed_owners_ref);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_Integer slot = lua_tointeger(L, -1);
        if (slot >= 0 && slot < CLUA_FIXED_SLOTS) owned[slot] = 1;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    for (int slot = CLUA_FIXED_SLOTS - 1; slot >= 0; slot--) {
        if (h->fixed_state[slot] != FIXED_RELEASED || owned[slot]) continue;
        h->fixed_state[slot] = FIXED_FREE;
        h->fixed_free[h->fixed_free_count++] = slot;
    }
    h->fixed_releases = 0;
}

/* Takes a free slot for the userdata on top, or returns -1. A reclaim runs
 * when the slots are gone and enough have been released since the last.
 * Nothing between reading the slot and taking it runs the collector (raw
 * gets and sets, pushes of existing values), so no finalizer can take the
 * same slot in between. */
static int fixed_take(lua_State *L, clua_host *h) {
    luaL_checkstack(L, 4, "too many values for Lua");
    if (h->fixed_free_count == 0 && h->fixed_releases >= CLUA_FIXED_RECLAIM) fixed_reclaim(L, h);
    if (h->fixed_free_count == 0) return -1;
    int slot = h->fixed_free[h->fixed_free_count - 1];
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->fixed_owners_ref);
    lua_pushvalue(L, -2);
    lua_pushinteger(L, slot);
    lua_rawset(L, -3); /* may raise: nothing is taken yet */
    lua_pop(L, 1);
    h->fixed_free_count--;
    h->fixed_state[slot] = FIXED_USED;
    return slot;
}

int clua_fixed_slot(lua_State *L, int index) {
    lua_CFunction f = lua_tocfunction(L, index);
    for (int slot = 0; f != NULL && slot < CLUA_FIXED_SLOTS; slot++)
        if (fixed_trampolines[slot] == f) return slot;
    return -1;
}

#define FIXED(a, b) \
    static int fixed_##a##_##b(lua_State *L) { \
        clua_host *h = clua_hostof(L); \
        return call_box(L, h, h->fixed[(a) * 16 + (b)]); \
    }
#define FIXED_ROW(a) \
    FIXED(a, 0) FIXED(a, 1) FIXED(a, 2) FIXED(a, 3) FIXED(a, 4) FIXED(a, 5) FIXED(a, 6) FIXED(a, 7) \
    FIXED(a, 8) FIXED(a, 9) FIXED(a, 10) FIXED(a, 11) FIXED(a, 12) FIXED(a, 13) FIXED(a, 14) FIXED(a, 15)
FIXED_ROW(0) FIXED_ROW(1) FIXED_ROW(2) FIXED_ROW(3) FIXED_ROW(4) FIXED_ROW(5) FIXED_ROW(6) FIXED_ROW(7)
FIXED_ROW(8) FIXED_ROW(9) FIXED_ROW(10) FIXED_ROW(11) FIXED_ROW(12) FIXED_ROW(13) FIXED_ROW(14) FIXED_ROW(15)

#define ENTRY(a, b) fixed_##a##_##b,
#define ENTRY_ROW(a) \
    ENTRY(a, 0) ENTRY(a, 1) ENTRY(a, 2) ENTRY(a, 3) ENTRY(a, 4) ENTRY(a, 5) ENTRY(a, 6) ENTRY(a, 7) \
    ENTRY(a, 8) ENTRY(a, 9) ENTRY(a, 10) ENTRY(a, 11) ENTRY(a, 12) ENTRY(a, 13) ENTRY(a, 14) ENTRY(a, 15)
static const lua_CFunction fixed_trampolines[CLUA_FIXED_SLOTS] = {
    ENTRY_ROW(0) ENTRY_ROW(1) ENTRY_ROW(2) ENTRY_ROW(3) ENTRY_ROW(4) ENTRY_ROW(5) ENTRY_ROW(6) ENTRY_ROW(7)
    ENTRY_ROW(8) ENTRY_ROW(9) ENTRY_ROW(10) ENTRY_ROW(11) ENTRY_ROW(12) ENTRY_ROW(13) ENTRY_ROW(14) ENTRY_ROW(15)
};

/* ------------------------------------------------------------- the host */

void clua_calls_open(lua_State *L, clua_host *h) {
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, box_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushliteral(L, "swift function");
    lua_setfield(L, -2, "__name");
    h->box_mt_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    clua_push_weak_keyed(L);
    h->fixed_owners_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    for (int slot = CLUA_FIXED_SLOTS - 1; slot >= 0; slot--) h->fixed_free[h->fixed_free_count++] = slot;
}

void clua_calls_close(clua_host *h) { h->dispatch = dispatch_closing; }
