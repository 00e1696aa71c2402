/*
 * Loading chunks: text chunks, and the host's own chunks compiled once per
 * process: the compiled form of a chunk is dumped after its first
 * compilation and loaded as binary in the next hosts, which is several
 * times faster than compiling its text again. Only chunks the process
 * compiled itself are ever loaded this way; flows load text chunks only.
 */
#include "CLua.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *bytes;
    size_t length, capacity;
} dump_buffer;

static int dump_writer(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    dump_buffer *buffer = ud;
    if (buffer->length + size > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + size) capacity *= 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 1;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, p, size);
    buffer->length += size;
    return 0;
}

char *clua_dump_function(lua_State *L, int ref, size_t *length) {
    if (!lua_checkstack(L, 1)) return NULL;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    dump_buffer buffer = { NULL, 0, 0 };
    /* lua_dump neither allocates in Lua nor raises: it only calls the writer. */
    int failed = lua_type(L, -1) != LUA_TFUNCTION || lua_dump(L, dump_writer, &buffer, 0) != 0;
    lua_pop(L, 1);
    if (failed) {
        free(buffer.bytes);
        return NULL;
    }
    *length = buffer.length;
    return buffer.bytes;
}

void clua_free_dump(char *bytes) { free(bytes); }

int clua_load_dumped(lua_State *L, const char *bytes, size_t length, const char *chunkname) {
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    return luaL_loadbufferx(L, bytes, length, chunkname, "b");
}

int clua_load(lua_State *L, const char *bytes, size_t length, const char *chunkname) {
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    return luaL_loadbufferx(L, bytes, length, chunkname, "t");
}
