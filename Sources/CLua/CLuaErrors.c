/*
 * Error messages: the message handler of every protected call, which keeps
 * the error value and adds its text, traceback and position; and an error
 * value's own text, asked for safely.
 */
#include "CLuaErrors.h"
#include "CLuaWhere.h"

/* Pushes a message for any error value, never an address; returns whether
 * it came from the value's own __tostring. Only a table's own __tostring is
 * asked (a userdata's is a library's, and shows an address); it runs
 * protected: one that fails (or yields) gives the stable description
 * instead of an error in the error handler. */
static int push_message(lua_State *L, int index) {
    index = lua_absindex(L, index);
    switch (lua_type(L, index)) {
    case LUA_TSTRING: lua_pushvalue(L, index); return 0;
    case LUA_TNUMBER:
    case LUA_TBOOLEAN:
    case LUA_TNIL: luaL_tolstring(L, index, NULL); return 0;
    default:
        if (lua_type(L, index) == LUA_TTABLE && lua_checkstack(L, 2)
            && luaL_getmetafield(L, index, "__tostring") != LUA_TNIL) {
            lua_pushvalue(L, index);
            if (lua_pcall(L, 1, 1, 0) == LUA_OK && lua_type(L, -1) == LUA_TSTRING) return 1;
            lua_pop(L, 1);
        }
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, index));
        return 0;
    }
}

/* error value -> its own __tostring text, or nothing */
static int own_text_protected(lua_State *L) {
    return push_message(L, 1) || lua_type(L, 1) != LUA_TTABLE ? 1 : 0;
}

void clua_use_own_text(lua_State *L) {
    int type = lua_type(L, -1);
    if (type == LUA_TSTRING || type == LUA_TNUMBER || type == LUA_TBOOLEAN || type == LUA_TNIL) return;
    if (!lua_checkstack(L, 3)) return;
    /* own_text_protected returns nothing for a value without a text of its
     * own; a userdata then becomes its stable description. */
    int top = lua_gettop(L);
    lua_pushcfunction(L, own_text_protected);
    lua_pushvalue(L, top);
    if (lua_pcall(L, 1, LUA_MULTRET, 0) == LUA_OK && lua_gettop(L) == top + 1 && lua_type(L, -1) == LUA_TSTRING)
        lua_replace(L, top);
    lua_settop(L, top);
}

/* Replaces a string error at 1 by the host's advice on it, when it has some. */
static void advise(lua_State *L, clua_host *h) {
    if (h->advice_ref == LUA_NOREF || lua_type(L, 1) != LUA_TSTRING || !lua_checkstack(L, 2)) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->advice_ref);
    lua_pushvalue(L, 1);
    if (lua_pcall(L, 1, 1, 0) == LUA_OK && lua_type(L, -1) == LUA_TSTRING) lua_replace(L, 1);
    else lua_pop(L, 1);
}

void clua_set_error_advice(clua_host *h, int ref) { h->advice_ref = ref; }

/* Cuts a string at `index` longer than CLUA_ERROR_TEXT_LIMIT to its start
 * (at a UTF-8 character boundary); returns its whole size, or 0 when kept. */
static size_t cut_text(lua_State *L, int index) {
    size_t length;
    if (lua_type(L, index) != LUA_TSTRING) return 0;
    const char *s = lua_tolstring(L, index, &length);
    if (length <= CLUA_ERROR_TEXT_LIMIT) return 0;
    size_t cut = CLUA_ERROR_TEXT_LIMIT;
    while (cut > 0 && ((unsigned char)s[cut] & 0xC0) == 0x80) cut--;
    lua_pushlstring(L, s, cut);
    lua_replace(L, index);
    return length;
}

int clua_msgh(lua_State *L) {
    size_t bytes = cut_text(L, 1);
    advise(L, clua_hostof(L));
    int own = push_message(L, 1);
    int text = lua_gettop(L);
    if (own) {
        size_t own_bytes = cut_text(L, text);
        if (own_bytes > 0) bytes = own_bytes;
    }
    luaL_traceback(L, L, lua_tostring(L, text), 1);
    lua_createtable(L, 4, 0);
    if (own) {
        lua_pushvalue(L, text);
        lua_rawseti(L, -2, CLUA_ERROR_TEXT);
    }
    lua_pushvalue(L, 1);
    lua_rawseti(L, -2, CLUA_ERROR_VALUE);
    lua_rotate(L, -2, 1);
    lua_rawseti(L, -2, CLUA_ERROR_TRACEBACK);
    if (clua_push_where(L, 1)) lua_rawseti(L, -2, CLUA_ERROR_WHERE);
    if (bytes > 0) {
        lua_pushinteger(L, (lua_Integer)bytes);
        lua_rawseti(L, -2, CLUA_ERROR_BYTES);
    }
    return 1;
}
