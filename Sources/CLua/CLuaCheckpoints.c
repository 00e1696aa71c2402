/*
 * Checkpoints: a slot host's state kept at one moment, which the host can
 * go back to as often as it likes (flowrun.shop_cpu_ms_per_test: a test
 * starts from its file's state after the app definition, instead of
 * running the definition again).
 *
 * Going back copies the slot's bytes and the host's fields back in place,
 * so the state is again byte for byte what it was. What lives outside the
 * slot is dealt with first:
 *  - Swift boxes. The boxes the state holds at the checkpoint become the
 *    checkpoint's (pinned): their finalizers release nothing, since a
 *    rewind may bring them back, and the checkpoint releases them when the
 *    host closes. Boxes made since the checkpoint are the host's records;
 *    a rewind releases those Lua still holds.
 *  - Blocks from malloc: a rewind frees them all (the checkpoint has none).
 * Registry references Swift made since the checkpoint are the Swift side's
 * to forget (LuaHost drops them before rewinding).
 */
#include "CLua.h"
#include "CLuaHost.h"

#include <stdlib.h>
#include <string.h>

struct clua_checkpoint {
    size_t size;
    char *bytes;
    clua_host fields;
    void **pinned;                  /* the boxes it owns */
    size_t pinned_count;
};

static int between_calls(clua_host *h) {
    lua_State *L = h->L;
    return h->region != NULL && !h->records_lost && h->callback_depth == 0 && h->count == h->pushed
        && lua_gettop(L) == CLUA_MSGH_SLOT && lua_gethook(L) == NULL && lua_status(L) == LUA_OK
        && h->warning_length == 0;
}

int clua_checkpoint_take(clua_host *h) {
    if (h->checkpoint != NULL || !between_calls(h) || clua_region_outside(h) != 0) return 0;
    struct clua_checkpoint *c = calloc(1, sizeof *c);
    if (c == NULL) return 0;
    c->size = clua_region_used(h);
    c->bytes = malloc(c->size);
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
    h->checkpoint = c;
    return 1;
}

int clua_checkpoint_rewind(clua_host *h) {
    struct clua_checkpoint *c = h->checkpoint;
    if (c == NULL || !between_calls(h)) return 0;
    while (h->record_count > 0) {
        clua_box *b = h->records[--h->record_count];
        void *box = b->box;
        b->box = NULL;
        b->record = -1;
        if (box != NULL) h->release(box);
    }
    clua_region_drop_outside(h);
    size_t was_used = clua_region_used(h);
    memcpy(h->region, c->bytes, c->size);
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
    return 1;
}

int clua_host_has_checkpoint(const clua_host *h) { return h->checkpoint != NULL; }

void clua_checkpoint_free(clua_host *h) {
    struct clua_checkpoint *c = h->checkpoint;
    if (c == NULL) return;
    h->checkpoint = NULL;
    for (size_t i = 0; i < c->pinned_count; i++)
        if (c->pinned[i] != NULL) h->release(c->pinned[i]);
    free(c->bytes);
    free(c->pinned);
    free(c);
}
