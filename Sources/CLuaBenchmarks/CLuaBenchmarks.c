#include "CLuaBenchmarks.h"

#include <lua5.4/lauxlib.h>
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

static int install_protected(lua_State *L) {
    const char *name = lua_touserdata(L, 1);
    lua_pushcfunction(L, identity);
    lua_setglobal(L, name);
    return 0;
}

int clua_bench_install_identity(lua_State *L, const char *name) {
    lua_pushcfunction(L, install_protected);
    lua_pushlightuserdata(L, (void *)name);
    return lua_pcall(L, 1, 0, 0) == LUA_OK;
}
