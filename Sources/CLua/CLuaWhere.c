/*
 * Where the user's code is: the frames of chunks that are not the host's
 * own, and their "file:line" as error positions show it. Reads only: never
 * allocates in Lua, never raises, so a signal handler and the allocator may
 * ask too.
 */
#include "CLuaWhere.h"

#include <stdio.h>
#include <string.h>

void clua_set_own_chunks(clua_host *h, const char *prefix) {
    size_t length = strlen(prefix);
    if (length >= sizeof h->own_chunks) length = 0;
    memcpy(h->own_chunks, prefix, length);
    h->own_chunks[length] = '\0';
}

int clua_own_chunk(lua_State *L, const char *source) {
    const char *prefix = clua_hostof(L)->own_chunks;
    if (prefix[0] == '\0') return 0;
    while (*prefix != '\0' && *prefix == *source) prefix++, source++;
    return *prefix == '\0';
}

/* Whether the frame `ar` describes is user code with a line. Fills ar's
 * source and line. */
static int is_user_frame(lua_State *L, lua_Debug *ar) {
    lua_getinfo(L, "Sl", ar);
    return ar->currentline > 0 && !clua_own_chunk(L, ar->source);
}

/* The outermost level there is, found in O(depth log depth) as luaL_traceback does. */
static int last_level(lua_State *L) {
    lua_Debug ar;
    int low = 1, high = 1;
    while (lua_getstack(L, high, &ar)) {
        low = high;
        if (high > (1 << 29)) return high;
        high *= 2;
    }
    while (low < high) {
        int middle = (low + high) / 2;
        if (lua_getstack(L, middle, &ar)) low = middle + 1;
        else high = middle;
    }
    return low - 1;
}

int clua_user_level(lua_State *L, int level, lua_Debug *ar) {
    int top = level + WALK_TOP;
    for (; level < top; level++) {
        if (!lua_getstack(L, level, ar)) return -1;
        if (is_user_frame(L, ar)) return level;
    }
    int last = last_level(L);
    if (last - WALK_BOTTOM + 1 > level) level = last - WALK_BOTTOM + 1;
    for (; level <= last; level++)
        if (lua_getstack(L, level, ar) && is_user_frame(L, ar)) return level;
    return -1;
}

int clua_push_where(lua_State *L, int level) {
    lua_Debug ar;
    if (clua_user_level(L, level, &ar) < 0) return 0;
    lua_pushfstring(L, "%s:%d", ar.source[0] == '@' ? ar.source + 1 : ar.short_src, ar.currentline);
    return 1;
}

int clua_where(lua_State *L, char *buffer, size_t size) {
    lua_Debug ar;
    if (clua_user_level(L, 0, &ar) < 0) return 0;
    snprintf(buffer, size, "%s:%d", ar.source[0] == '@' ? ar.source + 1 : ar.short_src, ar.currentline);
    return 1;
}
