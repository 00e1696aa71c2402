/*
 * Globals and modules for embedding programs: Lua C functions that a host
 * calls, protected, to read and set globals and to register modules without
 * running Lua text. They use the globals in use (the sandbox's, once it has
 * run), so what they set is what scripts see.
 */
#include "CLuaRefs.h"

/* get(name) -> the global `name` (metamethods of the globals table apply). */
static int globals_get(lua_State *L) {
    luaL_checkstring(L, 1);
    lua_pushglobaltable(L);
    lua_pushvalue(L, 1);
    lua_gettable(L, -2);
    return 1;
}

/* set(name, value): the global `name` becomes `value`. */
static int globals_set(lua_State *L) {
    luaL_checkstring(L, 1);
    lua_settop(L, 2);
    lua_pushglobaltable(L);
    lua_insert(L, 1);
    lua_settable(L, 1);
    return 0;
}

/* The loader package.preload holds for a registered module: returns it. */
static int preloaded(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    return 1;
}

/* register(name, module): `require(name)` returns `module`, through
 * package.loaded and package.preload of the global `package`. */
static int globals_register(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    lua_settop(L, 2);
    if (lua_getglobal(L, "package") != LUA_TTABLE) return luaL_error(L, "cannot register module '%s': no package table", name);
    if (lua_getfield(L, 3, "loaded") == LUA_TTABLE) {
        lua_pushvalue(L, 2);
        lua_setfield(L, 4, name);
    }
    if (lua_getfield(L, 3, "preload") == LUA_TTABLE) {
        lua_pushvalue(L, 2);
        lua_pushcclosure(L, preloaded, 1);
        lua_setfield(L, 5, name);
    }
    return 0;
}

static int embedding_protected(lua_State *L) {
    lua_createtable(L, 3, 0);
    lua_pushcfunction(L, globals_get);
    lua_rawseti(L, -2, 1);
    lua_pushcfunction(L, globals_set);
    lua_rawseti(L, -2, 2);
    lua_pushcfunction(L, globals_register);
    lua_rawseti(L, -2, 3);
    return 1;
}

int clua_embedding_functions(lua_State *L) { return clua_ref_made(L, embedding_protected); }
