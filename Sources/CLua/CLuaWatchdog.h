/* The execution budget and the host's one hook (CLuaWatchdog.c). */
#ifndef CLUA_WATCHDOG_H
#define CLUA_WATCHDOG_H

#include "CLuaHost.h"

/* The thread of `h` running Lua now: the innermost coroutine resumed, or
 * the main thread. */
lua_State *clua_innermost_running(clua_host *h);
/* Whether `L`'s hook is line coverage's alone (no budget): a state that a
 * checkpoint may copy. */
int clua_hook_is_lines_only(lua_State *L);
/* Notes that `co` is about to run, so an expired budget can hook it (hooked
 * at once if the budget has already run out). Returns whether to pop it. */
int clua_running_push(clua_host *h, lua_State *co);
void clua_running_pop(clua_host *h, int tracked);

/* The host whose budget this thread armed last, or NULL; forgets `h` as it. */
clua_host *clua_armed_host(void);
void clua_armed_forget(clua_host *h);
/* The host is closing: its finalizers run now, where no hook fires, so
 * under an overtime handler its last budget is armed again for them. */
void clua_budget_closing(clua_host *h);
/* Takes `h`'s budget off the watchdog's list. */
void clua_budget_stop(clua_host *h);

#endif
