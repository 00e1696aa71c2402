/*
 * Checkpoints: a slot host's state kept at one moment, which the host can
 * go back to as often as it likes (flowrun.shop_cpu_ms_per_test: a test
 * starts from its file's state after the app definition, instead of
 * running the definition again).
 *
 * Going back copies the slot's bytes and the host's fields back in place,
 * so the state is again byte for byte what it was. Only the pages written
 * since are copied (CLuaPages.c), so a rewind costs what ran since, not the
 * size of the state; the slot hands out none of the checkpoint's blocks
 * again while it lasts (clua_region_seal), so its pages are written by the
 * state's code only. What lives outside the slot is dealt with first:
 *  - Swift boxes. The boxes the state holds at the checkpoint become the
 *    checkpoint's (pinned): their finalizers release nothing, since a
 *    rewind may bring them back, and the checkpoint releases them when the
 *    host closes. Boxes made since the checkpoint are the host's records;
 *    a rewind releases those Lua still holds.
 *  - Blocks from malloc: a rewind frees them all (the checkpoint has none).
 *  - Files: io.open and io.lines note each file they open (weakly), a
 *    rewind closes those still open, and no checkpoint is kept while one
 *    is (its position and its closing would be shared by every rewind).
 *    Other C resources (io.popen, io.tmpfile, C modules) are the
 *    embedder's to keep out of a state it checkpoints.
 * Registry references Swift made since the checkpoint are the Swift side's
 * to forget (LuaHost drops them before rewinding).
 */
#include "CLuaCheckpoints.h"
#include "CLuaPages.h"
#include "CLuaTemplates.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct clua_checkpoint {
    size_t size;
    char *bytes;
    clua_host fields;
    void **pinned;                  /* the boxes it owns */
    size_t pinned_count;
    clua_pages *pages;              /* the slot's pages written since (NULL: a rewind copies them all) */
    size_t restored;                /* pages the last rewind copied back */
};

/* registry[&files_key]: the files io.open and io.lines opened, as weak keys. */
static const char files_key = 'F';

/* io.open or io.lines (upvalue 1), noting the file among its results
 * (at position upvalue 2) in the files table (upvalue 3). */
static int tracking_opener(lua_State *L) {
    int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    int at = (int)lua_tointeger(L, lua_upvalueindex(2));
    if (lua_gettop(L) >= at && lua_type(L, at) == LUA_TUSERDATA) {
        lua_pushvalue(L, at);
        lua_pushboolean(L, 1);
        lua_rawset(L, lua_upvalueindex(3));
    }
    return lua_gettop(L);
}

void clua_track_files(lua_State *L) {
    clua_push_weak_keyed(L);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &files_key);
    lua_getglobal(L, "io");
    const char *names[] = { "open", "lines" };
    const int positions[] = { 1, 4 }; /* io.lines(path) returns the file fourth */
    for (int i = 0; i < 2; i++) {
        lua_getfield(L, -1, names[i]);
        lua_pushinteger(L, positions[i]);
        lua_pushvalue(L, -4);
        lua_pushcclosure(L, tracking_opener, 3);
        lua_setfield(L, -2, names[i]);
    }
    lua_pop(L, 2);
}

/* How many noted files are open; closes them when `close`. Allocates
 * nothing, so it never raises. */
static int open_files(lua_State *L, int close) {
    int open = 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &files_key) == LUA_TTABLE) {
        lua_pushnil(L);
        while (lua_next(L, -2)) {
            lua_pop(L, 1);
            luaL_Stream *stream = lua_touserdata(L, -1);
            if (stream == NULL || stream->closef == NULL || stream->f == NULL) continue;
            open++;
            if (close) {
                fclose(stream->f);
                stream->f = NULL;
                stream->closef = NULL;
            }
        }
    }
    lua_pop(L, 1);
    return open;
}

int clua_checkpoint_obstacle(clua_host *h) {
    if (h->region == NULL) return CLUA_CHECKPOINT_NOT_IN_SLOT;
    if (h->checkpoint != NULL) return CLUA_CHECKPOINT_KEPT;
    if (!clua_slot_between_calls(h)) return CLUA_CHECKPOINT_BUSY;
    if (clua_region_outside(h) != 0) return CLUA_CHECKPOINT_OUTSIDE;
    if (open_files(h->L, 0) != 0) return CLUA_CHECKPOINT_FILES;
    return CLUA_CHECKPOINT_OK;
}

int clua_checkpoint_take(clua_host *h) {
    if (clua_checkpoint_obstacle(h) != CLUA_CHECKPOINT_OK) return 0;
    struct clua_checkpoint *c = calloc(1, sizeof *c);
    if (c == NULL) return 0;
    c->size = clua_region_seal(h);
    c->bytes = c->size ? malloc(c->size) : NULL;
    c->pinned = malloc((h->record_count + 1) * sizeof *c->pinned);
    if (c->bytes == NULL || c->pinned == NULL) {
        free(c->bytes);
        free(c->pinned);
        free(c);
        return 0;
    }
    for (size_t i = 0; i < h->record_count; i++) {
        clua_box *b = h->records[i];
        b->pinned = 1;
        b->record = -1;
        c->pinned[c->pinned_count++] = b->box;
    }
    h->record_count = 0;
    h->recording = 0;
    memcpy(c->bytes, h->region, c->size);
    c->fields = *h;
    c->pages = clua_pages_track(h->region, c->size);
    h->checkpoint = c;
    return 1;
}

int clua_checkpoint_rewind(clua_host *h) {
    struct clua_checkpoint *c = h->checkpoint;
    if (c == NULL || !clua_slot_between_calls(h)) return 0;
    open_files(h->L, 1);
    /* The boxes made since, held now: their Swift functions are released
     * once the state is back, when a release (a Swift deinit) that touches
     * the state finds it whole. Their userdata is about to go. */
    size_t releasing = h->record_count;
    for (size_t i = 0; i < releasing; i++) h->records[i] = (clua_box *)h->records[i]->box;
    h->record_count = 0;
    clua_region_drop_outside(h);
    size_t was_used = clua_region_used(h);
    if (c->pages != NULL) {
        c->restored = clua_pages_restore(c->pages, c->bytes);
    } else {
        memcpy(h->region, c->bytes, c->size);
        c->restored = c->size / (size_t)sysconf(_SC_PAGESIZE);
    }
    clua_region_trim(h, c->size, was_used);
    clua_host now = *h;
    *h = c->fields;
    /* What belongs to the host rather than its state stays as it is now. */
    h->items = now.items;
    h->capacity = now.capacity;
    h->bytes = now.bytes;
    h->byte_capacity = now.byte_capacity;
    h->count = h->pushed = h->frame = h->byte_count = h->byte_frame = 0;
    h->owner = now.owner;
    h->warn_context = now.warn_context;
    h->warning = now.warning;
    h->warning_length = 0;
    h->budget = now.budget;
    h->limit = now.limit;
    h->records = now.records;
    h->record_capacity = now.record_capacity;
    h->record_count = 0;
    h->checkpoint = c;
    for (size_t i = 0; i < releasing; i++) {
        void *box = h->records[i];
        if (box != NULL) h->release(box);
    }
    return 1;
}

long clua_checkpoint_pages_restored(const clua_host *h) {
    return h->checkpoint != NULL ? (long)h->checkpoint->restored : -1;
}

int clua_checkpoint_intact(const clua_host *h) {
    const struct clua_checkpoint *c = h->checkpoint;
    return c != NULL && memcmp(h->region, c->bytes, c->size) == 0;
}

void clua_checkpoint_stop_tracking(clua_host *h) {
    struct clua_checkpoint *c = h->checkpoint;
    if (c == NULL) return;
    clua_pages_stop(c->pages);
    c->pages = NULL;
}

void clua_checkpoint_free(clua_host *h) {
    struct clua_checkpoint *c = h->checkpoint;
    if (c == NULL) return;
    clua_checkpoint_stop_tracking(h);
    h->checkpoint = NULL;
    for (size_t i = 0; i < c->pinned_count; i++)
        if (c->pinned[i] != NULL) h->release(c->pinned[i]);
    free(c->bytes);
    free(c->pinned);
    free(c);
}
