/*
 * The execution budget: one watchdog thread for every host of the process
 * expires budgets on time (and reports the calls stuck past them), and the
 * host's one hook (Lua has one per thread) raises once the budget has
 * expired and counts lines for coverage (CLuaLines.c).
 */
#include "CLuaWatchdog.h"
#include "CLuaLines.h"
#include "CLuaWhere.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { RUNNING_MAX = 256 };

/* Monotonic seconds no time limit reaches (about 31 million years). */
#define DEADLINE_NEVER 1e15

/* A host's budget. One watchdog thread serves the budgets of every host in
 * the process, under one lock: arming and disarming are a few stores, and
 * wake the watchdog only when a deadline comes sooner than its next wake-up
 * (a thread and a wake-up per host weighed on flowrun.host_start_us and
 * flowrun.shop_cpu_ms_per_test). */
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

lua_State *clua_innermost_running(clua_host *h) {
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
    int known = h->L != NULL && clua_where(clua_innermost_running(h), where, sizeof where);
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

/* The host whose budget this thread armed: where a crash record looks (a
 * crash signal arrives on the thread that faulted; hosts on other threads
 * arm their own). */
static _Thread_local clua_host *volatile armed_host;

clua_host *clua_armed_host(void) { return armed_host; }

void clua_armed_forget(clua_host *h) {
    if (armed_host == h) armed_host = NULL;
}

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

/* Sets the host's one hook on its threads as the budget and line coverage
 * need it now. */
static void hooks_update(clua_host *h) {
    pthread_mutex_lock(&watch_lock);
    hook_running(h, h->budget != NULL && h->budget->expired);
    pthread_mutex_unlock(&watch_lock);
}

int clua_budget_expired(clua_host *h) {
    return h->budget != NULL && __atomic_load_n(&h->budget->expired, __ATOMIC_ACQUIRE);
}

void clua_budget_stop(clua_host *h) {
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

int clua_running_push(clua_host *h, lua_State *co) {
    struct clua_budget *b = h->budget;
    if (b == NULL || co == NULL) return 0;
    pthread_mutex_lock(&watch_lock);
    int tracked = b->depth < RUNNING_MAX;
    if (tracked) b->running[b->depth++] = co;
    if (b->expired || h->lines != NULL) lua_sethook(co, host_hook, hook_mask(h, b->expired), 1);
    pthread_mutex_unlock(&watch_lock);
    return tracked;
}

void clua_running_pop(clua_host *h, int tracked) {
    if (!tracked) return;
    pthread_mutex_lock(&watch_lock);
    h->budget->depth--;
    pthread_mutex_unlock(&watch_lock);
}

void clua_budget_closing(clua_host *h) {
    struct clua_budget *b = h->budget;
    if (b == NULL) return;
    pthread_mutex_lock(&watch_lock);
    h->closing = 1;
    if (__atomic_load_n(&overtime_handler, __ATOMIC_ACQUIRE) != NULL && b->seconds > 0) budget_set(b, b->seconds);
    pthread_mutex_unlock(&watch_lock);
}

int clua_lines_start(clua_host *h) {
    if (!clua_lines_new(h)) return 0;
    hooks_update(h);
    return 1;
}
