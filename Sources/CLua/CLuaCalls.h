/* Crossings: staging, protected calls, trampolines (CLuaCalls.c). */
#ifndef CLUA_CALLS_H
#define CLUA_CALLS_H

#include "CLuaHost.h"

/* Makes the metatable of Swift boxes and the table of fixed slots' owners,
 * and frees every slot. May raise: while the host opens. */
void clua_calls_open(lua_State *L, clua_host *h);
/* Makes every later call into Swift a no-op: the state is closing. */
void clua_calls_close(clua_host *h);

#endif
