/*
 * Deterministic iteration and stable identities for flows: a `pairs` that
 * visits keys in a total order, and first-seen numbers for values that Lua
 * would otherwise name by address. Both are Lua C functions: they run inside
 * Lua (under a protected call from Swift), so they may raise.
 */
#include "CLuaRefs.h"
#include <stdlib.h>
#include <string.h>

/* Upvalue 1 of `id` and `pairs`: the weak-keyed table of identities,
 * value -> number, with the last number given at key 0. */
#define IDS lua_upvalueindex(1)

/* The first-seen number of the collectable value at `index`. */
static lua_Integer identity(lua_State *L, int index) {
    index = lua_absindex(L, index);
    lua_pushvalue(L, index);
    if (lua_rawget(L, IDS) == LUA_TNUMBER) {
        lua_Integer known = lua_tointeger(L, -1);
        lua_pop(L, 1);
        return known;
    }
    lua_pop(L, 1);
    lua_rawgeti(L, IDS, 0);
    lua_Integer next = lua_tointeger(L, -1) + 1;
    lua_pop(L, 1);
    lua_pushinteger(L, next);
    lua_rawseti(L, IDS, 0);
    lua_pushvalue(L, index);
    lua_pushinteger(L, next);
    lua_rawset(L, IDS);
    return next;
}

/* id(value) -> its first-seen number. */
static int stable_id(lua_State *L) {
    luaL_checkany(L, 1);
    lua_pushinteger(L, identity(L, 1));
    return 1;
}

/* A key and where the snapshot holds it. Numbers sort first (ascending),
 * then strings (bytewise), then false and true, then other values by
 * their first-seen number. */
typedef struct {
    int rank;
    int is_integer;
    lua_Integer integer; /* an integer key, or the first-seen number */
    lua_Number number;
    const char *bytes;
    size_t length;
    uint64_t prefix; /* a string's first 8 bytes, big-endian: most comparisons end here */
    lua_Integer slot;
} key_entry;

enum { RANK_NUMBER, RANK_STRING, RANK_BOOLEAN, RANK_OTHER };

/* Up to this many keys sort on the C stack rather than in a userdata. */
enum { SMALL_TABLE = 32 };

static int compare_numbers(const key_entry *a, const key_entry *b) {
    if (a->is_integer && b->is_integer) return (a->integer > b->integer) - (a->integer < b->integer);
    if (!a->is_integer && !b->is_integer) return (a->number > b->number) - (a->number < b->number);
    /* An integer against a float: a float key is never integral within the
     * integers' range, so equal doubles mean a float beyond it. */
    int flip = a->is_integer ? 1 : -1;
    const key_entry *i = a->is_integer ? a : b, *f = a->is_integer ? b : a;
    lua_Number converted = (lua_Number)i->integer;
    if (converted < f->number) return -flip;
    if (converted > f->number) return flip;
    return f->number > 0 ? -flip : flip;
}

static int compare_keys(const void *left, const void *right) {
    const key_entry *a = left, *b = right;
    if (a->rank != b->rank) return a->rank - b->rank;
    switch (a->rank) {
    case RANK_NUMBER: return compare_numbers(a, b);
    case RANK_STRING: {
        if (a->prefix != b->prefix) return a->prefix < b->prefix ? -1 : 1;
        size_t common = a->length < b->length ? a->length : b->length;
        int order = common > 8 ? memcmp(a->bytes + 8, b->bytes + 8, common - 8) : 0;
        if (order != 0) return order;
        return (a->length > b->length) - (a->length < b->length);
    }
    default: return (a->integer > b->integer) - (a->integer < b->integer);
    }
}

/* Upvalues: the sorted keys, their count, the position, the table. */
static int ordered_next(lua_State *L) {
    lua_Integer count = lua_tointeger(L, lua_upvalueindex(2));
    lua_Integer position = lua_tointeger(L, lua_upvalueindex(3));
    while (position < count) {
        position++;
        lua_rawgeti(L, lua_upvalueindex(1), position);
        lua_pushvalue(L, -1);
        if (lua_rawget(L, lua_upvalueindex(4)) != LUA_TNIL) {
            lua_pushinteger(L, position);
            lua_replace(L, lua_upvalueindex(3));
            return 2;
        }
        lua_pop(L, 2);
    }
    lua_pushinteger(L, position);
    lua_replace(L, lua_upvalueindex(3));
    lua_pushnil(L);
    return 1;
}

static int pairs_continued(lua_State *L, int status, lua_KContext context) {
    (void)L, (void)status, (void)context;
    return 3;
}

/* pairs(t): `__pairs` when t has one, else an iterator over a snapshot of
 * t's keys in the total order above, skipping keys whose value became nil. */
static int ordered_pairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_callk(L, 1, 3, 0, pairs_continued); /* __pairs may yield, as with Lua's own pairs */
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_Integer count = 0;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        count++;
    }
    if ((size_t)count > ((size_t)-1) / sizeof(key_entry)) return luaL_error(L, "pairs: table too large");
    luaL_checkstack(L, 8, "pairs");
    /* 2: the keys, in the table's own order until sorted in place below */
    lua_createtable(L, count > INT32_MAX ? 0 : (int)count, 0);
    key_entry small[SMALL_TABLE];
    key_entry *entries = count <= SMALL_TABLE ? small : lua_newuserdatauv(L, (size_t)count * sizeof(key_entry), 0);
    lua_Integer slot = 0;
    int sorted = 1;
    lua_pushnil(L);
    while (lua_next(L, 1)) {
        lua_pop(L, 1);
        key_entry *entry = &entries[slot++];
        memset(entry, 0, sizeof *entry);
        entry->slot = slot;
        switch (lua_type(L, -1)) {
        case LUA_TNUMBER:
            entry->rank = RANK_NUMBER;
            entry->is_integer = lua_isinteger(L, -1);
            if (entry->is_integer) entry->integer = lua_tointeger(L, -1);
            else entry->number = lua_tonumber(L, -1);
            break;
        case LUA_TSTRING:
            entry->rank = RANK_STRING;
            entry->bytes = lua_tolstring(L, -1, &entry->length); /* anchored by the keys table */
            for (size_t i = 0; i < 8; i++) {
                entry->prefix = entry->prefix << 8 | (i < entry->length ? (unsigned char)entry->bytes[i] : 0);
            }
            break;
        case LUA_TBOOLEAN:
            entry->rank = RANK_BOOLEAN;
            entry->integer = lua_toboolean(L, -1);
            break;
        default:
            entry->rank = RANK_OTHER;
            entry->integer = identity(L, -1);
            break;
        }
        if (slot > 1 && sorted && compare_keys(entry - 1, entry) > 0) sorted = 0;
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, slot);
    }
    if (!sorted) {
        qsort(entries, (size_t)count, sizeof(key_entry), compare_keys);
        /* Position i takes the key at entries[i-1].slot: follow each cycle once. */
        for (lua_Integer start = 1; start <= count; start++) {
            if (entries[start - 1].slot == start || entries[start - 1].slot == 0) continue;
            lua_rawgeti(L, 2, start);
            lua_Integer position = start;
            for (;;) {
                lua_Integer from = entries[position - 1].slot;
                entries[position - 1].slot = 0;
                if (from == start) break;
                lua_rawgeti(L, 2, from);
                lua_rawseti(L, 2, position);
                position = from;
            }
            lua_rawseti(L, 2, position);
        }
    }
    lua_settop(L, 2);
    lua_pushinteger(L, count);
    lua_pushinteger(L, 0);
    lua_pushvalue(L, 1);
    lua_pushcclosure(L, ordered_next, 4);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

static int order_protected(lua_State *L) {
    lua_createtable(L, 0, 2);
    lua_createtable(L, 0, 0); /* the identities, shared */
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_pushcclosure(L, stable_id, 1);
    lua_setfield(L, -3, "id");
    lua_pushcclosure(L, ordered_pairs, 1);
    lua_setfield(L, -2, "pairs");
    return 1;
}

int clua_order_functions(lua_State *L) { return clua_ref_made(L, order_protected); }
