/*
 * CLua's testing hooks: for tests and benchmarks only, never for the bridge
 * itself. LuaKit wraps them as @_spi(Testing) API; nothing else should
 * include this header.
 */
#ifndef CLUA_TESTING_H
#define CLUA_TESTING_H

#include "CLua.h"

/** The fixed trampoline slot the Swift function at `index` dispatches
 *  through, or -1 (another value, or a function using the general one). */
int clua_fixed_slot(lua_State *L, int index);

#endif
