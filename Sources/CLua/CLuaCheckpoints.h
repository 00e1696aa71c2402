/* A slot host's checkpoint (CLuaCheckpoints.c). */
#ifndef CLUA_CHECKPOINTS_H
#define CLUA_CHECKPOINTS_H

#include "CLuaHost.h"

/* Frees the host's checkpoint, releasing its boxes. */
void clua_checkpoint_free(clua_host *h);
/* Makes io.open and io.lines note the files they open. May raise: while
 * the host opens. */
void clua_track_files(lua_State *L);

#endif
