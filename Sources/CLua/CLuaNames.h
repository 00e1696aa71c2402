/* Naming functions for messages (CLuaNames.c). */
#ifndef CLUA_NAMES_H
#define CLUA_NAMES_H

#include "CLuaHost.h"

/* Makes the host's method names and the library CLUA_LIBRARY that gives
 * Lua code them. May raise: while the host opens. */
void clua_names_open(lua_State *L, clua_host *h);

#endif
