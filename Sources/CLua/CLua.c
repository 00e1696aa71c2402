/*
 * The C half of flowrun's Lua bridge. See include/CLua.h for the rules.
 * Every function here that can raise runs inside a protected call or in the
 * trampoline, after the Swift callback has returned.
 */
#include "CLua.h"
#include "CLuaHost.h"
#include "CLuaTesting.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <pthread.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------- accessors */

lua_State *clua_host_state(const clua_host *h) { return h->L; }
void *clua_host_owner(const clua_host *h) { return h->owner; }
void clua_host_set_owner(clua_host *h, void *owner) { h->owner = owner; h->warn_context = owner; }
size_t clua_host_used(const clua_host *h) { return h->used; }
size_t clua_host_peak(const clua_host *h) { return h->peak; }
size_t clua_host_limit(const clua_host *h) { return h->limit; }
long clua_host_live_refs(const clua_host *h) { return h->live_refs; }
int clua_host_callback_depth(const clua_host *h) { return h->callback_depth; }
int clua_host_system_refused(const clua_host *h) { return h->system_refused; }

/* ------------------------------------------------------------- allocator */

static lua_State *innermost_running(clua_host *h);

/* Lua raises LUA_ERRMEM without calling the message handler, so the cap
 * notes where the flow was when it refused (clua_where never allocates).
 * A refusal outside the flow's code (a handler re-raising the error, which
 * needs memory too) keeps the place of the one before it. */
static void note_refusal(clua_host *h) {
    if (h->L == NULL || h->closing) return;
    char where[sizeof h->refused_where];
    if (clua_where(innermost_running(h), where, sizeof where)) memcpy(h->refused_where, where, sizeof where);
}

const char *clua_memory_where(clua_host *h) {
    return h->refused_where[0] ? h->refused_where : NULL;
}

void clua_memory_forget(clua_host *h) {
    h->refused_where[0] = '\0';
    h->system_refused = 0;
}

/* The arena: a host's first small blocks (its start-up: the libraries, the
 * sandbox, the embedder's API, most of which live as long as the host) are
 * bump-allocated from one block and freed all at once when the host closes;
 * freeing one of them alone is a no-op, so at most CLUA_ARENA_SIZE bytes are
 * kept unused. Past it, blocks come from malloc. Allocating and freeing those
 * objects one by one with malloc would be a third of the start and close of
 * a fresh flow session (flowrun.host_start_us). The cap counts every byte. */
#define CLUA_ARENA_SIZE (256 * 1024)
#define CLUA_ARENA_LARGEST 512

static inline int in_arena(const clua_host *h, const void *p) {
    return (const char *)p >= h->arena && (const char *)p < h->arena_end;
}

static void *arena_alloc(clua_host *h, size_t size) {
    size_t rounded = (size + 15) & ~(size_t)15;
    if (size > CLUA_ARENA_LARGEST || (size_t)(h->arena_end - h->arena_top) < rounded) return NULL;
    void *p = h->arena_top;
    h->arena_top += rounded;
    return p;
}

/* Blocks of hosts outside a template slot: the arena, then malloc. */
static void *system_alloc(clua_host *h, void *ptr, size_t old, size_t nsize) {
    int arena_block = ptr != NULL && in_arena(h, ptr);
    if (nsize == 0) {
        if (!arena_block) free(ptr);
        return NULL;
    }
    void *p;
    if (arena_block) {
        if (nsize <= old) return ptr; /* shrinking in place */
        p = arena_alloc(h, nsize);
        if (p == NULL) p = malloc(nsize);
        if (p != NULL) memcpy(p, ptr, old);
        return p;
    }
    if (ptr == NULL && (p = arena_alloc(h, nsize)) != NULL) return p;
    return realloc(ptr, nsize);
}

static void *host_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_host *h = ud;
    size_t old = ptr ? osize : 0; /* without ptr, osize is a type tag */
    if (nsize == 0) {
        if (h->region != NULL) clua_region_alloc(h, ptr, old, 0);
        else system_alloc(h, ptr, old, 0);
        h->used -= old;
        return NULL;
    }
    if (h->limit && nsize > old && h->used - old + nsize > h->limit) {
        note_refusal(h);
        return NULL;
    }
    void *p = h->region != NULL ? clua_region_alloc(h, ptr, old, nsize) : system_alloc(h, ptr, old, nsize);
    if (p == NULL) {
        h->system_refused = 1;
        note_refusal(h);
        return NULL;
    }
    h->used = h->used - old + nsize;
    if (h->used > h->peak) h->peak = h->used;
    return p;
}

/* --------------------------------------------------------------- warnings */

static void host_warn(void *ud, const char *piece, int tocont) {
    clua_host *h = ud;
    size_t length = strlen(piece);
    if (h->warning_length == 0 && !tocont && piece[0] == '@') return; /* control message */
    char *grown = realloc(h->warning, h->warning_length + length + 1);
    if (grown == NULL) return; /* a warning is not worth failing for */
    memcpy(grown + h->warning_length, piece, length);
    h->warning = grown;
    h->warning_length += length;
    h->warning[h->warning_length] = '\0';
    if (tocont) return;
    if (h->warn) h->warn(h->warn_context, h->warning, h->warning_length);
    h->warning_length = 0;
}

/* ------------------------------------------------------ traceback handler */

/* Stack walks. lua_getstack is linear in the level it is asked for, so a
 * loop over every level is quadratic in the stack's depth: after a stack
 * overflow (200,000 frames) such a walk would run for minutes. Every walk here
 * looks at the WALK_TOP innermost levels and then the WALK_BOTTOM outermost
 * ones, as luaL_traceback does: linear in the depth. */
enum { WALK_TOP = 64, WALK_BOTTOM = 16 };

/* Whether the frame `ar` describes is user code with a line: chunks named
 * "=[...]" are flowrun's own. Fills ar's source and line. */
static int is_user_frame(lua_State *L, lua_Debug *ar) {
    lua_getinfo(L, "Sl", ar);
    return ar->currentline > 0 && !(ar->source[0] == '=' && ar->source[1] == '[');
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

/* The level of the innermost user frame at or above `level` (filling `ar`),
 * or -1. */
static int user_level(lua_State *L, int level, lua_Debug *ar) {
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

/* Pushes "file:line" of the innermost user frame at or above `level`, or
 * nothing. Returns whether it pushed. */
static int push_where(lua_State *L, int level) {
    lua_Debug ar;
    if (user_level(L, level, &ar) < 0) return 0;
    lua_pushfstring(L, "%s:%d", ar.source[0] == '@' ? ar.source + 1 : ar.short_src, ar.currentline);
    return 1;
}

int clua_where(lua_State *L, char *buffer, size_t size) {
    lua_Debug ar;
    if (user_level(L, 0, &ar) < 0) return 0;
    snprintf(buffer, size, "%s:%d", ar.source[0] == '@' ? ar.source + 1 : ar.short_src, ar.currentline);
    return 1;
}

/* ------------------------------------------------- naming the API called */

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

/* A method of a flowrun object that its checking wrapper tail-called (so
 * the frame has no name): `kind:name` from the `__name` and
 * `__method_names` of its `self`'s class. */
static int tail_called_method(lua_State *L, lua_Debug *ar, char *name, size_t size) {
    int top = lua_gettop(L), found = 0;
    if (!lua_checkstack(L, 8)) return 0;
    lua_getinfo(L, "f", ar); /* top + 1: the method */
    if (lua_getlocal(L, ar, 1) != NULL && lua_getmetatable(L, -1) /* top + 3: its class */
        && push_raw_field(L, top + 3, "__method_names") == LUA_TTABLE) {
        lua_pushvalue(L, top + 1);
        if (lua_rawget(L, -2) == LUA_TSTRING && push_raw_field(L, top + 3, "__name") == LUA_TSTRING) {
            snprintf(name, size, "%s:%s", lua_tostring(L, -1), lua_tostring(L, -2));
            found = 1;
        }
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
    int user = user_level(L, 1, &ar);
    if (user < 0 || !lua_checkstack(L, 4)) return 0;
    name_search *s = calloc(1, sizeof *s);
    if (s == NULL) return 0;
    int found = 0;
    /* From the frame the user called inwards, flowrun's own Lua functions
     * (not pcall and the like): the first one the globals hold. */
    for (int level = user - 1; level >= 1 && level > user - WALK_TOP && !found; level--) {
        if (!lua_getstack(L, level, &ar)) break;
        lua_getinfo(L, "S", &ar);
        if (strcmp(ar.what, "Lua") != 0 || ar.source[0] != '=' || ar.source[1] != '[') continue;
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
            /* A method of a flowrun object: named by the object's kind. */
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
    if (user_level(L, 0, &ar) < 0 || !lua_checkstack(L, 4)) return 0;
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

/* Replaces the error value on top by its own __tostring text when it has
 * one that works, so every path reports it the same way. */
static void use_own_text(lua_State *L) {
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

/* The message handler of every protected call: returns a record
 * {value, traceback, where, text} so Swift keeps the original error value
 * (a string one with the host's advice); text is the value's own
 * __tostring, when it has one. */
static int msgh(lua_State *L) {
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
    if (push_where(L, 1)) lua_rawseti(L, -2, CLUA_ERROR_WHERE);
    if (bytes > 0) {
        lua_pushinteger(L, (lua_Integer)bytes);
        lua_rawseti(L, -2, CLUA_ERROR_BYTES);
    }
    return 1;
}

/* ------------------------------------------------------------ Swift boxes */

static void fixed_release(clua_host *h, int slot);
static int fixed_take(lua_State *L, clua_host *h);
static const lua_CFunction fixed_trampolines[CLUA_FIXED_SLOTS];

/* A box's finalizer: releases its Swift function, unless the host's
 * checkpoint owns it (then a rewind brings the box back, still valid). */
static int box_gc(lua_State *L) {
    clua_box *b = lua_touserdata(L, 1);
    if (b == NULL) return 0;
    clua_host *h = clua_hostof(L);
    if (!b->pinned) clua_forget_box(h, b);
    void *box = b->box;
    if (box == NULL) return 0;
    b->box = NULL;
    if (b->slot >= 0) fixed_release(h, b->slot);
    if (!b->pinned) h->release(box);
    return 0;
}

static int trampoline(lua_State *L);

/* Pushes a C closure over the Swift box of staging item `index`: through a
 * fixed trampoline while the host has one free, else the general one. The
 * box is owned by the userdata (and so by Lua's collector) from the moment
 * the metatable is set. */
static void push_box(lua_State *L, clua_host *h, size_t index) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->box_mt_ref);
    clua_box *b = lua_newuserdatauv(L, sizeof *b, 0);
    b->box = h->items[index].u.box;
    b->slot = b->record = -1;
    b->pinned = 0;
    h->items[index].kind = CLUA_STAGE_DONE;
    if (h->region != NULL) clua_record_box(h, b);
    lua_rotate(L, -2, 1);
    lua_setmetatable(L, -2);
    int slot = fixed_take(L, h);
    if (slot >= 0) {
        /* Should making the closure fail, the userdata is garbage and its
         * finalizer releases the slot as for any other. */
        h->fixed[slot] = b->box;
        b->slot = slot;
    }
    lua_pushcclosure(L, slot >= 0 ? fixed_trampolines[slot] : trampoline, 1);
}

/* ---------------------------------------------------------------- staging */

void clua_stage_begin(clua_host *h) {
    for (size_t i = h->pushed; i < h->count; i++)
        if (h->items[i].kind == CLUA_STAGE_FUNCTION) h->release(h->items[i].u.box);
    h->count = h->pushed = h->frame;
    h->byte_count = h->byte_frame;
}

int clua_stage_append(clua_host *h, clua_stage_item item) {
    if (h->count == h->capacity) {
        size_t capacity = h->capacity ? h->capacity * 2 : 16;
        clua_stage_item *grown = realloc(h->items, capacity * sizeof *grown);
        if (grown == NULL) return 0;
        h->items = grown;
        h->capacity = capacity;
    }
    h->items[h->count++] = item;
    return 1;
}

int clua_stage_string(clua_host *h, const char *bytes, size_t length) {
    if (h->byte_capacity - h->byte_count < length) {
        size_t capacity = h->byte_capacity ? h->byte_capacity : 256;
        while (capacity - h->byte_count < length) capacity *= 2;
        char *grown = realloc(h->bytes, capacity);
        if (grown == NULL) return 0;
        h->bytes = grown;
        h->byte_capacity = capacity;
    }
    if (length) memcpy(h->bytes + h->byte_count, bytes, length);
    clua_stage_item item = { .kind = CLUA_STAGE_STRING };
    item.u.string.offset = h->byte_count;
    item.u.string.length = length;
    h->byte_count += length;
    return clua_stage_append(h, item);
}

/* Pushes one item without allocating; returns 0 for kinds that allocate. */
static int push_simple(lua_State *L, const clua_stage_item *item) {
    switch (item->kind) {
    case CLUA_STAGE_NIL: lua_pushnil(L); return 1;
    case CLUA_STAGE_BOOLEAN: lua_pushboolean(L, item->u.boolean); return 1;
    case CLUA_STAGE_INTEGER: lua_pushinteger(L, item->u.integer); return 1;
    case CLUA_STAGE_NUMBER: lua_pushnumber(L, item->u.number); return 1;
    case CLUA_STAGE_REF: lua_rawgeti(L, LUA_REGISTRYINDEX, item->u.ref); return 1;
    case CLUA_STAGE_INDEX: lua_pushvalue(L, item->u.index); return 1;
    default: return 0;
    }
}

/* Replays the staging list onto the stack. May raise: C frames only. Each
 * item is copied out first: pushing may run a finalizer that calls Swift,
 * which stages in a frame of its own and may move the list. */
static void replay(lua_State *L, clua_host *h) {
    luaL_checkstack(L, (int)(h->count - h->pushed) + 1, "too many values for Lua");
    for (; h->pushed < h->count; h->pushed++) {
        clua_stage_item item = h->items[h->pushed];
        if (push_simple(L, &item)) continue;
        switch (item.kind) {
        case CLUA_STAGE_STRING:
            lua_pushlstring(L, h->bytes + item.u.string.offset, item.u.string.length);
            break;
        case CLUA_STAGE_NEWTABLE: lua_newtable(L); break;
        case CLUA_STAGE_SETTABLE: lua_rawset(L, -3); break;
        case CLUA_STAGE_FUNCTION: push_box(L, h, h->pushed); break;
        default: break;
        }
    }
    h->count = h->pushed = h->frame;
    h->byte_count = h->byte_frame;
}

static int replay_protected(lua_State *L) {
    int base = lua_gettop(L);
    replay(L, clua_hostof(L));
    return lua_gettop(L) - base;
}

/* Every replay runs protected and, when it fails part-way, empties the
 * staging list (releasing the boxes not yet pushed): the list is always
 * empty between uses, so no later call can replay another call's leftovers. */
int clua_push_staged(lua_State *L) {
    clua_host *h = clua_hostof(L);
    if (h->count == h->pushed) return LUA_OK;
    if (!lua_checkstack(L, 1)) {
        clua_stage_begin(h);
        return LUA_ERRMEM;
    }
    lua_pushcfunction(L, replay_protected);
    int status = lua_pcall(L, 0, LUA_MULTRET, 0);
    if (status != LUA_OK) clua_stage_begin(h);
    return status;
}

/* Called with a function and its pushed arguments: adds the staged ones and calls it. */
static int call_replayed(lua_State *L) {
    replay(L, clua_hostof(L));
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* lua_pcall with the traceback handler, which sits at CLUA_MSGH_SLOT of the
 * main thread outside callbacks and is fetched from the registry elsewhere. */
static int pcall_handled(lua_State *L, int nargs) {
    clua_host *h = clua_hostof(L);
    if (L == h->L && h->callback_depth == 0) return lua_pcall(L, nargs, LUA_MULTRET, CLUA_MSGH_SLOT);
    if (!lua_checkstack(L, 1)) {
        lua_pop(L, nargs + 1);
        return LUA_ERRMEM;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->msgh_ref);
    int msgh_index = lua_gettop(L) - nargs - 1;
    lua_rotate(L, msgh_index, 1); /* the handler goes below the function */
    int status = lua_pcall(L, nargs, LUA_MULTRET, msgh_index);
    lua_remove(L, msgh_index);
    return status;
}

/* Kept out of line: inlined, it makes clua_call_end's frame, on every call
 * from Swift, 20% slower. */
static int __attribute__((noinline)) pcall_staged(lua_State *L, int nargs) {
    clua_host *h = clua_hostof(L);
    if (h->count == h->pushed) return pcall_handled(L, nargs);
    if (!lua_checkstack(L, 2)) {
        lua_pop(L, nargs + 1);
        clua_stage_begin(h);
        return LUA_ERRMEM;
    }
    lua_pushcfunction(L, call_replayed);
    lua_rotate(L, -(nargs + 2), 1); /* below the function: it gets the function and arguments */
    int status = pcall_handled(L, nargs + 1);
    if (status != LUA_OK) clua_stage_begin(h);
    return status;
}

int clua_call_begin(lua_State *L, int ref, int room) {
    int base = lua_gettop(L);
    if (!lua_checkstack(L, room + 1)) return -1;
    if (ref == LUA_NOREF) lua_pushnil(L);
    else lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    return base;
}

int clua_call_end(lua_State *L, int base, int nargs) {
    clua_host *h = clua_hostof(L);
    int status;
    /* The common case (pcall_staged's own first test) calls lua_pcall from
     * this frame: through pcall_staged, a call from Swift is 8% slower. */
    if (h->count == h->pushed && L == h->L && h->callback_depth == 0)
        status = lua_pcall(L, nargs, LUA_MULTRET, CLUA_MSGH_SLOT);
    else
        status = pcall_staged(L, nargs);
    return status == LUA_OK ? lua_gettop(L) - base : -status;
}

/* ------------------------------------------------------------- trampoline */

/* The only way Lua calls Swift: Swift runs and returns its result count or a
 * raise code; then this C frame pushes the staged results or raises the
 * staged error. */

/* What a callback left for C to do: push its staged results, or make its
 * staged error the one to raise (left on top). Returns the result count, or
 * -1 to raise. */
static int __attribute__((noinline)) finish_callback(lua_State *L, clua_host *h, int base, int results) {
    if (results < 0) lua_settop(L, base);
    if (h->count != h->pushed) {
        int before = lua_gettop(L);
        if (clua_push_staged(L) != LUA_OK) return -1; /* the error is on top; the frame is empty again */
        if (results >= 0) results += lua_gettop(L) - before;
    }
    if (results >= 0) return results;
    if (results == CLUA_RAISE_HERE && lua_type(L, -1) == LUA_TSTRING && push_where(L, 1)) {
        lua_pushliteral(L, ": ");
        lua_rotate(L, -3, 2);
        lua_concat(L, 3);
    }
    return -1;
}

static inline __attribute__((always_inline)) int run_callback(lua_State *L, clua_host *h, void *box) {
    int base = lua_gettop(L); /* the arguments; Swift may push plain results above them */
    h->callback_depth++;
    int results = h->dispatch(L, box, h->owner, base);
    h->callback_depth--;
    return results >= 0 && h->count == h->pushed ? results : finish_callback(L, h, base, results);
}

/* Items waiting mean a replay is under way and a finalizer called in: the
 * callback stages in a frame of its own, above them, and the replay then
 * goes on with its own items. */
static int __attribute__((noinline)) run_nested_callback(lua_State *L, clua_host *h, void *box) {
    size_t frame = h->frame, byte_frame = h->byte_frame, pushed = h->pushed;
    h->frame = h->pushed = h->count;
    h->byte_frame = h->byte_count;
    int results = run_callback(L, h, box);
    h->frame = frame;
    h->byte_frame = byte_frame;
    h->pushed = pushed;
    return results;
}

/* Finalizers run while the state closes: Swift is tearing down, so they
 * call nothing. */
static int dispatch_closing(lua_State *L, void *box, void *owner, int nargs) {
    (void)L, (void)box, (void)owner, (void)nargs;
    return 0;
}

/* Calls the Swift function `box` (NULL once released) for the trampoline
 * Lua called. */
static int __attribute__((noinline)) call_box(lua_State *L, clua_host *h, void *box) {
    if (box == NULL) return h->dispatch == dispatch_closing ? 0 : luaL_error(L, "the Swift function was released");
    int results = h->count == h->pushed ? run_callback(L, h, box) : run_nested_callback(L, h, box);
    return results >= 0 ? results : lua_error(L);
}

/* The general trampoline: the box is found through the closure's upvalue. */
static int trampoline(lua_State *L) {
    clua_box *b = lua_touserdata(L, lua_upvalueindex(1));
    return call_box(L, clua_hostof(L), b->box);
}

/* ------------------------------------------------------ fixed trampolines */

/* Finding the box through the closure's upvalue (lua_touserdata on a
 * pseudo-index) is an eighth of a call from Lua. So each host gives its
 * first functions a trampoline each, wired at compile time to one slot of
 * the host's `fixed` table: the box is one load away. The closure still
 * holds the userdata, which owns the box.
 *
 * A released slot is reused only once its userdata is freed, not merely
 * finalized: a finalizer may resurrect the closure, which must then keep
 * failing as released instead of running the slot's next function. Lua
 * drops a weak key only when its object is freed, so the registry table
 * `fixed_owners` (userdata -> slot, weak keys) tells which released slots
 * are free again. */

enum { FIXED_FREE, FIXED_USED, FIXED_RELEASED };

static void fixed_release(clua_host *h, int slot) {
    h->fixed[slot] = NULL;
    h->fixed_state[slot] = FIXED_RELEASED;
    h->fixed_releases++;
}

/* Frees the released slots whose userdata Lua has freed. */
static void fixed_reclaim(lua_State *L, clua_host *h) {
    unsigned char owned[CLUA_FIXED_SLOTS] = { 0 };
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->fixed_owners_ref);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_Integer slot = lua_tointeger(L, -1);
        if (slot >= 0 && slot < CLUA_FIXED_SLOTS) owned[slot] = 1;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    for (int slot = CLUA_FIXED_SLOTS - 1; slot >= 0; slot--) {
        if (h->fixed_state[slot] != FIXED_RELEASED || owned[slot]) continue;
        h->fixed_state[slot] = FIXED_FREE;
        h->fixed_free[h->fixed_free_count++] = slot;
    }
    h->fixed_releases = 0;
}

/* Takes a free slot for the userdata on top, or returns -1. A reclaim runs
 * when the slots are gone and enough have been released since the last.
 * Nothing between reading the slot and taking it runs the collector (raw
 * gets and sets, pushes of existing values), so no finalizer can take the
 * same slot in between. */
static int fixed_take(lua_State *L, clua_host *h) {
    luaL_checkstack(L, 4, "too many values for Lua");
    if (h->fixed_free_count == 0 && h->fixed_releases >= CLUA_FIXED_RECLAIM) fixed_reclaim(L, h);
    if (h->fixed_free_count == 0) return -1;
    int slot = h->fixed_free[h->fixed_free_count - 1];
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->fixed_owners_ref);
    lua_pushvalue(L, -2);
    lua_pushinteger(L, slot);
    lua_rawset(L, -3); /* may raise: nothing is taken yet */
    lua_pop(L, 1);
    h->fixed_free_count--;
    h->fixed_state[slot] = FIXED_USED;
    return slot;
}

int clua_fixed_slot(lua_State *L, int index) {
    lua_CFunction f = lua_tocfunction(L, index);
    for (int slot = 0; f != NULL && slot < CLUA_FIXED_SLOTS; slot++)
        if (fixed_trampolines[slot] == f) return slot;
    return -1;
}

#define FIXED(a, b) \
    static int fixed_##a##_##b(lua_State *L) { \
        clua_host *h = clua_hostof(L); \
        return call_box(L, h, h->fixed[(a) * 16 + (b)]); \
    }
#define FIXED_ROW(a) \
    FIXED(a, 0) FIXED(a, 1) FIXED(a, 2) FIXED(a, 3) FIXED(a, 4) FIXED(a, 5) FIXED(a, 6) FIXED(a, 7) \
    FIXED(a, 8) FIXED(a, 9) FIXED(a, 10) FIXED(a, 11) FIXED(a, 12) FIXED(a, 13) FIXED(a, 14) FIXED(a, 15)
FIXED_ROW(0) FIXED_ROW(1) FIXED_ROW(2) FIXED_ROW(3) FIXED_ROW(4) FIXED_ROW(5) FIXED_ROW(6) FIXED_ROW(7)
FIXED_ROW(8) FIXED_ROW(9) FIXED_ROW(10) FIXED_ROW(11) FIXED_ROW(12) FIXED_ROW(13) FIXED_ROW(14) FIXED_ROW(15)

#define ENTRY(a, b) fixed_##a##_##b,
#define ENTRY_ROW(a) \
    ENTRY(a, 0) ENTRY(a, 1) ENTRY(a, 2) ENTRY(a, 3) ENTRY(a, 4) ENTRY(a, 5) ENTRY(a, 6) ENTRY(a, 7) \
    ENTRY(a, 8) ENTRY(a, 9) ENTRY(a, 10) ENTRY(a, 11) ENTRY(a, 12) ENTRY(a, 13) ENTRY(a, 14) ENTRY(a, 15)
static const lua_CFunction fixed_trampolines[CLUA_FIXED_SLOTS] = {
    ENTRY_ROW(0) ENTRY_ROW(1) ENTRY_ROW(2) ENTRY_ROW(3) ENTRY_ROW(4) ENTRY_ROW(5) ENTRY_ROW(6) ENTRY_ROW(7)
    ENTRY_ROW(8) ENTRY_ROW(9) ENTRY_ROW(10) ENTRY_ROW(11) ENTRY_ROW(12) ENTRY_ROW(13) ENTRY_ROW(14) ENTRY_ROW(15)
};

/* ----------------------------------------------------------- references */

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

/* ------------------------------------------------------- execution budget */

enum { RUNNING_MAX = 256 };

/* Monotonic seconds no time limit reaches (about 31 million years). */
#define DEADLINE_NEVER 1e15

/* A host's budget. One watchdog thread serves the budgets of every host in
 * the process, under one lock: arming and disarming are a few stores, and
 * wake the watchdog only when a deadline comes sooner than its next wake-up
 * (a thread and a wake-up per host were a sixth of flowrun.host_start_us
 * and of flowrun.shop_cpu_ms_per_test). */
struct clua_budget {
    clua_host *host;
    struct clua_budget *next, *previous; /* the watchdog's list */
    double deadline;                /* CLOCK_MONOTONIC seconds; 0: disarmed */
    double seconds;                 /* the length of the last budget armed */
    int expired;
    lua_State *running[RUNNING_MAX]; /* coroutines being resumed, innermost last */
    int depth;
};

static pthread_mutex_t watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watch_changed;
static pthread_once_t watch_once = PTHREAD_ONCE_INIT;
static int watch_running;               /* the thread started */
static struct clua_budget *watch_list;  /* the budgets of open hosts */
static double watch_wake = DEADLINE_NEVER; /* when the watchdog next looks */

static double monotonic_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The host's one hook (Lua has one per thread): a count event on every
 * instruction once the budget has expired, which raises; and, with line
 * coverage on, a line event on each new line, which counts it (and never
 * raises: the count is kept in C, see CLuaLines.c). */
static void host_hook(lua_State *L, lua_Debug *ar) {
    clua_host *h = clua_hostof(L);
    if (ar->event == LUA_HOOKLINE) {
        clua_lines_hit(h, L, ar);
        return;
    }
    struct clua_budget *b = h->budget;
    if (b != NULL && __atomic_load_n(&b->expired, __ATOMIC_ACQUIRE)) luaL_error(L, CLUA_BUDGET_MESSAGE);
}

/* The hook's mask for `h`: count events while `expired`, line events while coverage counts lines. */
static int hook_mask(clua_host *h, int expired) {
    return (expired ? LUA_MASKCOUNT : 0) | (h->lines != NULL ? LUA_MASKLINE : 0);
}

/* Hooks every thread that may be running Lua now: the budget's count
 * events when `expired`. Called with the lock held. */
static void hook_running(clua_host *h, int expired) {
    int mask = hook_mask(h, expired);
    lua_Hook hook = mask ? host_hook : NULL;
    lua_sethook(h->L, hook, mask, 1);
    if (h->budget != NULL) {
        for (int i = 0; i < h->budget->depth; i++) lua_sethook(h->budget->running[i], hook, mask, 1);
    }
}

int clua_hook_is_lines_only(lua_State *L) { return lua_gethook(L) == host_hook && lua_gethookmask(L) == LUA_MASKLINE; }

/* The process-wide overtime policy (see clua_overtime_set). */
static clua_overtime_fn overtime_handler;
static double overtime_grace;

void clua_overtime_set(double grace, clua_overtime_fn handler) {
    pthread_mutex_lock(&watch_lock);
    overtime_grace = grace;
    __atomic_store_n(&overtime_handler, handler, __ATOMIC_RELEASE);
    watch_wake = 0; /* expired budgets may now have an overtime to watch */
    if (watch_running) pthread_cond_signal(&watch_changed);
    pthread_mutex_unlock(&watch_lock);
}

static lua_State *innermost_running(clua_host *h) {
    struct clua_budget *b = h->budget;
    return b != NULL && b->depth > 0 ? b->running[b->depth - 1] : h->L;
}

/* The budget ran out `grace` seconds ago and Lua is still running where no
 * hook fires. The location is read while that code runs on: it is where
 * the flow is stuck (a loop in a finalizer, a C function), so it holds still. */
static void overtime(clua_host *h, struct clua_budget *b) {
    clua_overtime_fn handler = __atomic_load_n(&overtime_handler, __ATOMIC_ACQUIRE);
    if (handler == NULL) return;
    char where[256];
    int known = h->L != NULL && clua_where(innermost_running(h), where, sizeof where);
    /* What the program printed so far still goes out before a handler ends
     * it, unless the stuck thread holds standard output (waiting could hang). */
    if (ftrylockfile(stdout) == 0) {
        fflush_unlocked(stdout);
        funlockfile(stdout);
    }
    handler(known ? where : NULL, b->seconds, h->closing);
}

/* When `b` next needs the watchdog (DEADLINE_NEVER: not until it changes);
 * expires it, or reports its overtime, when that time has come. Called
 * with the lock held. */
static double budget_check(struct clua_budget *b, double now) {
    if (b->deadline == 0) return DEADLINE_NEVER;
    int hard = b->expired && __atomic_load_n(&overtime_handler, __ATOMIC_ACQUIRE) != NULL;
    if (b->expired && !hard) return DEADLINE_NEVER;
    double target = hard ? b->deadline + overtime_grace : b->deadline;
    /* A deadline a timespec cannot hold (an infinite or enormous time
     * limit) never comes. */
    if (!(target < DEADLINE_NEVER)) return DEADLINE_NEVER;
    if (now < target) return target;
    if (!b->expired) {
        __atomic_store_n(&b->expired, 1, __ATOMIC_RELEASE);
        if (!b->host->closing) hook_running(b->host, 1);
        return budget_check(b, now);
    }
    overtime(b->host, b);
    b->deadline = 0; /* a handler that returns gives up on this call */
    return DEADLINE_NEVER;
}

static void *watchdog(void *arg) {
    (void)arg;
    pthread_mutex_lock(&watch_lock);
    for (;;) {
        double now = monotonic_now(), next = DEADLINE_NEVER;
        for (struct clua_budget *b = watch_list; b != NULL; b = b->next) {
            double due = budget_check(b, now);
            if (due < next) next = due;
        }
        watch_wake = next;
        if (next >= DEADLINE_NEVER) {
            pthread_cond_wait(&watch_changed, &watch_lock);
            continue;
        }
        struct timespec until;
        until.tv_sec = (time_t)next;
        until.tv_nsec = (long)((next - (double)until.tv_sec) * 1e9);
        pthread_cond_timedwait(&watch_changed, &watch_lock, &until);
    }
    return NULL;
}

static void watch_cond_init(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&watch_changed, &attributes);
    pthread_condattr_destroy(&attributes);
}

/* A fork copies the budgets but not the watchdog's thread: the lock is
 * held across the fork so the child gets it in a known state, and the
 * child starts a watchdog of its own when it next arms a budget. */
static void watch_before_fork(void) { pthread_mutex_lock(&watch_lock); }
static void watch_after_fork_parent(void) { pthread_mutex_unlock(&watch_lock); }
static void watch_after_fork_child(void) {
    watch_running = 0;
    watch_wake = DEADLINE_NEVER;
    watch_cond_init();
    pthread_mutex_unlock(&watch_lock);
}

static void watch_init(void) {
    watch_cond_init();
    pthread_atfork(watch_before_fork, watch_after_fork_parent, watch_after_fork_child);
}

/* Gives `h` a budget on the watchdog's list, starting the watchdog the
 * first time. Called with the lock held. */
static int budget_start(clua_host *h) {
    pthread_once(&watch_once, watch_init);
    if (!watch_running) {
        pthread_t thread;
        if (pthread_create(&thread, NULL, watchdog, NULL) != 0) return 0;
        pthread_detach(thread);
        watch_running = 1;
    }
    struct clua_budget *b = calloc(1, sizeof *b);
    if (b == NULL) return 0;
    b->host = h;
    b->next = watch_list;
    if (watch_list != NULL) watch_list->previous = b;
    watch_list = b;
    h->budget = b;
    return 1;
}

/* Sets `b`'s deadline `seconds` from now, waking the watchdog only when it
 * would look too late. Called with the lock held. */
static void budget_set(struct clua_budget *b, double seconds) {
    b->deadline = monotonic_now() + seconds;
    b->seconds = seconds;
    b->expired = 0;
    if (b->deadline < watch_wake) {
        watch_wake = b->deadline;
        pthread_cond_signal(&watch_changed);
    }
}

/* The host whose budget this thread armed: where a crash report looks (a
 * crash signal arrives on the thread that faulted; hosts on other threads
 * arm their own). */
static _Thread_local clua_host *volatile armed_host;

int clua_budget_arm(clua_host *h, double seconds) {
    pthread_mutex_lock(&watch_lock);
    if (h->budget == NULL && !budget_start(h)) {
        pthread_mutex_unlock(&watch_lock);
        return 0;
    }
    armed_host = h;
    budget_set(h->budget, seconds);
    pthread_mutex_unlock(&watch_lock);
    return 1;
}

int clua_budget_disarm(clua_host *h) {
    struct clua_budget *b = h->budget;
    if (b == NULL) return 0;
    if (armed_host == h) armed_host = NULL;
    pthread_mutex_lock(&watch_lock);
    int expired = b->expired;
    b->deadline = 0;
    if (expired) hook_running(h, 0);
    b->expired = 0;
    pthread_mutex_unlock(&watch_lock);
    return expired;
}

void clua_hooks_update(clua_host *h) {
    pthread_mutex_lock(&watch_lock);
    hook_running(h, h->budget != NULL && h->budget->expired);
    pthread_mutex_unlock(&watch_lock);
}

int clua_budget_expired(clua_host *h) {
    return h->budget != NULL && __atomic_load_n(&h->budget->expired, __ATOMIC_ACQUIRE);
}

/* Takes `h`'s budget off the watchdog's list. */
static void budget_stop(clua_host *h) {
    struct clua_budget *b = h->budget;
    if (b == NULL) return;
    pthread_mutex_lock(&watch_lock);
    if (b->previous != NULL) b->previous->next = b->next;
    else watch_list = b->next;
    if (b->next != NULL) b->next->previous = b->previous;
    pthread_mutex_unlock(&watch_lock);
    free(b);
    h->budget = NULL;
}

/* Notes that `co` is about to run, so an expired budget can hook it (hooked
 * at once if the budget has already run out). Returns whether to pop it. */
static int running_push(clua_host *h, lua_State *co) {
    struct clua_budget *b = h->budget;
    if (b == NULL || co == NULL) return 0;
    pthread_mutex_lock(&watch_lock);
    int tracked = b->depth < RUNNING_MAX;
    if (tracked) b->running[b->depth++] = co;
    if (b->expired || h->lines != NULL) lua_sethook(co, host_hook, hook_mask(h, b->expired), 1);
    pthread_mutex_unlock(&watch_lock);
    return tracked;
}

static void running_pop(clua_host *h, int tracked) {
    if (!tracked) return;
    pthread_mutex_lock(&watch_lock);
    h->budget->depth--;
    pthread_mutex_unlock(&watch_lock);
}

/* coroutine.resume, tracking the coroutine it runs; the original is upvalue 1. */
static int tracked_resume(lua_State *L) {
    clua_host *h = clua_hostof(L);
    int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int tracked = running_push(h, lua_tothread(L, 2));
    int status = lua_pcall(L, n, LUA_MULTRET, 0);
    running_pop(h, tracked);
    if (status != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

/* ------------------------------------------------------------- coroutines */

/* Pushes a new table with weak keys. */
static void push_weak_keyed(lua_State *L) {
    lua_createtable(L, 0, 0);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
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
    int tracked = running_push(h, co);
    int results = 0;
    status = lua_resume(co, L, start ? n - 1 : n, &results);
    running_pop(h, tracked);
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
    use_own_text(L);
    /* After the error value: the coroutine's traceback, or nil. */
    lua_pushcfunction(L, coroutine_traceback);
    lua_pushlightuserdata(L, co);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        lua_pushnil(L);
    }
    return status;
}

/* ----------------------------------------------------------------- chunks */

int clua_load(lua_State *L, const char *bytes, size_t length, const char *chunkname) {
    if (!lua_checkstack(L, 1)) return LUA_ERRMEM;
    return luaL_loadbufferx(L, bytes, length, chunkname, "t");
}

/* --------------------------------------------------------------- the host */

void clua_collector_run(lua_State *L, int running) {
    if (!running) {
        lua_gc(L, LUA_GCSTOP);
        return;
    }
    lua_gc(L, LUA_GCRESTART);
    /* As after a collection: the next cycle waits until memory has doubled
     * (a negative step only adds to the allocation allowed before the next one). */
    lua_gc(L, LUA_GCSTEP, -lua_gc(L, LUA_GCCOUNT));
}

static int open_protected(lua_State *L) {
    clua_host *h = clua_hostof(L);
    lua_gc(L, LUA_GCSTOP);
    luaL_openlibs(L);
    lua_pushcfunction(L, msgh);
    h->msgh_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, box_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushliteral(L, "swift function");
    lua_setfield(L, -2, "__name");
    h->box_mt_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    push_weak_keyed(L);
    h->fixed_owners_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    push_weak_keyed(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, CLUA_DRIVEN_THREADS);
    h->driven_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_getglobal(L, "coroutine");
    lua_getfield(L, -1, "resume");
    lua_pushcclosure(L, tracked_resume, 1);
    lua_setfield(L, -2, "resume");
    lua_pop(L, 1);
    clua_track_files(L);
    return 0;
}

/* Opens the state of `h`, a zeroed host (its allocator set up). */
static clua_host *open_host(clua_host *h, size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                            clua_warn_fn warn, void *warn_context) {
    h->limit = limit;
    h->advice_ref = LUA_NOREF;
    for (int slot = CLUA_FIXED_SLOTS - 1; slot >= 0; slot--) h->fixed_free[h->fixed_free_count++] = slot;
    h->dispatch = dispatch;
    h->release = release;
    h->warn = warn;
    h->warn_context = warn_context;
    lua_State *L = lua_newstate(host_alloc, h);
    if (L == NULL) return NULL;
    h->L = L;
    *(clua_host **)lua_getextraspace(L) = h;
    lua_setwarnf(L, host_warn, h);
    lua_pushcfunction(L, open_protected);
    if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
        lua_close(L);
        return NULL;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->msgh_ref); /* stays at CLUA_MSGH_SLOT */
    return h;
}

clua_host *clua_open(size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                     clua_warn_fn warn, void *warn_context) {
    clua_host *h = calloc(1, sizeof *h);
    if (h == NULL) return NULL;
    h->arena = malloc(CLUA_ARENA_SIZE); /* none: every block from malloc */
    h->arena_top = h->arena;
    h->arena_end = h->arena ? h->arena + CLUA_ARENA_SIZE : NULL;
    if (open_host(h, limit, dispatch, release, warn, warn_context) == NULL) {
        free(h->arena);
        free(h);
        return NULL;
    }
    return h;
}

clua_host *clua_open_recording(size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                               clua_warn_fn warn, void *warn_context) {
    clua_host *h = clua_slot_host();
    if (h == NULL) return NULL;
    h->recording = 1;
    if (open_host(h, limit, dispatch, release, warn, warn_context) == NULL) {
        clua_slot_release(h);
        return NULL;
    }
    return h;
}

void clua_close(clua_host *h) {
    if (h == NULL) return;
    if (armed_host == h) armed_host = NULL;
    clua_stage_begin(h);
    /* Finalizers run now, where no hook fires: under a budget that has an
     * overtime handler, a finalizer that never returns still ends. */
    if (h->budget != NULL) {
        struct clua_budget *b = h->budget;
        pthread_mutex_lock(&watch_lock);
        h->closing = 1;
        if (__atomic_load_n(&overtime_handler, __ATOMIC_ACQUIRE) != NULL && b->seconds > 0) budget_set(b, b->seconds);
        pthread_mutex_unlock(&watch_lock);
    }
    h->closing = 1;
    h->dispatch = dispatch_closing;
    lua_close(h->L);
    clua_checkpoint_free(h);
    clua_lines_free(h);
    budget_stop(h); /* the watchdog reads the state only under its lock: no more once it is freed */
    h->L = NULL;
    free(h->items);
    free(h->bytes);
    free(h->warning);
    if (h->region != NULL) {
        clua_slot_release(h);
        return;
    }
    free(h->arena);
    free(h);
}

/* ---------------------------------------------------------- crash reports */

static int crash_fd = -1;
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
static struct sigaction crash_previous[sizeof crash_signals / sizeof crash_signals[0]];

/* Appends `text` as JSON string content: quotes, backslashes and control
 * characters escaped. Returns the new length. */
static size_t json_escaped(char *out, size_t at, size_t size, const char *text) {
    for (; *text && at + 7 < size; text++) {
        unsigned char c = (unsigned char)*text;
        if (c == '"' || c == '\\') { out[at++] = '\\'; out[at++] = (char)c; }
        else if (c < 0x20) at += (size_t)snprintf(out + at, size - at, "\\u%04x", c);
        else out[at++] = (char)c;
    }
    return at;
}

/* Writes {"crashed":{"where":…,"signal":n}} and a newline to the crash
 * descriptor, then lets the previous handler (or the default) end the process. */
static void crash_signal(int sig) {
    char line[512];
    size_t at = (size_t)snprintf(line, sizeof line, "{\"crashed\":{");
    clua_host *h = armed_host;
    char where[256];
    if (h != NULL && h->L != NULL && !h->closing && clua_where(innermost_running(h), where, sizeof where)) {
        at += (size_t)snprintf(line + at, sizeof line - at, "\"where\":\"");
        at = json_escaped(line, at, sizeof line - 40, where);
        at += (size_t)snprintf(line + at, sizeof line - at, "\",");
    }
    at += (size_t)snprintf(line + at, sizeof line - at, "\"signal\":%d}}\n", sig);
    if (crash_fd >= 0 && at < sizeof line) {
        ssize_t ignored = write(crash_fd, line, at);
        (void)ignored;
    }
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        if (crash_signals[i] == sig) sigaction(sig, &crash_previous[i], NULL);
    }
    raise(sig);
}

void clua_crash_report_to(int fd) {
    crash_fd = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, &crash_previous[i]);
    }
}
