/* Error messages (CLuaErrors.c). */
#ifndef CLUA_ERRORS_H
#define CLUA_ERRORS_H

#include "CLuaHost.h"

/* The message handler of every protected call: returns a record
 * {value, traceback, where, text} so Swift keeps the original error value
 * (a string one with the host's advice); text is the value's own
 * __tostring, when it has one. */
int clua_msgh(lua_State *L);
/* Replaces the error value on top by its own __tostring text when it has
 * one that works, so every path reports it the same way. */
void clua_use_own_text(lua_State *L);

#endif
