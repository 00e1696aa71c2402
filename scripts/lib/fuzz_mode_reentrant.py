"""scripts/fuzz --mode reentrant: each generated program (fuzz_reentrant)
runs through flowrun test with a JSON report, and every test's verdict is
checked against the one it was built to have. Outcomes, the worst first:

  crash      flowrun ended by a signal, or a test ended [crashed] or
             [out of memory]
  hang       flowrun outlived its budget, or a test [timed out]
  broken     the program did not run as written: no report, a load failure
             (exit 2), a test missing from the report
  forged     a test holding a poison passed
  false      a test without poison failed
  unlocated  a failure whose message names no line of the project, or not
             the line of the poison that made it (the error ending the test,
             else the first poison when it is on the test's own thread)
  fine       none of these
"""

import json
import re
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from fuzz_campaign import Outcome, write_project
from fuzz_process import run_bounded, tail
from fuzz_reentrant import FLOW, generate

# The outcomes, the worst first: a program with several problems is counted
# by its worst.
SEVERITY = ["crash", "hang", "broken", "forged", "false", "unlocated"]
PLACED = re.compile(r"(?:" + re.escape(FLOW) + r"|app\.lua):\d+")


class ReentrantMode:
    unit = "programs"
    default_count = 100
    # flowrun's --timeout: no test here loops, so only a hang may reach it, on a machine however busy.
    default_timeout = 60
    kinds = {"fine": "fine", "forged": "forged passes", "false": "false failures",
             "unlocated": "failures without their line", "crash": "crashes", "hang": "hangs",
             "broken": "programs that did not run"}

    def __init__(self, seed, timeout):
        self.seed, self.timeout = seed, timeout

    def make(self, index):
        return generate(self.seed, index)

    def workspace(self):
        return Path(tempfile.mkdtemp(prefix="flowrun-fuzz-reentrant-"))

    def command(self, report):
        """The flowrun arguments that run a program (from its folder)."""
        return ["test", "--no-timings", "--timeout", str(self.timeout), "-j", "1", "--report", f"json={report}"]

    def check(self, program, flowrun, workspace):
        folder = workspace / f"program-{program.index}"
        write_project(folder, program.files)
        try:
            ended = run_bounded([flowrun, *self.command("report.json")], folder,
                                self.timeout * (len(program.verdicts) + 2))
            report = folder / "report.json"
            text = report.read_text() if report.exists() else ""
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        tallies = Counter(programs=1, tests=len(program.verdicts),
                          must_fail=sum(v == "failed" for v in program.verdicts.values()))
        output = tail(ended.output)
        if ended.hung:
            return Outcome("hang", "flowrun still running after its budget and a grace period", output, tallies=tallies)
        if ended.signal_name():
            return Outcome("crash", ended.signal_name(), output, tallies=tallies)
        if ended.code not in (0, 1) or not text:
            return Outcome("broken", f"exit {ended.code}" + ("" if text else ", no report"), output, tallies=tallies)
        problems = self.judge(program, json.loads(text))
        if not problems:
            return Outcome("fine", f"exit {ended.code}", output, tallies=tallies)
        worst = min(problems, key=lambda problem: SEVERITY.index(problem[0]))[0]
        counted = Counter(kind for kind, _ in problems)
        detail = ", ".join(f"{counted[kind]} {self.kinds[kind]}" for kind in SEVERITY if counted[kind])
        return Outcome(worst, detail, output, [line for _, line in problems], tallies)

    def judge(self, program, report):
        """(kind, line) for each problem of the report against the verdicts."""
        problems = [("broken", f"{error['file']} did not load: {error['message']}") for error in report["file_errors"]]
        seen = {test["name"]: test for test in report["tests"]}
        for name, verdict in program.verdicts.items():
            test = seen.get(name)
            if test is None:
                problems.append(("broken", f"{name}: not in the report"))
                continue
            message = test.get("message") or ""
            said = f"{name} ({program.notes[name]}): {test['status']}" + (f": {message[:300]}" if message else "")
            ending = test.get("ending")
            if ending == "timed out":
                problems.append(("hang", said))
            elif ending:
                problems.append(("crash", said))
            elif test["status"] != verdict:
                problems.append(("forged" if verdict == "failed" else "false", said))
            elif verdict == "failed" and not PLACED.search(message):
                problems.append(("unlocated", said))
            elif name in program.poison_lines and test.get("failure_location") != f"{FLOW}:{program.poison_lines[name]}":
                problems.append(("unlocated", f"{said} (placed at {test.get('failure_location')}, "
                                              f"where its poison is at line {program.poison_lines[name]})"))
        return problems

    def title(self, program):
        return f"program {program.index} of seed {self.seed}"

    def save(self, program, outcome, folder):
        """The program's project, with a note saying what went wrong and how
        to run it again."""
        saved = folder / f"{program.index:06d}-{outcome.kind}"
        write_project(saved, program.files)
        command = " ".join(["flowrun", *self.command("report.json")])
        (saved / "FINDING.txt").write_text(
            f"{outcome.kind}: {self.title(program)}: {outcome.detail}\n" + "".join(f"  {line}\n" for line in outcome.problems)
            + f"\nrun it again: cd {saved} && {command}\n"
            + f"or: scripts/fuzz --mode reentrant --seed {self.seed} --only {program.index}\n")
        return saved

    def explain(self, program, outcome):
        return outcome.problems

    def tally_line(self, tallies):
        return (f"{tallies['tests']} tests in {tallies['programs']} programs, {tallies['must_fail']} built to fail "
                f"and {tallies['tests'] - tallies['must_fail']} to pass")
