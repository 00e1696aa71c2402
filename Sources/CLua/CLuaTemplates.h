/* Template slots: their allocator, capture and copies (CLuaTemplates.c). */
#ifndef CLUA_TEMPLATES_H
#define CLUA_TEMPLATES_H

#include "CLuaHost.h"

/* A zeroed host in a free slot, its region set up; NULL when none is free.
 * Gives the slot back. */
clua_host *clua_slot_host(void);
void clua_slot_release(clua_host *h);
/* The slot host's lua_Alloc work: blocks from its region, else from malloc. */
void *clua_region_alloc(clua_host *h, void *ptr, size_t osize, size_t nsize);
/* Notes a box the slot host owns (not its checkpoint); forgets it. */
void clua_record_box(clua_host *h, clua_box *b);
void clua_forget_box(clua_host *h, clua_box *b);
/* Bytes of the slot in use; frees the blocks outside it; gives back the
 * pages past `kept` bytes (and past SLOT_KEPT_BYTES) that were in use. */
size_t clua_region_used(const clua_host *h);
/* Rounds the slot's use up to a page and keeps its blocks from being handed
 * out again (freeing one is a no-op): every block made from now on lies
 * past the bytes returned (0: the slot is full). */
size_t clua_region_seal(clua_host *h);
size_t clua_region_outside(const clua_host *h);
void clua_region_drop_outside(clua_host *h);
void clua_region_trim(clua_host *h, size_t kept, size_t was_used);
/* Whether a slot host, all its boxes recorded, is between calls: nothing
 * staged, no callback or hook, a bare stack; a copy of it now is whole. */
int clua_slot_between_calls(clua_host *h);

#endif
