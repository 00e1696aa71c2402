/*
 * Registry references and table copies for Swift, each made under a
 * protected call: memory running out is a status, never a raise into Swift.
 */
#include "CLuaRefs.h"

static int ref_protected(lua_State *L) {
    lua_pushinteger(L, luaL_ref(L, LUA_REGISTRYINDEX));
    return 1;
}

int clua_ref(lua_State *L, int index) {
    index = lua_absindex(L, index);
    if (!lua_checkstack(L, 2)) return LUA_NOREF;
    lua_pushcfunction(L, ref_protected);
    lua_pushvalue(L, index);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        return LUA_NOREF;
    }
    int ref = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (ref != LUA_REFNIL && ref != LUA_NOREF) clua_hostof(L)->live_refs++;
    return ref;
}

int clua_ref_made(lua_State *L, lua_CFunction make) {
    if (!lua_checkstack(L, 2)) return LUA_NOREF;
    lua_pushcfunction(L, make);
    if (lua_pcall(L, 0, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        return LUA_NOREF;
    }
    int ref = clua_ref(L, -1);
    lua_pop(L, 1);
    return ref;
}

static int entries_protected(lua_State *L) {
    lua_Integer n = 0;
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pushvalue(L, -2);
        lua_rawseti(L, 2, ++n);
        lua_rawseti(L, 2, ++n);
    }
    lua_pushinteger(L, n / 2);
    return 2;
}

int clua_entries(lua_State *L, int index) {
    if (!lua_checkstack(L, 4)) return -1;
    index = lua_absindex(L, index);
    lua_pushcfunction(L, entries_protected);
    lua_pushvalue(L, index);
    if (lua_pcall(L, 1, 2, 0) != LUA_OK) {
        lua_pop(L, 1);
        return -1;
    }
    int count = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return count;
}

/* table, lookup (or nil), values, keys, count -> misses */
static int fill_table_protected(lua_State *L) {
    const lua_Integer *values = lua_touserdata(L, 3), *keys = lua_touserdata(L, 4);
    int count = (int)lua_tointeger(L, 5), misses = 0;
    int lookup = keys != NULL && lua_istable(L, 2);
    for (int i = 0; i < count; i++) {
        if (!lookup || lua_rawgeti(L, 2, keys[i]) == LUA_TNIL) {
            if (lookup) lua_pop(L, 1);
            lua_pushinteger(L, values[i]);
            misses++;
        }
        lua_rawseti(L, 1, i + 1);
    }
    lua_pushinteger(L, misses);
    return 1;
}

int clua_fill_table(lua_State *L, int table_ref, int lookup_ref, const lua_Integer *values,
                    const lua_Integer *keys, int count, int *misses) {
    if (!lua_checkstack(L, 6)) return LUA_ERRMEM;
    lua_pushcfunction(L, fill_table_protected);
    lua_rawgeti(L, LUA_REGISTRYINDEX, table_ref);
    if (lookup_ref == LUA_NOREF) lua_pushnil(L);
    else lua_rawgeti(L, LUA_REGISTRYINDEX, lookup_ref);
    lua_pushlightuserdata(L, (void *)values);
    lua_pushlightuserdata(L, (void *)keys);
    lua_pushinteger(L, count);
    int status = lua_pcall(L, 5, 1, 0);
    if (status == LUA_OK) *misses = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return status;
}

static int unref_protected(lua_State *L) {
    luaL_unref(L, LUA_REGISTRYINDEX, (int)lua_tointeger(L, 1));
    return 0;
}

void clua_unref(lua_State *L, int ref) {
    if (ref == LUA_NOREF || ref == LUA_REFNIL || !lua_checkstack(L, 2)) return;
    lua_pushcfunction(L, unref_protected);
    lua_pushinteger(L, ref);
    if (lua_pcall(L, 1, 0, 0) != LUA_OK) lua_pop(L, 1);
    else clua_hostof(L)->live_refs--;
}
