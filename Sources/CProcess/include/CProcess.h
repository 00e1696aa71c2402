/*
 * CProcess: what a process's lifetime needs from C, because Swift cannot
 * do it: prctl is variadic (Swift does not call variadic C functions), and
 * a signal handler must run only async-signal-safe code, which Swift does
 * not promise. The policy (which signals, what a worker does, how a run
 * ends) is the Swift caller's.
 */
#ifndef CPROCESS_H
#define CPROCESS_H

#include <sys/types.h>

/** Asks the kernel to SIGKILL this process when its parent ends, then
 *  checks that the parent is still `parent` (it may have ended before the
 *  request). Linux takes "parent" to be the thread that started this
 *  process, not its whole process. Returns 0, or -1 when the parent is
 *  already gone or the request failed: the caller should end at once. */
int cprocess_die_with_parent(pid_t parent);

/** From now on, SIGINT and SIGTERM no longer end the process: the first
 *  one is recorded and makes the returned descriptor readable, for good
 *  (poll it beside what you wait on; never read it); a second one ends the
 *  process at once with status 128 + its number. Returns the descriptor,
 *  or -1 when it could not be set up. Call it once. */
int cprocess_catch_interrupts(void);

/** The signal recorded by cprocess_catch_interrupts' handler, 0 if none. */
int cprocess_interrupt_signal(void);

/** The descriptor cprocess_catch_interrupts returned, -1 before it is called. */
int cprocess_interrupt_descriptor(void);

#endif
