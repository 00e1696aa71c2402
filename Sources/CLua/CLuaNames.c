/*
 * Names for messages: the API function a user's frame called (by where the
 * globals hold it, or as a method `kind:name`), and the name a user's frame
 * knows a function by. Raw reads only: nothing here allocates in Lua, runs
 * a metamethod or raises.
 */
#include "CLuaNames.h"
#include "CLuaWhere.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The API function a user frame called is named by where the flow's globals
 * hold it ("app.select_tab"), found by walking them when an argument is bad,
 * so the names follow the API as it is, never a list kept by hand. Nothing
 * here allocates in Lua or runs a metamethod: raw reads only. Every global
 * is looked at, and the tables below them when small (the API's are): the
 * walk is bounded, and the name found never depends on the order in which
 * a table lists its keys. */
enum { NAME_DEPTH = 3, NAME_TABLE_ENTRIES = 256 };

typedef struct name_search {
    int function;          /* absolute index of the function sought */
    char path[256];        /* the path being walked */
    char best[256];        /* the shortest (then smallest) path found */
} name_search;

/* Whether the table on top has at most `most` entries. */
static int small_table(lua_State *L, int most) {
    int table = lua_gettop(L), count = 0;
    lua_pushnil(L);
    while (lua_next(L, table)) {
        lua_pop(L, 1);
        if (++count > most) {
            lua_pop(L, 1);
            return 0;
        }
    }
    return 1;
}

static int better_name(const char *candidate, const char *best) {
    if (best[0] == 0) return 1;
    size_t a = strlen(candidate), b = strlen(best);
    return a != b ? a < b : strcmp(candidate, best) < 0;
}

/* Walks the table on top for the sought function, `depth` levels down,
 * `used` bytes of path already written. */
static void name_walk(lua_State *L, name_search *s, size_t used, int depth) {
    if (!lua_checkstack(L, 3)) return;
    int table = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, table)) {
        size_t length;
        const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tolstring(L, -2, &length) : NULL;
        if (key != NULL && used + length + 2 < sizeof s->path && memchr(key, 0, length) == NULL) {
            size_t at = used;
            if (used) s->path[at++] = '.';
            memcpy(s->path + at, key, length);
            s->path[at + length] = 0;
            if (lua_rawequal(L, -1, s->function)) {
                if (better_name(s->path, s->best)) memcpy(s->best, s->path, sizeof s->best);
            } else if (depth > 1 && lua_type(L, -1) == LUA_TTABLE && lua_checkstack(L, 3)) {
                lua_pushvalue(L, -1);
                if (small_table(L, NAME_TABLE_ENTRIES >> (2 * (NAME_DEPTH - depth)))) name_walk(L, s, at + length, depth - 1);
                lua_pop(L, 1);
            }
            s->path[used] = 0;
        }
        lua_pop(L, 1);
    }
}

/* Whether the value at `a` is the value at `b`, a NaN matching a NaN. */
static int same_value(lua_State *L, int a, int b) {
    if (lua_rawequal(L, a, b)) return 1;
    if (lua_type(L, a) != LUA_TNUMBER || lua_type(L, b) != LUA_TNUMBER) return 0;
    lua_Number x = lua_tonumber(L, a), y = lua_tonumber(L, b);
    return x != x && y != y;
}

/* Pushes argument n of the frame: a parameter, or past them one of its
 * varargs (a function taking `...`); NULL when there is none. */
static const char *push_argument(lua_State *L, lua_Debug *ar, int n) {
    if (!lua_checkstack(L, 3)) return NULL;
    return n <= ar->nparams ? lua_getlocal(L, ar, n) : ar->isvararg ? lua_getlocal(L, ar, ar->nparams - n) : NULL;
}

/* Looks for the value at `value` among the arguments of the frame `ar`
 * (and one level into the tables among them). */
static void find_argument(lua_State *L, lua_Debug *ar, int value, int method, int *position, char *field, size_t field_size) {
    lua_getinfo(L, "u", ar);
    for (int n = 1; *position == 0 && push_argument(L, ar, n) != NULL; n++) {
        /* -1: the value is the `self` of a method call. */
        if (same_value(L, -1, value)) *position = n - method > 0 ? n - method : -1;
        lua_pop(L, 1);
    }
    for (int n = 1; *position == 0 && push_argument(L, ar, n) != NULL; n++) {
        /* An option table: the smallest key holding the value, whatever the
         * order the table lists its keys in. */
        if (lua_type(L, -1) == LUA_TTABLE && small_table(L, 64)) {
            int table = lua_gettop(L);
            lua_pushnil(L);
            while (lua_next(L, table)) {
                size_t length;
                const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tolstring(L, -2, &length) : NULL;
                if (key != NULL && length < field_size && same_value(L, -1, value)
                    && (*position == 0 || strcmp(key, field) < 0)) {
                    memcpy(field, key, length + 1);
                    *position = n - method;
                }
                lua_pop(L, 1);
            }
        }
        lua_pop(L, 1);
    }
}

/* Pushes what the table at `table` holds under the string `key`, found by
 * walking it: no string is made and no metamethod runs. Returns its type;
 * LUA_TNIL, pushing nothing, when it holds none. */
static int push_raw_field(lua_State *L, int table, const char *key) {
    table = lua_absindex(L, table);
    lua_pushnil(L);
    while (lua_next(L, table)) {
        if (lua_type(L, -2) == LUA_TSTRING && strcmp(lua_tostring(L, -2), key) == 0) {
            lua_remove(L, -2);
            return lua_type(L, -1);
        }
        lua_pop(L, 1);
    }
    return LUA_TNIL;
}

/* A method its caller tail-called (a checking wrapper, say), so that the
 * frame has no name: `kind:name`, its name from the host's method names
 * and its kind from the `__name` of its `self`'s metatable. */
static int tail_called_method(lua_State *L, lua_Debug *ar, char *name, size_t size) {
    int top = lua_gettop(L), found = 0;
    if (!lua_checkstack(L, 8)) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, clua_hostof(L)->method_names_ref); /* top + 1 */
    lua_getinfo(L, "f", ar); /* top + 2: the method, then its name */
    if (lua_type(L, top + 1) == LUA_TTABLE && lua_rawget(L, top + 1) == LUA_TSTRING
        && lua_getlocal(L, ar, 1) != NULL && lua_getmetatable(L, -1)
        && push_raw_field(L, -1, "__name") == LUA_TSTRING) {
        snprintf(name, size, "%s:%s", lua_tostring(L, -1), lua_tostring(L, top + 2));
        found = 1;
    }
    lua_settop(L, top);
    return found;
}

int clua_api_call(lua_State *L, int value, char *name, size_t size, int *position, char *field, size_t field_size) {
    *position = 0;
    name[0] = field[0] = 0;
    lua_Debug ar;
    int top = lua_gettop(L);
    value = value >= 1 && value <= top ? value : 0;
    int user = clua_user_level(L, 1, &ar);
    if (user < 0 || !lua_checkstack(L, 4)) return 0;
    name_search *s = calloc(1, sizeof *s);
    if (s == NULL) return 0;
    int found = 0;
    /* From the frame the user called inwards, the host's own Lua functions
     * (not pcall and the like): the first one the globals hold. */
    for (int level = user - 1; level >= 1 && level > user - WALK_TOP && !found; level--) {
        if (!lua_getstack(L, level, &ar)) break;
        lua_getinfo(L, "S", &ar);
        if (strcmp(ar.what, "Lua") != 0 || !clua_own_chunk(L, ar.source)) continue;
        lua_getinfo(L, "nft", &ar);
        s->function = lua_gettop(L);
        s->best[0] = s->path[0] = 0;
        lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
        name_walk(L, s, 0, NAME_DEPTH);
        lua_settop(L, top);
        int method = ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0;
        if (s->best[0]) {
            snprintf(name, size, "%s", s->best);
            /* `router.navigate` called as router:navigate is named so. */
            char *dot = method ? strrchr(name, '.') : NULL;
            if (dot != NULL) *dot = ':';
        } else if (ar.istailcall && tail_called_method(L, &ar, name, size)) {
            method = 1;
        } else if (method && ar.name != NULL && lua_getlocal(L, &ar, 1) != NULL) {
            /* A method: named by its object's kind, the `__name` of its metatable. */
            const char *kind = NULL;
            if (lua_getmetatable(L, -1) && push_raw_field(L, -1, "__name") == LUA_TSTRING) {
                kind = lua_tostring(L, -1);
                snprintf(name, size, "%s:%s", kind, ar.name);
            }
            lua_settop(L, top);
            if (kind == NULL) continue;
        } else {
            continue;
        }
        found = 1;
        if (value) find_argument(L, &ar, value, method, position, field, field_size);
        lua_settop(L, top);
    }
    free(s);
    return found;
}

/* ------------------------------------------------ naming a user function */

/* Whether the value on top is the sought one, directly (`name`) or as a
 * field of it when it is a small table (`name.key`); writes the name. */
static int name_value(lua_State *L, name_search *s, const char *name) {
    if (name == NULL || name[0] == '(') return 0;
    if (lua_rawequal(L, -1, s->function)) {
        snprintf(s->best, sizeof s->best, "%s", name);
        return 1;
    }
    if (lua_type(L, -1) != LUA_TTABLE || !lua_checkstack(L, 3) || !small_table(L, NAME_TABLE_ENTRIES)) return 0;
    int table = lua_gettop(L);
    s->path[0] = 0;
    lua_pushnil(L);
    while (lua_next(L, table)) {
        size_t length;
        const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tolstring(L, -2, &length) : NULL;
        if (key != NULL && memchr(key, 0, length) == NULL && lua_rawequal(L, -1, s->function)) {
            snprintf(s->path, sizeof s->path, "%s.%s", name, key);
            if (better_name(s->path, s->best)) memcpy(s->best, s->path, sizeof s->best);
        }
        lua_pop(L, 1);
    }
    return s->best[0] != 0;
}

int clua_function_name(lua_State *L, int function, char *buffer, size_t size) {
    buffer[0] = 0;
    lua_Debug ar;
    int top = lua_gettop(L);
    if (function < 1 || function > top || lua_type(L, function) != LUA_TFUNCTION) return 0;
    if (clua_user_level(L, 0, &ar) < 0 || !lua_checkstack(L, 4)) return 0;
    name_search *s = calloc(1, sizeof *s);
    if (s == NULL) return 0;
    s->function = function;
    lua_getinfo(L, "u", &ar);
    /* The user's locals (not its parameters: a helper's `fn` names nothing),
     * then its upvalues; then the globals. */
    const char *local;
    int found = 0;
    for (int n = ar.nparams + 1; !found && (local = lua_getlocal(L, &ar, n)) != NULL; n++) {
        found = name_value(L, s, local);
        lua_settop(L, top);
    }
    if (!found) {
        lua_getinfo(L, "f", &ar);
        int caller = lua_gettop(L);
        const char *upvalue;
        for (int n = 1; !found && (upvalue = lua_getupvalue(L, caller, n)) != NULL; n++) {
            found = name_value(L, s, upvalue);
            lua_settop(L, caller);
        }
        lua_settop(L, top);
    }
    if (!found) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
        name_walk(L, s, 0, 2);
        lua_settop(L, top);
        found = s->best[0] != 0;
    }
    if (found) snprintf(buffer, size, "%s", s->best);
    free(s);
    return found;
}

int clua_parameter_count(lua_State *L, int function) {
    lua_Debug ar;
    if (!lua_checkstack(L, 1)) return 0;
    lua_pushvalue(L, function);
    lua_getinfo(L, ">u", &ar);
    return ar.isvararg ? -1 : ar.nparams;
}

/* ------------------------------------------------------------ method names */

/* The library `require(CLUA_LIBRARY)` returns. */
static int open_library(lua_State *L) {
    lua_createtable(L, 0, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, clua_hostof(L)->method_names_ref);
    lua_setfield(L, -2, "method_names");
    return 1;
}

void clua_names_open(lua_State *L, clua_host *h) {
    clua_push_weak_keyed(L);
    h->method_names_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    luaL_requiref(L, CLUA_LIBRARY, open_library, 0);
    lua_pop(L, 1);
}
