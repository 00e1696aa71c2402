/*
 * Host templates: a host's state after its set-up, copied into later hosts
 * instead of running the set-up again (flowrun.host_start_us: copying the
 * bytes of a state, its libraries, sandbox, bindings and prelude back costs
 * a small part of making them again).
 *
 * A Lua state holds pointers into itself, so a copy is only valid at the
 * address it was taken from. A recording host therefore lives in a *slot*:
 * a region of address space reserved once per process at a fixed place,
 * whose blocks come from the allocator below, and whose clua_host is
 * static (the pointers the state keeps to its host, in each thread's extra
 * space, the allocator and the warning function, stay valid). A template
 * is the slot's used bytes and the host's fields; a host started from it
 * copies them back into the same slot, which must be free. Swift boxes are
 * the only pointers out of the state that differ per host: the template
 * records where each lives, and the new host writes its own boxes there.
 *
 * The allocator: blocks by size class, each class a free list threaded
 * through its free blocks, fresh blocks bump-allocated. Lua gives the old
 * size of each block it frees or grows, so blocks carry no header. Its
 * state lives at the start of the region, so copying the region restores
 * it too. Blocks past the largest class (or once the slot is full) come
 * from malloc, each on a list so that a rewind can free them (see
 * CLuaCheckpoints.c); a host using them cannot be templated.
 */
#include "CLuaTemplates.h"
#include "CLuaWatchdog.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum {
    SLOT_COUNT = 4,
    SMALL_CLASSES = 16,             /* 16, 32, … 256 bytes */
    LARGEST_CLASS_SHIFT = 24,       /* 16 MiB: a table of a million entries */
    CLASS_COUNT = SMALL_CLASSES + 4 * (LARGEST_CLASS_SHIFT - 8), /* then four per doubling */
};
/* Address space, not memory: pages are used as the state grows. A state
 * larger than its slot goes on in malloc's blocks (and cannot be templated).
 * Small, as workers cap their address space. */
#define SLOT_BYTES ((size_t)256 << 20)
#define LARGEST_CLASS_BYTES ((size_t)1 << LARGEST_CLASS_SHIFT)
/* Past this, a closing host gives the rest of its region's pages back. */
#define SLOT_KEPT_BYTES ((size_t)16 << 20)

/* A block from malloc, behind the header that keeps it on its region's list. */
typedef struct outside_block {
    struct outside_block *prev, *next;
} outside_block;

typedef struct region {
    char *top, *end;
    char *floor;                    /* blocks below it are not handed out again (NULL: none) */
    size_t outside;                 /* live blocks from malloc */
    outside_block *outside_list;
    void *free[CLASS_COUNT];
} region;

typedef struct slot {
    char *base;
    int busy;                       /* atomic: a host lives in the slot */
    clua_host host;
} slot;

static slot slots[SLOT_COUNT];
static pthread_once_t slots_once = PTHREAD_ONCE_INIT;

static void slots_reserve(void) {
    char *base = mmap(NULL, SLOT_BYTES * SLOT_COUNT, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) return;
    for (int i = 0; i < SLOT_COUNT; i++) slots[i].base = base + SLOT_BYTES * (size_t)i;
}

static int slot_take(int i) {
    pthread_once(&slots_once, slots_reserve);
    if (slots[i].base == NULL) return 0;
    int expected = 0;
    return __atomic_compare_exchange_n(&slots[i].busy, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static void slot_give_back(int i) { __atomic_store_n(&slots[i].busy, 0, __ATOMIC_RELEASE); }

/* ------------------------------------------------------------ allocator */

static inline int size_class(size_t size) {
    if (size <= 256) return size == 0 ? 0 : (int)((size - 1) >> 4);
    size_t n = size - 1;
    int e = 63 - __builtin_clzl(n);   /* 2^e <= n < 2^(e+1), e >= 8 */
    int quarter = (int)((n - ((size_t)1 << e)) >> (e - 2));
    return SMALL_CLASSES + (e - 8) * 4 + quarter;
}

static inline size_t class_bytes(int c) {
    if (c < SMALL_CLASSES) return (size_t)(c + 1) << 4;
    int e = (c - SMALL_CLASSES) / 4 + 8, quarter = (c - SMALL_CLASSES) % 4;
    return ((size_t)1 << e) + ((size_t)(quarter + 1) << (e - 2));
}

static inline region *region_of(const clua_host *h) { return (region *)h->region; }

static int region_owns(const clua_host *h, const void *p) {
    const char *base = h->region;
    return (const char *)p >= base && (const char *)p < base + SLOT_BYTES;
}

static void *region_take(region *r, size_t size) {
    if (size > LARGEST_CLASS_BYTES) return NULL;
    int c = size_class(size);
    void *p = r->free[c];
    if (p != NULL) {
        r->free[c] = *(void **)p;
        return p;
    }
    size_t bytes = class_bytes(c);
    if ((size_t)(r->end - r->top) < bytes) return NULL;
    p = r->top;
    r->top += bytes;
    return p;
}

static void region_give(region *r, void *p, size_t size) {
    if (r->floor != NULL && (char *)p < r->floor) return;
    int c = size_class(size);
    *(void **)p = r->free[c];
    r->free[c] = p;
}

static void outside_link(region *r, outside_block *b) {
    b->prev = NULL;
    b->next = r->outside_list;
    if (b->next != NULL) b->next->prev = b;
    r->outside_list = b;
}

static void outside_unlink(region *r, outside_block *b) {
    if (b->prev != NULL) b->prev->next = b->next;
    else r->outside_list = b->next;
    if (b->next != NULL) b->next->prev = b->prev;
}

static void *outside_alloc(region *r, void *ptr, size_t size) {
    if (size > SIZE_MAX - sizeof(outside_block)) return NULL;
    outside_block *old = ptr != NULL ? (outside_block *)ptr - 1 : NULL;
    if (old != NULL) outside_unlink(r, old);
    outside_block *b = realloc(old, sizeof *b + size);
    if (b == NULL) {
        if (old != NULL) outside_link(r, old);
        return NULL;
    }
    outside_link(r, b);
    if (old == NULL) r->outside++;
    return b + 1;
}

static void outside_free(region *r, void *ptr) {
    outside_block *b = (outside_block *)ptr - 1;
    outside_unlink(r, b);
    free(b);
    r->outside--;
}

void *clua_region_alloc(clua_host *h, void *ptr, size_t osize, size_t nsize) {
    region *r = region_of(h);
    int owned = ptr != NULL && region_owns(h, ptr);
    if (nsize == 0) {
        if (owned) region_give(r, ptr, osize);
        else if (ptr != NULL) outside_free(r, ptr);
        return NULL;
    }
    if (owned && nsize <= LARGEST_CLASS_BYTES && size_class(nsize) == size_class(osize)) return ptr;
    void *p = region_take(r, nsize);
    if (p == NULL) {
        if (ptr != NULL && !owned) return outside_alloc(r, ptr, nsize);
        p = outside_alloc(r, NULL, nsize);
        if (p == NULL) return NULL;
    }
    if (ptr != NULL) {
        memcpy(p, ptr, osize < nsize ? osize : nsize);
        if (owned) region_give(r, ptr, osize);
        else outside_free(r, ptr);
    }
    return p;
}

size_t clua_region_used(const clua_host *h) { return (size_t)(region_of(h)->top - h->region); }

size_t clua_region_seal(clua_host *h) {
    region *r = region_of(h);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t used = ((size_t)(r->top - h->region) + page - 1) & ~(page - 1);
    if (used > (size_t)(r->end - h->region)) return 0;
    r->top = r->floor = h->region + used;
    memset(r->free, 0, sizeof r->free);
    return used;
}
size_t clua_region_outside(const clua_host *h) { return region_of(h)->outside; }

void clua_region_drop_outside(clua_host *h) {
    region *r = region_of(h);
    for (outside_block *b = r->outside_list, *next; b != NULL; b = next) {
        next = b->next;
        free(b);
    }
    r->outside_list = NULL;
    r->outside = 0;
}

void clua_region_trim(clua_host *h, size_t kept, size_t was_used) {
    size_t page = 4096;
    kept = (kept + page - 1) & ~(page - 1);
    if (kept < SLOT_KEPT_BYTES) kept = SLOT_KEPT_BYTES;
    if (was_used > kept) madvise(h->region + kept, was_used - kept, MADV_DONTNEED);
}

/* ---------------------------------------------------------------- hosts */

clua_host *clua_slot_host(void) {
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (!slot_take(i)) continue;
        clua_host *h = &slots[i].host;
        memset(h, 0, sizeof *h);
        h->slot = i;
        h->region = slots[i].base;
        region *r = region_of(h);
        memset(r, 0, sizeof *r);
        r->top = h->region + ((sizeof *r + 63) & ~(size_t)63);
        r->end = h->region + SLOT_BYTES;
        return h;
    }
    return NULL;
}

void clua_slot_release(clua_host *h) {
    clua_region_drop_outside(h);
    clua_region_trim(h, 0, clua_region_used(h));
    free(h->records);
    h->records = NULL;
    slot_give_back(h->slot);
}

/* The boxes of a slot host that it owns (not its checkpoint): where each
 * userdata holding one lives, and in each its place in the list. */
void clua_record_box(clua_host *h, clua_box *b) {
    if (h->record_count == h->record_capacity) {
        size_t capacity = h->record_capacity ? h->record_capacity * 2 : 256;
        clua_box **grown = realloc(h->records, capacity * sizeof *grown);
        if (grown == NULL) {
            h->records_lost = 1; /* no template nor checkpoint, then */
            return;
        }
        h->records = grown;
        h->record_capacity = capacity;
    }
    b->record = (int)h->record_count;
    h->records[h->record_count++] = b;
}

void clua_forget_box(clua_host *h, clua_box *b) {
    if (b->record < 0) return;
    clua_box *last = h->records[--h->record_count];
    h->records[b->record] = last;
    last->record = b->record;
    b->record = -1;
}

int clua_slot_between_calls(clua_host *h) {
    lua_State *L = h->L;
    return h->region != NULL && !h->records_lost && h->callback_depth == 0 && h->count == h->pushed
        && lua_gettop(L) == CLUA_MSGH_SLOT && (lua_gethook(L) == NULL || clua_hook_is_lines_only(L)) && lua_status(L) == LUA_OK
        && h->warning_length == 0;
}

/* ------------------------------------------------------------- templates */

struct clua_template {
    int slot;
    size_t size;
    char *bytes;
    clua_host fields;               /* what a host started from it begins with */
    size_t box_count;
    size_t *box_offsets;            /* of each box's userdata in the region */
    void **boxes;                   /* the recording host's boxes, for Swift to name */
};

clua_template *clua_template_capture(clua_host *h) {
    int recording = h->recording;
    h->recording = 0;
    if (!recording || h->checkpoint != NULL || !clua_slot_between_calls(h) || region_of(h)->outside != 0) return NULL;
    clua_template *t = calloc(1, sizeof *t);
    if (t == NULL) return NULL;
    t->slot = h->slot;
    t->size = (size_t)(region_of(h)->top - h->region);
    t->bytes = malloc(t->size);
    t->box_offsets = malloc((h->record_count + 1) * sizeof *t->box_offsets);
    t->boxes = malloc((h->record_count + 1) * sizeof *t->boxes);
    if (t->bytes == NULL || t->box_offsets == NULL || t->boxes == NULL) {
        clua_template_free(t);
        return NULL;
    }
    memcpy(t->bytes, h->region, t->size);
    t->box_count = h->record_count;
    for (size_t i = 0; i < h->record_count; i++) {
        t->box_offsets[i] = (size_t)((char *)h->records[i] - h->region);
        t->boxes[i] = h->records[i]->box;
    }
    t->fields = *h;
    t->fields.items = NULL;
    t->fields.count = t->fields.capacity = t->fields.pushed = 0;
    t->fields.bytes = NULL;
    t->fields.byte_count = t->fields.byte_capacity = 0;
    t->fields.frame = t->fields.byte_frame = 0;
    t->fields.warning = NULL;
    t->fields.budget = NULL;
    t->fields.records = NULL;
    t->fields.record_count = t->fields.record_capacity = 0;
    t->fields.records_lost = 0;
    t->fields.checkpoint = NULL;
    t->fields.recording = 0;
    t->fields.refused_where[0] = '\0';
    t->fields.system_refused = 0;
    return t;
}

void clua_template_free(clua_template *t) {
    if (t == NULL) return;
    free(t->bytes);
    free(t->box_offsets);
    free(t->boxes);
    free(t);
}

int clua_host_recording(const clua_host *h) { return h->recording; }
void clua_host_stop_recording(clua_host *h) { h->recording = 0; }
int clua_template_places(void) { return SLOT_COUNT; }

size_t clua_template_box_count(const clua_template *t) { return t->box_count; }
void *clua_template_box(const clua_template *t, size_t i) { return t->boxes[i]; }
size_t clua_template_bytes(const clua_template *t) { return t->size; }

clua_host *clua_template_open(const clua_template *t, size_t limit, void *owner) {
    if (!slot_take(t->slot)) return NULL;
    if (limit != 0 && t->fields.used > limit) {
        slot_give_back(t->slot);
        return NULL;
    }
    clua_host *h = &slots[t->slot].host;
    memcpy(slots[t->slot].base, t->bytes, t->size);
    *h = t->fields;
    h->limit = limit;
    h->owner = h->warn_context = owner;
    /* The copy's boxes are its records, in the recording host's order
     * (each userdata's `record` says so already). */
    h->records = malloc((t->box_count > 256 ? t->box_count : 256) * sizeof *h->records);
    if (h->records != NULL) h->record_capacity = t->box_count > 256 ? t->box_count : 256;
    else h->records_lost = 1;
    for (size_t i = 0; i < t->box_count; i++) {
        clua_box *b = (clua_box *)(h->region + t->box_offsets[i]);
        b->box = NULL;
        if (b->slot >= 0) h->fixed[b->slot] = NULL;
        if (h->records != NULL) h->records[i] = b;
        else b->record = -1;
    }
    if (h->records != NULL) h->record_count = t->box_count;
    return h;
}

void clua_template_bind(clua_host *h, const clua_template *t, size_t i, void *box) {
    clua_box *b = (clua_box *)(h->region + t->box_offsets[i]);
    b->box = box;
    if (b->slot >= 0) h->fixed[b->slot] = box;
}
