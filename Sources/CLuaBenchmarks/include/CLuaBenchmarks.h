/*
 * The raw C API baselines of the bridge benchmarks: what a call costs with
 * nothing of flowrun's between Swift (or C) and Lua.
 */
#ifndef CLUA_BENCHMARKS_H
#define CLUA_BENCHMARKS_H

#include <lua.h>

/** Nanoseconds per call of the function at registry `ref` with one integer,
 *  over `count` calls, each by lua_pcall straight from C. */
double clua_bench_call_ref(lua_State *L, int ref, long count);

/** Sets global `name` to a C function returning its integer argument.
 *  Returns 0 on failure. */
int clua_bench_install_identity(lua_State *L, const char *name);

/** The same as a bound function: a C closure that first finds the object it
 *  is bound to in a userdata upvalue, as any binding of a host object does.
 *  Returns 0 on failure. */
int clua_bench_install_bound_identity(lua_State *L, const char *name);

#endif
