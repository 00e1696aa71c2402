"""scripts/fuzz --mode mutants (the default): each mutant of an example flow
runs through flowrun in a scratch copy of its project. Outcomes:

  fine        exit 0, or a failure (exit 1, 2 or 3) whose output names a
              file:line of the user's project
  crash       flowrun ended by a signal (or an exit status it never uses)
  hang        flowrun outlived its timeout plus a grace period
  unlocated   a failure whose output names no file:line of the user's
  escape      a sandboxed flow left a new file in its project
"""

import re
import shutil
import tempfile
from pathlib import Path

from fuzz_campaign import Outcome
from fuzz_mutants import TARGETS, api_names, mutate
from fuzz_process import GRACE, run_bounded, tail


def located(output):
    """Whether `output` names a file:line of the user's project (any .lua
    file by its path; flowrun's own chunks are named in brackets)."""
    return re.search(r"(?<![\w\]])[\w./-]+\.lua:\d+", output) is not None


class MutantsMode:
    unit = "mutants"
    default_count = 200
    # flowrun's --timeout: mutants loop on purpose, so it is short.
    default_timeout = 1
    kinds = {"fine": "fine", "crash": "crashes", "hang": "hangs",
             "unlocated": "failures without a user file:line", "escape": "escapes"}

    def __init__(self, seed, timeout):
        root = Path(__file__).resolve().parents[2]
        self.examples = root / "scripts" / "examples"
        self.seed, self.timeout = seed, timeout
        self.names = api_names((root / "Sources" / "FlowRunner" / "Templates" / "flowrun.lua").read_text())
        self.sources = {}
        for target in TARGETS:
            base = self.examples / "shop" if target[0] == "shop" else self.examples
            self.sources[target] = (base / target[1]).read_text()

    def make(self, index):
        return mutate(index, self.seed, self.sources, self.names)

    def workspace(self):
        """A copy of the example projects, for one worker thread's mutants."""
        workspace = Path(tempfile.mkdtemp(prefix="flowrun-fuzz-"))
        shutil.copytree(self.examples / "shop", workspace / "shop")
        (workspace / "examples").mkdir()
        for name in ("hello.lua", "login.lua"):
            shutil.copy(self.examples / name, workspace / "examples" / name)
        return workspace

    def check(self, mutant, flowrun, workspace):
        """Runs the mutant in place of its file, then puts the file back and
        takes away what the run left in the project."""
        folder, name, _ = mutant.target
        project = workspace / folder
        path = project / name
        original = path.read_text()
        before = set(project.rglob("*"))
        path.write_text(mutant.text)
        try:
            outcome = self.run(mutant, flowrun, project)
            left = sorted(set(project.rglob("*")) - before)
            for extra in left:
                if extra.is_dir():
                    shutil.rmtree(extra, ignore_errors=True)
                elif extra.exists():
                    extra.unlink()
            if left and outcome.kind == "fine":
                created = ", ".join(str(p.relative_to(project)) for p in left)
                return Outcome("escape", "a new file in the project: " + created, outcome.output)
            return outcome
        finally:
            path.write_text(original)

    def run(self, mutant, flowrun, project):
        """Runs flowrun on the mutated project and classifies how it ended."""
        _, name, command = mutant.target
        limit = ["--timeout", str(self.timeout)]
        if command == "run":
            argv = [flowrun, "run", *limit, name]
        elif command == "test":
            argv = [flowrun, "test", "--no-timings", *limit, name]
            focus = mutant.focus()
            if focus:
                argv += ["--filter", focus]
        else:  # the app definition or a module it loads: one test file on it
            argv = [flowrun, "test", "--no-timings", *limit, "flows/links_test.lua"]
        # Four budgets: loading, collecting, the test, closing.
        ended = run_bounded(argv, project, self.timeout * 4)
        output = tail(ended.output)
        if ended.hung:
            return Outcome("hang", f"still running after {self.timeout * 4 + GRACE} s", output)
        if ended.signal_name():
            return Outcome("crash", ended.signal_name(), output)
        if ended.code == 0:
            return Outcome("fine", "exit 0", output)
        if ended.code in (1, 2, 3):
            if located(ended.output):
                return Outcome("fine", f"exit {ended.code}", output)
            return Outcome("unlocated", f"exit {ended.code} without a file:line of the user's", output)
        return Outcome("crash", f"exit {ended.code}", output)

    def title(self, mutant):
        folder, name, _ = mutant.target
        return f"mutant {mutant.index} of seed {self.seed}, {folder}/{name}"

    def save(self, mutant, outcome, folder):
        saved = folder / f"{mutant.index:06d}-{outcome.kind}-{Path(mutant.target[1]).name}"
        saved.write_text(mutant.text)
        return saved

    def explain(self, mutant, outcome):
        return mutant.mutations

    def tally_line(self, tallies):
        return None
