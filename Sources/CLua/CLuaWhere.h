/* Which frames are the user's, and where they are (CLuaWhere.c). */
#ifndef CLUA_WHERE_H
#define CLUA_WHERE_H

#include "CLuaHost.h"

/* Stack walks. lua_getstack is linear in the level it is asked for, so a
 * loop over every level is quadratic in the stack's depth: after a stack
 * overflow (200,000 frames) such a walk would run for minutes. Every walk
 * looks at the WALK_TOP innermost levels and then the WALK_BOTTOM outermost
 * ones, as luaL_traceback does: linear in the depth. */
enum { WALK_TOP = 64, WALK_BOTTOM = 16 };

/* Whether a chunk named `source` is one of the host's own (clua_set_own_chunks). */
int clua_own_chunk(lua_State *L, const char *source);
/* The level of the innermost user frame at or above `level` (filling
 * `ar`), or -1. */
int clua_user_level(lua_State *L, int level, lua_Debug *ar);
/* Pushes "file:line" of the innermost user frame at or above `level`, or
 * nothing. Returns whether it pushed. */
int clua_push_where(lua_State *L, int level);

#endif
