/* The allocator (CLuaAlloc.c). */
#ifndef CLUA_ALLOC_H
#define CLUA_ALLOC_H

#include "CLuaHost.h"

/* The lua_Alloc of every host (`ud`: the host). */
void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
/* Gives a host outside a template slot its arena (none when malloc fails:
 * every block then comes from malloc); frees it. */
void clua_arena_open(clua_host *h);
void clua_arena_free(clua_host *h);

#endif
