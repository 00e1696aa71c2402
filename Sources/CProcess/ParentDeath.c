/* A worker process ended with its supervisor, whatever ends the supervisor. */
#include "CProcess.h"

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int cprocess_die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    /* The parent may have ended before the request: then this process has another. */
    return getppid() == parent ? 0 : -1;
}
