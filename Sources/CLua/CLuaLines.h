/* Line coverage's counts (CLuaLines.c). */
#ifndef CLUA_LINES_H
#define CLUA_LINES_H

#include "CLuaHost.h"

/* Gives the host its counts, unless it has them; returns 0 when out of memory. */
int clua_lines_new(clua_host *h);
/* Counts the line `ar` is at (the hook's line event). */
void clua_lines_hit(clua_host *h, lua_State *L, lua_Debug *ar);
/* Frees the counts. */
void clua_lines_free(clua_host *h);

#endif
