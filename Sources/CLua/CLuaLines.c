/*
 * Line coverage: a line hook counts, per chunk loaded from a file (chunk
 * name "@path"), how many times each line ran, into arrays kept here,
 * outside the Lua state (its memory cap and its checkpoints do not see
 * them). Swift reads them between calls.
 * The hook is the host's one hook (CLuaWatchdog.c), which also serves the
 * execution budget: it only counts here, and never raises.
 *
 * Which lines can run at all comes from a chunk's compiled form: the line
 * of every instruction of the chunk's function and of the functions nested
 * in it (what lua_getinfo's "L" gives for each function, for all of them
 * at once, called or not).
 */
#include "CLuaLines.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Lines past this are not counted (a generated file a million lines long). */
enum { LINES_MAX = 1 << 20 };

struct clua_chunk_lines {
    char *source;       /* the chunk name without its '@' */
    uint64_t *hits;     /* hits[line] */
    size_t size;        /* entries of hits */
};

struct clua_lines {
    struct clua_chunk_lines *chunks;
    size_t count, capacity;
    size_t last;        /* the chunk the last line was in (a cache) */
};

int clua_lines_new(clua_host *h) {
    if (h->lines == NULL) h->lines = calloc(1, sizeof *h->lines);
    return h->lines != NULL;
}

int clua_lines_on(clua_host *h) { return h->lines != NULL; }

static long chunk_for(struct clua_lines *c, const char *source) {
    if (c->last < c->count && strcmp(c->chunks[c->last].source, source) == 0) return (long)c->last;
    for (size_t i = 0; i < c->count; i++) {
        if (strcmp(c->chunks[i].source, source) == 0) return (long)(c->last = i);
    }
    if (c->count == c->capacity) {
        size_t capacity = c->capacity ? c->capacity * 2 : 16;
        struct clua_chunk_lines *grown = realloc(c->chunks, capacity * sizeof *grown);
        if (grown == NULL) return -1;
        c->chunks = grown;
        c->capacity = capacity;
    }
    char *copy = strdup(source);
    if (copy == NULL) return -1;
    c->chunks[c->count] = (struct clua_chunk_lines){ copy, NULL, 0 };
    return (long)(c->last = c->count++);
}

void clua_lines_hit(clua_host *h, lua_State *L, lua_Debug *ar) {
    struct clua_lines *c = h->lines;
    int line = ar->currentline;
    if (c == NULL || line <= 0 || line >= LINES_MAX || !lua_getinfo(L, "S", ar) || ar->source[0] != '@') return;
    long chunk = chunk_for(c, ar->source + 1);
    if (chunk < 0) return;
    struct clua_chunk_lines *lines = &c->chunks[chunk];
    if ((size_t)line >= lines->size) {
        size_t size = lines->size ? lines->size : 64;
        while (size <= (size_t)line) size *= 2;
        uint64_t *grown = realloc(lines->hits, size * sizeof *grown);
        if (grown == NULL) return;
        memset(grown + lines->size, 0, (size - lines->size) * sizeof *grown);
        lines->hits = grown;
        lines->size = size;
    }
    lines->hits[line]++;
}

size_t clua_lines_chunk_count(clua_host *h) { return h->lines ? h->lines->count : 0; }

const char *clua_lines_chunk_source(clua_host *h, size_t chunk) {
    return h->lines && chunk < h->lines->count ? h->lines->chunks[chunk].source : NULL;
}

const uint64_t *clua_lines_chunk_hits(clua_host *h, size_t chunk, size_t *size) {
    if (h->lines == NULL || chunk >= h->lines->count) {
        *size = 0;
        return NULL;
    }
    *size = h->lines->chunks[chunk].size;
    return h->lines->chunks[chunk].hits;
}

void clua_lines_reset(clua_host *h) {
    struct clua_lines *c = h->lines;
    if (c == NULL) return;
    for (size_t i = 0; i < c->count; i++) {
        if (c->chunks[i].hits) memset(c->chunks[i].hits, 0, c->chunks[i].size * sizeof *c->chunks[i].hits);
    }
}

void clua_lines_free(clua_host *h) {
    struct clua_lines *c = h->lines;
    if (c == NULL) return;
    for (size_t i = 0; i < c->count; i++) {
        free(c->chunks[i].source);
        free(c->chunks[i].hits);
    }
    free(c->chunks);
    free(c);
    h->lines = NULL;
}

/* ------------------------------------------------- lines that can run */

typedef struct {
    const unsigned char *p, *end;
    int failed;
    unsigned char *marks;
    size_t size;
} dump_reader;

static unsigned char read_byte(dump_reader *r) {
    if (r->p >= r->end) {
        r->failed = 1;
        return 0;
    }
    return *r->p++;
}

static void skip(dump_reader *r, size_t n) {
    if ((size_t)(r->end - r->p) < n) {
        r->failed = 1;
        r->p = r->end;
    } else {
        r->p += n;
    }
}

/* ldump.c's dumpSize: 7 bits a byte, most significant first, the last byte marked. */
static size_t read_size(dump_reader *r) {
    size_t x = 0;
    for (int i = 0; i < 10 && !r->failed; i++) {
        unsigned char b = read_byte(r);
        x = (x << 7) | (b & 0x7f);
        if (b & 0x80) return x;
    }
    r->failed = 1;
    return 0;
}

static void skip_string(dump_reader *r) {
    size_t size = read_size(r);
    if (size > 0) skip(r, size - 1);
}

static void mark(dump_reader *r, long line) {
    if (line <= 0 || line >= LINES_MAX) return;
    if ((size_t)line >= r->size) {
        size_t size = r->size ? r->size : 64;
        while (size <= (size_t)line) size *= 2;
        unsigned char *grown = realloc(r->marks, size);
        if (grown == NULL) {
            r->failed = 1;
            return;
        }
        memset(grown + r->size, 0, size - r->size);
        r->marks = grown;
        r->size = size;
    }
    r->marks[line] = 1;
}

/* One function of the dump (ldump.c's dumpFunction), its nested ones
 * first: marks the line of each of its instructions as ldebug.c's
 * collectvalidlines does (a vararg function's first instruction,
 * OP_VARARGPREP, left out). */
static void read_function(dump_reader *r, int depth) {
    if (depth > 200) {
        r->failed = 1;
        return;
    }
    skip_string(r);                    /* source */
    long linedefined = (long)read_size(r);
    (void)read_size(r);                /* lastlinedefined */
    (void)read_byte(r);                /* numparams */
    int vararg = read_byte(r);
    (void)read_byte(r);                /* maxstacksize */
    size_t code = read_size(r);
    skip(r, code * 4);
    size_t constants = read_size(r);
    for (size_t i = 0; i < constants && !r->failed; i++) {
        switch (read_byte(r)) {
        case 3: case 19: skip(r, 8); break;        /* integer, float */
        case 4: case 20: skip_string(r); break;    /* short, long string */
        case 0: case 1: case 17: break;            /* nil, false, true */
        default: r->failed = 1;
        }
    }
    size_t upvalues = read_size(r);
    skip(r, upvalues * 3);
    size_t protos = read_size(r);
    for (size_t i = 0; i < protos && !r->failed; i++) read_function(r, depth + 1);
    size_t lineinfo_count = read_size(r);
    const unsigned char *lineinfo = r->p;
    skip(r, lineinfo_count);
    size_t abs_count = read_size(r);
    if (r->failed || abs_count > (size_t)(r->end - r->p)) {
        r->failed = 1;
        return;
    }
    size_t *abs_pc = malloc((abs_count + 1) * sizeof *abs_pc);
    long *abs_line = malloc((abs_count + 1) * sizeof *abs_line);
    if (abs_pc == NULL || abs_line == NULL) r->failed = 1;
    for (size_t i = 0; i < abs_count && !r->failed; i++) {
        abs_pc[i] = read_size(r);
        abs_line[i] = (long)read_size(r);
    }
    if (!r->failed) {
        long line = linedefined;
        size_t k = 0;
        for (size_t pc = 0; pc < lineinfo_count; pc++) {
            signed char delta = (signed char)lineinfo[pc];
            if (delta != -128) {
                line += delta;
            } else {
                while (k < abs_count && abs_pc[k] < pc) k++;
                if (k < abs_count && abs_pc[k] == pc) line = abs_line[k];
            }
            if (!(vararg && pc == 0)) mark(r, line);
        }
    }
    free(abs_pc);
    free(abs_line);
    size_t locals = read_size(r);
    for (size_t i = 0; i < locals && !r->failed; i++) {
        skip_string(r);
        (void)read_size(r);
        (void)read_size(r);
    }
    size_t names = read_size(r);
    for (size_t i = 0; i < names && !r->failed; i++) skip_string(r);
}

unsigned char *clua_lines_executable(lua_State *L, int ref, size_t *size) {
    *size = 0;
    size_t length = 0;
    char *dump = clua_dump_function(L, ref, &length);
    if (dump == NULL) return NULL;
    dump_reader r = { (const unsigned char *)dump, (const unsigned char *)dump + length, 0, NULL, 0 };
    /* The header (ldump.c's dumpHeader): this reader knows Lua 5.4's format
     * with 4-byte instructions and 8-byte integers and numbers. */
    static const unsigned char header[] = { 0x1b, 'L', 'u', 'a', 0x54, 0, 0x19, 0x93, '\r', '\n', 0x1a, '\n', 4, 8, 8 };
    if (length < sizeof header + 16 || memcmp(dump, header, sizeof header) != 0) r.failed = 1;
    else {
        skip(&r, sizeof header + 16);
        (void)read_byte(&r);   /* the main function's upvalue count */
        read_function(&r, 0);
    }
    free(dump);
    if (!r.failed && r.marks == NULL) r.marks = calloc(1, r.size = 1);
    if (r.failed || r.marks == NULL) {
        free(r.marks);
        return NULL;
    }
    *size = r.size;
    return r.marks;
}
