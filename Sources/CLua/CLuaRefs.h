/* Registry references (CLuaRefs.c). */
#ifndef CLUA_REFS_H
#define CLUA_REFS_H

#include "CLuaHost.h"

/** Calls `make` protected (it leaves one value) and holds that value in the
 *  registry; returns the reference, or LUA_NOREF when memory ran out. */
int clua_ref_made(lua_State *L, lua_CFunction make);

#endif
