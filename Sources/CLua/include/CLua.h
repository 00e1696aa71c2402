/*
 * CLua: Lua 5.4 from the system, and the C half of flowrun's Lua bridge.
 *
 * The rule this file exists for: no longjmp may cross a Swift frame.
 * Lua raises errors (and yields) by longjmp, so:
 *  - Swift never calls a Lua API that can raise (anything that allocates or
 *    may run a metamethod). Values that Swift wants to put into Lua are
 *    written into the host's *staging list*; a C frame pushes them later,
 *    either under a protected call (Swift -> Lua) or in the trampoline after
 *    Swift has returned (Lua -> Swift).
 *  - A Swift callback called from Lua returns a status to the trampoline; only
 *    the trampoline (a C frame) raises the Lua error.
 * Reads that cannot raise (lua_type, lua_toboolean, lua_tointegerx,
 * lua_tonumberx, lua_tolstring on a real string, lua_rawgeti,
 * lua_checkstack) are fine to call from Swift. lua_next is one only while
 * no Lua code runs between its calls (Lua adding a key to the table makes
 * the next call raise): Swift that runs its callers' code for each entry
 * iterates a copy (clua_entries) instead.
 */
#ifndef CLUA_H
#define CLUA_H

#include <stddef.h>
#include <stdint.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* ---------------------------------------------------------------- macros */

static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline lua_Integer clua_tointeger(lua_State *L, int i, int *isnum) { return lua_tointegerx(L, i, isnum); }
static inline lua_Number clua_tonumber(lua_State *L, int i, int *isnum) { return lua_tonumberx(L, i, isnum); }
static inline int clua_isinteger(lua_State *L, int i) { return lua_isinteger(L, i); }

/* ---------------------------------------------------------------- staging */

/** What one staging item pushes when a C frame replays the list. */
typedef enum clua_stage_kind {
    CLUA_STAGE_NIL,
    CLUA_STAGE_BOOLEAN,
    CLUA_STAGE_INTEGER,
    CLUA_STAGE_NUMBER,
    CLUA_STAGE_STRING,      /* bytes in the host's byte buffer */
    CLUA_STAGE_REF,         /* the value of a registry reference */
    CLUA_STAGE_INDEX,       /* a copy of a stack slot (absolute index) */
    CLUA_STAGE_NEWTABLE,    /* a new empty table */
    CLUA_STAGE_SETTABLE,    /* pops key and value, raw-sets them into the table below */
    CLUA_STAGE_FUNCTION,    /* a Swift callback: a retained box, becomes a C closure */
    CLUA_STAGE_DONE         /* already pushed (its box is owned by Lua now) */
} clua_stage_kind;

typedef struct clua_stage_item {
    clua_stage_kind kind;
    union {
        int boolean;
        lua_Integer integer;
        lua_Number number;
        struct { size_t offset, length; } string;
        int ref;
        int index;
        void *box;
    } u;
} clua_stage_item;

/** Called by the trampoline: runs the Swift callback `box` of the host whose
 *  owner is `owner`, with its `nargs` arguments on the stack. Returns how
 *  many results it pushed directly above the arguments (those whose pushing
 *  cannot raise), having staged the rest after them; or CLUA_RAISE or
 *  CLUA_RAISE_HERE (negative), with one error value staged. */
typedef int (*clua_dispatch_fn)(lua_State *L, void *box, void *owner, int nargs);
/** Releases a Swift box that Lua no longer holds. */
typedef void (*clua_release_fn)(void *box);
/** Receives one complete warning message (lua_warn). */
typedef void (*clua_warn_fn)(void *context, const char *message, size_t length);

/* CLUA_RAISE_HERE prefixes a string error with the position of the Lua code
 * that called the Swift function, as luaL_error does. */
enum { CLUA_RAISE = -1, CLUA_RAISE_HERE = -2 };

/** Per-state host: the allocator's accounting, the staging list, the
 *  trampolines' state. Opaque: its fields are CLua's own (CLuaHost.h). */
typedef struct clua_host clua_host;

/** The Lua state of a host (its main thread). */
lua_State *clua_host_state(const clua_host *h);
/** The Swift object that owns the host, as set by clua_host_set_owner. */
void *clua_host_owner(const clua_host *h);
/** Sets the owner; it is also the context warnings are delivered with. */
void clua_host_set_owner(clua_host *h, void *owner);
/** Bytes the state uses now, the most it has used, and its cap (0: none). */
size_t clua_host_used(const clua_host *h);
size_t clua_host_peak(const clua_host *h);
size_t clua_host_limit(const clua_host *h);
/** Has every protected call's string error amended by the function at
 *  registry `ref` (message -> message amended, or nil); LUA_NOREF: none. */
void clua_set_error_advice(clua_host *h, int ref);
/** Registry references made by clua_ref and not released. */
long clua_host_live_refs(const clua_host *h);
/** Swift callbacks currently on the C stack. */
int clua_host_callback_depth(const clua_host *h);
/** Whether the system, not the cap, refused memory since the last clua_memory_forget. */
int clua_host_system_refused(const clua_host *h);

/** The stack slot of the traceback handler in the main thread, outside callbacks. */
enum { CLUA_MSGH_SLOT = 1 };

/** Opens a state with a memory cap in bytes (0: none) and the standard
 *  libraries. Returns NULL when the state cannot be made. */
clua_host *clua_open(size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                     clua_warn_fn warn, void *warn_context);
/** Closes the state (running finalizers, which release Swift boxes) and frees the host. */
void clua_close(clua_host *h);

/* --------------------------------------------------------------- templates */

/** A host's state after its set-up, which later hosts start from as a copy
 *  (see CLuaTemplates.c). Opaque. */
typedef struct clua_template clua_template;

/** Opens a state as clua_open does, in a template slot so that it can be
 *  captured; NULL when no slot is free (use clua_open). */
clua_host *clua_open_recording(size_t limit, clua_dispatch_fn dispatch, clua_release_fn release,
                               clua_warn_fn warn, void *warn_context);
/** Captures a recording host between calls; NULL when it cannot be: not
 *  recording, a call or staging under way, a hook set, blocks outside its
 *  slot, or no memory. Recording stops either way. */
clua_template *clua_template_capture(clua_host *h);
void clua_template_free(clua_template *t);
/** The Swift boxes the captured state holds, one per userdata (a box held
 *  twice appears twice), as the recording host had them. */
size_t clua_template_box_count(const clua_template *t);
void *clua_template_box(const clua_template *t, size_t i);
/** Whether a host opened recording (in a slot) and has not been captured. */
int clua_host_recording(const clua_host *h);
/** Stops a host's recording: it will not be captured. */
void clua_host_stop_recording(clua_host *h);
/** How many hosts of a process can be recording or started from a template at once. */
int clua_template_places(void);
/** Bytes of state a host started from the template copies. */
size_t clua_template_bytes(const clua_template *t);
/** A host whose state is a copy of the template's, with `owner`; NULL when
 *  its slot is in use or its state is over `limit`. Its boxes are empty
 *  (calling one fails as released) until clua_template_bind gives each its own. */
clua_host *clua_template_open(const clua_template *t, size_t limit, void *owner);
/** Gives box `i` of a host opened from `t` a retained Swift box (which Lua then owns). */
void clua_template_bind(clua_host *h, const clua_template *t, size_t i, void *box);

/* ------------------------------------------------------------- checkpoints */

/** Keeps the state of a host in a slot (opened recording, or from a
 *  template) as it is now, between calls, for clua_checkpoint_rewind (see
 *  CLuaCheckpoints.c). Returns 0 when it cannot: not in a slot, a
 *  checkpoint kept already, a call or staging under way, a hook set,
 *  blocks outside its slot, or no memory. The host cannot be captured as
 *  a template afterwards. */
int clua_checkpoint_take(clua_host *h);
/** Why clua_checkpoint_take would refuse now: 0 when it would not. */
enum {
    CLUA_CHECKPOINT_OK = 0,
    CLUA_CHECKPOINT_NOT_IN_SLOT,    /* the host lives outside a slot */
    CLUA_CHECKPOINT_KEPT,           /* it keeps one already */
    CLUA_CHECKPOINT_BUSY,           /* a call, staging or hook under way, or a box unrecorded */
    CLUA_CHECKPOINT_OUTSIDE,        /* blocks of its state live outside its slot */
    CLUA_CHECKPOINT_FILES,          /* a file it opened is open */
};
int clua_checkpoint_obstacle(clua_host *h);
/** Puts the state back as its checkpoint kept it, between calls,
 *  releasing the Swift boxes made since. Registry references made since
 *  must not be used or released afterwards. Returns 0 when it cannot. */
int clua_checkpoint_rewind(clua_host *h);
/** The pages the last rewind copied back (every page of the state when it
 *  could not tell which were written), or -1 without a checkpoint. */
long clua_checkpoint_pages_restored(const clua_host *h);
/** Whether the state's bytes are now the checkpoint's, byte for byte
 *  (right after a rewind: 1). Compares them all: for tests. */
int clua_checkpoint_intact(const clua_host *h);

/** Starts a new staging list, releasing boxes a failed replay left behind. */
void clua_stage_begin(clua_host *h);
/** Appends an item; returns 0 when memory for the list cannot be had. */
int clua_stage_append(clua_host *h, clua_stage_item item);
/** Appends a string item, copying the bytes; returns 0 on failure. */
int clua_stage_string(clua_host *h, const char *bytes, size_t length);

/** Begins a call from Swift: makes room for the function and `room`
 *  arguments, and pushes the function a registry reference holds (nil for
 *  LUA_NOREF). Returns the stack top before it, or -1 when there is no room. */
int clua_call_begin(lua_State *L, int ref, int room);
/** Ends a call begun at `base` with `nargs` plain arguments pushed (values
 *  whose pushing cannot raise): calls the function, protected and with the
 *  traceback handler, with the staged arguments, if any, after them. Results
 *  stay on the stack (LUA_MULTRET). Returns their number, or minus the Lua
 *  status; on error the top is the error record (see clua_msgh in CLuaErrors.c) or,
 *  for LUA_ERRMEM, the memory error message. */
int clua_call_end(lua_State *L, int base, int nargs);

/** Replays the staging list onto the stack under a protected call. Returns the
 *  Lua status; the pushed values stay on the stack on success. Every replay,
 *  here and in clua_call_end and the trampoline, leaves the staging list
 *  empty, failed or not: it never holds another call's leftovers. */
int clua_push_staged(lua_State *L);

/** Creates a registry reference to the value at `index`, protected.
 *  Returns LUA_NOREF when it cannot. */
int clua_ref(lua_State *L, int index);
/** The registry field holding the threads the host drives (weak keys, value
 *  true): every thread clua_thread_new made. Lua code run for the host may
 *  refuse to resume or close them. */
#define CLUA_DRIVEN_THREADS "clua.driven threads"
/** Whether `L` is a thread the host drives (one clua_thread_new made). Raises
 *  nothing: it reads the registry raw. */
int clua_thread_is_driven(lua_State *L);
/** Creates a coroutine (a new thread), protected; returns a registry
 *  reference to it, or LUA_NOREF when memory runs out. */
int clua_thread_new(lua_State *L);
/** The thread a registry reference holds (NULL if it holds none). */
lua_State *clua_thread_state(lua_State *L, int ref);
/** Resumes `co` with the `n` values on top of L's stack (the function first,
 *  when `start`), tracked for the execution budget. Never raises. On LUA_OK
 *  or LUA_YIELD the results are moved onto L's stack (their count in
 *  *nresults); on an error, the error value is, then the coroutine's
 *  traceback (or nil). Returns the Lua status, or CLUA_RESUME_OVERFLOW (with
 *  nothing pushed) when the values do not fit a stack. */
enum { CLUA_RESUME_OVERFLOW = -1 };
int clua_resume_pushed(lua_State *L, lua_State *co, int n, int start, int *nresults);

/** Sets t[i] for i in 1..count in the table `table_ref` holds, protected:
 *  to lookup[keys[i-1]] when `lookup_ref` holds a table and `keys` is given
 *  and that entry is not nil, else to the integer values[i-1] itself.
 *  Returns the Lua status (LUA_ERRMEM when memory runs out); *misses counts
 *  the integers set. */
int clua_fill_table(lua_State *L, int table_ref, int lookup_ref, const lua_Integer *values,
                    const lua_Integer *keys, int count, int *misses);

/** Releases a registry reference. */
void clua_unref(lua_State *L, int ref);

/** Loads a text chunk (binary chunks refused) under the name `chunkname`. */
int clua_load(lua_State *L, const char *bytes, size_t length, const char *chunkname);

/** Makes chunks whose names start with `prefix` (at most 7 bytes) the
 *  host's own: their frames are never the user's (clua_where and error
 *  positions skip them), and their functions are the API clua_api_call
 *  names. "" (the default): no chunk is. */
void clua_set_own_chunks(clua_host *h, const char *prefix);

/** The library `require(CLUA_LIBRARY)` returns to Lua code of the host:
 *  `method_names`, a table with weak keys, function -> its name as a
 *  method. A frame of such a function called as a tail call (a checking
 *  wrapper's `return method(self, ...)`), which has no name of its own, is
 *  named `kind:name` by clua_api_call, `kind` the `__name` of its `self`'s
 *  metatable. */
#define CLUA_LIBRARY "luakit"

/** Writes "file:line" of the innermost user Lua frame of L (as error
 *  positions show it) into `buffer`; returns 0, writing nothing, when there
 *  is none. Never allocates in Lua and never raises. */
int clua_where(lua_State *L, char *buffer, size_t size);

/** Names the flow API function the innermost user Lua frame called that led
 *  to the running C function, as the flow's globals hold it
 *  ("app.select_tab"; a method as "kind:name") into `name`, and finds the
 *  value at stack index `value` among that function's arguments: its
 *  1-based `position` (0: not found; -1: the `self` of a method call) and, when it is a field of a table
 *  argument, the field's name in `field` (else ""). Returns 0 when no API
 *  function is on the stack. Linear in the stack's depth; never allocates in
 *  Lua, never runs a metamethod and never raises. */
int clua_api_call(lua_State *L, int value, char *name, size_t size, int *position, char *field, size_t field_size);

/** Writes the name the innermost user frame knows the function at
 *  `function` by into `buffer`: one of its locals (or `local.field`), one of
 *  its upvalues, or a global (`table.field`); returns 0 when it has none.
 *  Never allocates in Lua, never runs a metamethod and never raises. */
int clua_function_name(lua_State *L, int function, char *buffer, size_t size);

/** The number of fixed parameters of the Lua function at `function`, or -1
 *  when it takes varargs (as a C function does). Never allocates in Lua and
 *  never raises. */
int clua_parameter_count(lua_State *L, int function);

/* ------------------------------------------------------- execution budget */

/** The message the budget hook raises. */
#define CLUA_BUDGET_MESSAGE "execution budget exceeded"

/** Starts the budget: `seconds` from now, the process's watchdog thread
 *  (one for every host, started on first use, fork-safe) hooks the running
 *  Lua threads so that every further instruction raises CLUA_BUDGET_MESSAGE
 *  (pcall cannot swallow it). Costs a few stores while the budget lasts.
 *  Returns 0 when the watchdog cannot be started. */
int clua_budget_arm(clua_host *h, double seconds);
/** Ends the budget and removes the hooks. Returns whether it had expired. */
int clua_budget_disarm(clua_host *h);
/** Whether the armed budget has expired. */
int clua_budget_expired(clua_host *h);

/* ---------------------------------------------------------- line coverage */

/** Starts counting, in C, each line that runs in chunks loaded from files
 *  (chunk names "@path"), on the host's threads and those they create; the
 *  host's one hook serves this and the budget together. Returns 0 when out
 *  of memory. Costs a hook call per new line run: only when asked for. */
int clua_lines_start(clua_host *h);
/** Whether line counting was started. */
int clua_lines_on(clua_host *h);
/** The files counted so far, each by its chunk name without '@'. */
size_t clua_lines_chunk_count(clua_host *h);
const char *clua_lines_chunk_source(clua_host *h, size_t chunk);
/** A file's hits by line (entry `line`); `*size` entries, NULL for none. */
const uint64_t *clua_lines_chunk_hits(clua_host *h, size_t chunk, size_t *size);
/** Sets every count back to zero (the files stay known). */
void clua_lines_reset(clua_host *h);
/** The lines that can run in the chunk `ref` (the function a load made)
 *  and the functions nested in it, called or not: a malloc'd array, entry
 *  `line` 1 when it can (free it with clua_free_dump); `*size` entries.
 *  NULL when the function is not a Lua chunk in Lua 5.4's format. */
unsigned char *clua_lines_executable(lua_State *L, int ref, size_t *size);

/** Where the flow was when the memory cap last refused an allocation
 *  ("file:line"), or NULL when unknown. */
const char *clua_memory_where(clua_host *h);
/** Forgets that location (once an error has reported it). */
void clua_memory_forget(clua_host *h);

/* --------------------------------------------------------------- overtime */

/** Called on a watchdog thread when Lua code is still running `grace`
 *  seconds after its budget of `seconds` ran out: stuck where the budget's
 *  hook cannot fire (a finalizer, a `__close` handler, a C function that
 *  never returns). `where` is the flow's "file:line" when known (else NULL);
 *  `closing` says the state was running its last finalizers. The handler is
 *  expected to end the process (with `_exit`); if it returns, that call is
 *  left to run. */
typedef void (*clua_overtime_fn)(const char *where, double seconds, int closing);
/** Sets the process-wide overtime policy for every host (NULL: none, the
 *  default: a stuck call runs on). Closing a host then also runs its
 *  finalizers under its last budget. */
void clua_overtime_set(double grace, clua_overtime_fn handler);

/** Stops (`running` 0) or starts (1) the garbage collector; once started,
 *  its next cycle waits until memory has doubled, as after a collection. */
void clua_collector_run(lua_State *L, int running);

/** A full collection now. Finalizers run protected (an error in one is a
 *  warning), so nothing raises past the caller. */
void clua_collect(lua_State *L);

/** On a crash signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT), writes
 *  the crash record to `fd`, then lets the handler that was there before
 *  (or the default) end the process. The record is one frame: the byte
 *  `tag`, the text's length in four bytes (most significant first), then
 *  the text:
 *      crash signal=<n>[ where=<file:line>]
 *  <n> in decimal; `where`, when known, is the position of the Lua code
 *  running in the host whose budget this thread armed (as clua_where
 *  writes it), its bytes below 0x20 and '%' written as %XX (uppercase hex). */
void clua_crash_report_to(int fd, unsigned char tag);

/** The host of a state (any of its threads). */
static inline clua_host *clua_hostof(lua_State *L) { return *(clua_host **)lua_getextraspace(L); }

/** Fields of the error record the traceback handler returns (integer keys). */
enum { CLUA_ERROR_VALUE = 1, CLUA_ERROR_TRACEBACK = 2, CLUA_ERROR_WHERE = 3, CLUA_ERROR_TEXT = 4, CLUA_ERROR_BYTES = 5 };
/** The most bytes of an error's text the handler keeps: a longer string
 *  error (or own text) is cut to its start there, at a character boundary,
 *  before anything reads it, and CLUA_ERROR_BYTES holds its whole size. */
enum { CLUA_ERROR_TEXT_LIMIT = 16384 };

/* ------------------------------------------------------------ determinism */

/** Makes, protected, a table of two Lua C functions for flows (CLuaOrder.c):
 *  `pairs`, which visits keys in a total order (numbers ascending, strings
 *  bytewise, false, true, then other values first-seen), and `id`, a value's
 *  first-seen number (shared with `pairs`). Returns a registry reference to
 *  it, or LUA_NOREF when memory runs out. */
int clua_order_functions(lua_State *L);

/* -------------------------------------------------------------- embedding */

/** Makes, protected, a list of three Lua C functions for embedding programs
 *  (CLuaGlobals.c), to call protected: [1] get(name) -> the global `name`;
 *  [2] set(name, value); [3] register(name, module), after which
 *  `require(name)` returns `module` (through package.loaded and
 *  package.preload of the global `package`, the sandbox's when it runs).
 *  Returns a registry reference to the list, or LUA_NOREF when memory runs out. */
int clua_embedding_functions(lua_State *L);

/* ------------------------------------------------------- built-in chunks */

/** Pushes a copy of the entries of the table at `index` as a sequence
 *  { key1, value1, key2, value2, … } (raw access) and returns how many
 *  entries it holds; -1 (nothing pushed) when memory ran out. Never raises. */
int clua_entries(lua_State *L, int index);

/** The compiled form of the Lua function a registry reference holds (a
 *  chunk this process compiled from text), in a malloc'd buffer to release
 *  with clua_free_dump, debug information included; NULL when it cannot.
 *  Never raises. (CLuaChunks.c) */
char *clua_dump_function(lua_State *L, int ref, size_t *length);
void clua_free_dump(char *bytes);
/** Loads a compiled form clua_dump_function made in this process (never
 *  anything else: binary chunks are not verified). */
int clua_load_dumped(lua_State *L, const char *bytes, size_t length, const char *chunkname);

#endif
