"""Runs flowrun bounded for scripts/fuzz: under a timeout, in its own process
group (killed whole when it outlives it), with a capped address space and no
core files."""

import os
import resource
import signal
import subprocess
from dataclasses import dataclass

# Seconds a run may take past the budget its caller gives it before it is
# taken for a hang: minutes, so that a busy machine (a CI runner, a laptop
# building something else) never makes a slow run a finding.
GRACE = 300
# The address space a flowrun run may have: a runaway allocation that
# flowrun's memory cap missed then ends as a crash (a finding) instead of
# swapping the machine.
ADDRESS_SPACE = 8 << 30


@dataclass
class Ended:
    """How a run ended: its exit status (negative: the signal that ended
    it), what it printed (standard output and error together), and whether
    it outlived its time and was killed."""
    code: int
    output: str
    hung: bool = False

    def signal_name(self):
        """The signal that ended the run ("signal 11 (SIGSEGV)"), or None."""
        if self.hung or self.code >= 0:
            return None
        return f"signal {-self.code} ({signal.Signals(-self.code).name})"


def _limit_resources():
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    os.setsid()


def run_bounded(argv, cwd, budget):
    """Runs `argv` in `cwd`, killing its whole process group after `budget`
    seconds plus GRACE."""
    process = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, preexec_fn=_limit_resources)
    hung = False
    try:
        output, _ = process.communicate(timeout=budget + GRACE)
    except subprocess.TimeoutExpired:
        hung = True
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
    finally:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return Ended(process.returncode, output.decode("utf-8", "replace"), hung)


def tail(text, limit=1500):
    """The end of a long output, marked as cut."""
    return text if len(text) <= limit else "…" + text[-limit:]
