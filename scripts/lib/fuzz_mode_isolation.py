"""scripts/fuzz --mode isolation: each generated suite (fuzz_isolation) runs
whole serially (-j 1), whole in parallel (-j 2), and test by test (--filter
with each test's full id), each with a JSON report; every test's report
(status, message, output, steps, tree: all but its duration) must be the
same in the three. Outcomes, the worst first:

  crash   flowrun ended by a signal, or a test ended [crashed] or [out of memory]
  hang    flowrun outlived its budget, or a test [timed out]
  broken  the suite did not run: no report, an exit status other than 0 or 1,
          a file that did not load
  filter  a test's own run (--filter ID) did not run exactly that test
  differ  a test's report differs between runs: state the rewind to the
          file's checkpoint does not restore (or a worker's own)
  fine    none of these
"""

import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from fuzz_campaign import Outcome, write_project
from fuzz_isolation import generate
from fuzz_process import run_bounded, tail

SEVERITY = ["crash", "hang", "broken", "filter", "differ"]


def comparable(test):
    """A test's report without what may differ from run to run (its time)."""
    return {key: value for key, value in test.items() if key != "duration_ms"}


def first_difference(a, b):
    """Where two test reports first differ, in a line: the field and both
    values (for text, the first line that differs)."""
    for key in sorted(set(a) | set(b)):
        if a.get(key) == b.get(key):
            continue
        left, right = a.get(key), b.get(key)
        if isinstance(left, str) and isinstance(right, str):
            for number, (x, y) in enumerate(zip(left.splitlines() + [""], right.splitlines() + [""]), 1):
                if x != y:
                    return f"{key}, line {number}: {x[:160]!r} ≠ {y[:160]!r}"
        if isinstance(left, list) and isinstance(right, list):
            for number, (x, y) in enumerate(zip(left + [None], right + [None]), 1):
                if x != y:
                    return f"{key}, item {number}: {json.dumps(x)[:200]} ≠ {json.dumps(y)[:200]}"
        return f"{key}: {json.dumps(left)[:200]} ≠ {json.dumps(right)[:200]}"
    return "none"


class IsolationMode:
    unit = "suites"
    default_count = 30
    # flowrun's --timeout: no test here loops, so only a hang may reach it, on a machine however busy.
    default_timeout = 60
    kinds = {"fine": "fine", "differ": "with tests differing", "filter": "with a test its own run missed",
             "crash": "crashes", "hang": "hangs", "broken": "suites that did not run"}

    def __init__(self, seed, timeout):
        self.seed, self.timeout = seed, timeout

    def make(self, index):
        return generate(self.seed, index)

    def workspace(self):
        return Path(tempfile.mkdtemp(prefix="flowrun-fuzz-isolation-"))

    def command(self, jobs, report, test_id=None):
        """The flowrun arguments of one run (from the suite's folder)."""
        argv = ["test", "--no-timings", "--timeout", str(self.timeout), "-j", str(jobs), "--report", f"json={report}"]
        return argv + (["--filter", test_id] if test_id is not None else [])

    def check(self, suite, flowrun, workspace):
        folder = workspace / f"suite-{suite.index}"
        write_project(folder, suite.files)
        try:
            return self.compare(suite, flowrun, folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def run(self, flowrun, folder, argv, tests):
        """One run: (its report or None, a problem (kind, line) or None, its output)."""
        ended = run_bounded([flowrun, *argv], folder, self.timeout * (tests + 2))
        report_path = folder / argv[argv.index("--report") + 1].split("=", 1)[1]
        text = report_path.read_text() if report_path.exists() else ""
        report_path.unlink(missing_ok=True)
        said = " ".join(["flowrun", *argv])
        if ended.hung:
            return None, ("hang", f"{said}: still running after its budget and a grace period"), ended.output
        if ended.signal_name():
            return None, ("crash", f"{said}: {ended.signal_name()}"), ended.output
        if ended.code not in (0, 1) or not text:
            why = next((line for line in ended.output.splitlines() if line.startswith(("! ", "error:"))), "")
            return None, ("broken", f"{said}: exit {ended.code}" + ("" if text else ", no report") + f" {why}"), ended.output
        report = json.loads(text)
        for error in report["file_errors"]:
            return None, ("broken", f"{said}: {error['file']} did not load: {error['message'][:300]}"), ended.output
        for test in report["tests"]:
            if test.get("ending") == "timed out":
                return report, ("hang", f"{said}: {test['id']} timed out"), ended.output
            if test.get("ending"):
                return report, ("crash", f"{said}: {test['id']} ended [{test['ending']}]"), ended.output
        return report, None, ended.output

    def compare(self, suite, flowrun, folder):
        problems = []
        serial, problem, output = self.run(flowrun, folder, self.command(1, "serial.json"), 50)
        tallies = Counter(suites=1)
        if problem:
            return Outcome(problem[0], problem[1], tail(output), [problem[1]], tallies)
        tests = {test["id"]: comparable(test) for test in serial["tests"]}
        tallies.update(tests=len(tests), runs=1)
        parallel, problem, _ = self.run(flowrun, folder, self.command(2, "parallel.json"), len(tests))
        tallies.update(runs=1)
        if problem:
            problems.append(problem)
        else:
            others = {test["id"]: comparable(test) for test in parallel["tests"]}
            if list(others) != list(tests):
                problems.append(("differ", f"-j 2 ran {list(others)}, -j 1 ran {list(tests)}"))
            for test_id, test in tests.items():
                if test_id in others and others[test_id] != test:
                    problems.append(("differ", f"{test_id}: -j 1 ≠ -j 2: {first_difference(test, others[test_id])}"))
        for number, (test_id, test) in enumerate(tests.items()):
            alone, problem, _ = self.run(flowrun, folder, self.command(1, f"alone-{number}.json", test_id), 1)
            tallies.update(runs=1)
            if problem:
                problems.append(problem)
                continue
            ran = [other["id"] for other in alone["tests"]]
            if ran != [test_id]:
                problems.append(("filter", f"--filter {test_id!r} ran {ran}"))
                continue
            if comparable(alone["tests"][0]) != test:
                problems.append(("differ", f"{test_id}: in the suite ≠ alone: {first_difference(test, comparable(alone['tests'][0]))}"))
        if not problems:
            return Outcome("fine", f"{len(tests)} tests the same in every run", "", tallies=tallies)
        worst = min(problems, key=lambda problem: SEVERITY.index(problem[0]))[0]
        counted = Counter(kind for kind, _ in problems)
        detail = ", ".join(f"{counted[kind]} {kind}" for kind in SEVERITY if counted[kind])
        tallies.update(differences=counted["differ"])
        return Outcome(worst, detail, "", [line for _, line in problems], tallies)

    def title(self, suite):
        return f"suite {suite.index} of seed {self.seed}"

    def save(self, suite, outcome, folder):
        """The suite, with a note saying what differed and the commands that
        show it."""
        saved = folder / f"{suite.index:06d}-{outcome.kind}"
        write_project(saved, suite.files)
        (saved / "FINDING.txt").write_text(
            f"{outcome.kind}: {self.title(suite)}: {outcome.detail}\n" + "".join(f"  {line}\n" for line in outcome.problems)
            + f"\nrun it again: cd {saved} && flowrun test --no-timings -j 1 --report json=serial.json\n"
            + "then, for a test that differs: flowrun test --no-timings -j 1 --report json=alone.json --filter 'ID'\n"
            + f"or: scripts/fuzz --mode isolation --seed {self.seed} --only {suite.index}\n")
        return saved

    def explain(self, suite, outcome):
        return outcome.problems[:20]

    def tally_line(self, tallies):
        return (f"{tallies['tests']} tests in {tallies['suites']} suites, {tallies['runs']} flowrun runs, "
                f"{tallies['differences']} differences")
