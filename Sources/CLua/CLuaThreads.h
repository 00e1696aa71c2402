/* Coroutines the host drives (CLuaThreads.c). */
#ifndef CLUA_THREADS_H
#define CLUA_THREADS_H

#include "CLuaHost.h"

/* Makes the table of driven threads (CLUA_DRIVEN_THREADS) and has
 * coroutine.resume track the coroutine it runs. May raise: while the host
 * opens. */
void clua_threads_open(lua_State *L, clua_host *h);

#endif
