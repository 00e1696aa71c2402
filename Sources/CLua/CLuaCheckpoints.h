/* A slot host's checkpoint (CLuaCheckpoints.c). */
#ifndef CLUA_CHECKPOINTS_H
#define CLUA_CHECKPOINTS_H

#include "CLuaHost.h"

/* Makes the state's pages writable for good, before a close frees its
 * blocks (which would otherwise write to them one fault at a time); the
 * checkpoint then copies every page back, if it is used again. */
void clua_checkpoint_stop_tracking(clua_host *h);
/* Frees the host's checkpoint, releasing its boxes. */
void clua_checkpoint_free(clua_host *h);
/* Makes io.open and io.lines note the files they open. May raise: while
 * the host opens. */
void clua_track_files(lua_State *L);

#endif
