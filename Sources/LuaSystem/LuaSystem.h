/* Lua 5.4 as the system has it: the include folder and the library come
 * from pkg-config (lua5.4, else lua), so no path is written here. */
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
