/*
 * Coroutines: the threads the host drives from Swift, resumed under the
 * execution budget, and Lua's own coroutine.resume tracked for it too.
 */
#include "CLuaThreads.h"
#include "CLuaErrors.h"
#include "CLuaWatchdog.h"

/* coroutine.resume, tracking the coroutine it runs; the original is upvalue 1. */
static int tracked_resume(lua_State *L) {
    clua_host *h = clua_hostof(L);
    int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int tracked = clua_running_push(h, lua_tothread(L, 2));
    int status = lua_pcall(L, n, LUA_MULTRET, 0);
    clua_running_pop(h, tracked);
    if (status != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

static int thread_new_protected(lua_State *L) {
    int driven = lua_rawgeti(L, LUA_REGISTRYINDEX, clua_hostof(L)->driven_ref) == LUA_TTABLE;
    lua_newthread(L);
    if (driven) {
        lua_pushvalue(L, -1);
        lua_pushboolean(L, 1);
        lua_rawset(L, -4);
    }
    lua_pushinteger(L, luaL_ref(L, LUA_REGISTRYINDEX));
    return 1;
}

int clua_thread_is_driven(lua_State *L) {
    if (!lua_checkstack(L, 2)) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, clua_hostof(L)->driven_ref);
    int driven = 0;
    if (lua_type(L, -1) == LUA_TTABLE) {
        lua_pushthread(L);
        driven = lua_rawget(L, -2) == LUA_TBOOLEAN && lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return driven;
}

int clua_thread_new(lua_State *L) {
    if (!lua_checkstack(L, 2)) return LUA_NOREF;
    lua_pushcfunction(L, thread_new_protected);
    if (lua_pcall(L, 0, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        return LUA_NOREF;
    }
    int ref = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    clua_hostof(L)->live_refs++;
    return ref;
}

lua_State *clua_thread_state(lua_State *L, int ref) {
    if (!lua_checkstack(L, 1)) return NULL;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_State *co = lua_tothread(L, -1);
    lua_pop(L, 1);
    return co;
}

/* The traceback of a coroutine that failed: its stack is not unwound. */
static int coroutine_traceback(lua_State *L) {
    luaL_traceback(L, lua_touserdata(L, 1), NULL, 0);
    return 1;
}

int clua_resume_pushed(lua_State *L, lua_State *co, int n, int start, int *nresults) {
    clua_host *h = clua_hostof(L);
    *nresults = 0;
    int status;
    if (!lua_checkstack(co, n + 1)) {
        lua_pop(L, n);
        return CLUA_RESUME_OVERFLOW;
    }
    lua_xmove(L, co, n);
    int tracked = clua_running_push(h, co);
    int results = 0;
    status = lua_resume(co, L, start ? n - 1 : n, &results);
    clua_running_pop(h, tracked);
    int moving = (status == LUA_OK || status == LUA_YIELD) ? results : 1;
    if (!lua_checkstack(L, moving + 3)) {
        lua_pop(co, moving);
        return CLUA_RESUME_OVERFLOW;
    }
    lua_xmove(co, L, moving);
    if (status == LUA_OK || status == LUA_YIELD) {
        *nresults = results;
        return status;
    }
    clua_use_own_text(L);
    /* After the error value: the coroutine's traceback, or nil. */
    lua_pushcfunction(L, coroutine_traceback);
    lua_pushlightuserdata(L, co);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        lua_pushnil(L);
    }
    return status;
}

void clua_threads_open(lua_State *L, clua_host *h) {
    clua_push_weak_keyed(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, CLUA_DRIVEN_THREADS);
    h->driven_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_getglobal(L, "coroutine");
    lua_getfield(L, -1, "resume");
    lua_pushcclosure(L, tracked_resume, 1);
    lua_setfield(L, -2, "resume");
    lua_pop(L, 1);
}
