#include "CLuaBenchmarks.h"

#include <lauxlib.h>
#include <time.h>

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

double clua_bench_call_ref(lua_State *L, int ref, long count) {
    double start = now_ns();
    lua_Integer sum = 0;
    for (long i = 0; i < count; i++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
        lua_pushinteger(L, i);
        if (lua_pcall(L, 1, 1, 0) != LUA_OK) return -1;
        sum += lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    if (sum < 0) return -1;
    return (now_ns() - start) / (double)count;
}

static int identity(lua_State *L) {
    lua_pushinteger(L, lua_tointeger(L, 1));
    return 1;
}

static int bound_identity(lua_State *L) {
    const int *bound = *(const int **)lua_touserdata(L, lua_upvalueindex(1));
    lua_pushinteger(L, lua_tointeger(L, 1) + *bound);
    return 1;
}

static const int nothing_added = 0;

static int install_protected(lua_State *L) {
    const char *name = lua_touserdata(L, 1);
    if (lua_toboolean(L, 2)) {
        *(const int **)lua_newuserdatauv(L, sizeof(int *), 0) = &nothing_added;
        lua_pushcclosure(L, bound_identity, 1);
    } else {
        lua_pushcfunction(L, identity);
    }
    lua_setglobal(L, name);
    return 0;
}

static int install(lua_State *L, const char *name, int bound) {
    lua_pushcfunction(L, install_protected);
    lua_pushlightuserdata(L, (void *)name);
    lua_pushboolean(L, bound);
    return lua_pcall(L, 2, 0, 0) == LUA_OK;
}

int clua_bench_install_identity(lua_State *L, const char *name) { return install(L, name, 0); }

int clua_bench_install_bound_identity(lua_State *L, const char *name) { return install(L, name, 1); }
