"""A seeded fuzz campaign for scripts/fuzz: a mode's cases run in parallel,
the findings printed in case order and saved, the outcomes counted.

A mode is an object with:

  unit           what its cases are called in the summary ("mutants")
  kinds          {outcome kind: its label in the summary}, "fine" first
  make(index)    the case of that index (the seed is the mode's own)
  workspace()    a scratch folder for one worker thread, removed at the end
  check(case, flowrun, workspace)  the case's Outcome
  title(case)    the case in a finding's first line
  save(case, outcome, folder)      saves the reproducer; returns its path
  explain(case, outcome)  lines printed under a finding (may be none)
  tally_line(tallies)  a summary line of the tallies its outcomes carry, or None
"""

import shutil
import sys
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field


@dataclass
class Outcome:
    """How one case went: its kind ("fine" or a finding's), in words, the
    output that shows it, each problem seen (a line each), and counts the
    mode adds up (tests run…)."""
    kind: str
    detail: str
    output: str = ""
    problems: list = field(default_factory=list)
    tallies: Counter = field(default_factory=Counter)


def run_campaign(mode, flowrun, indices, seed, jobs, findings_dir, quiet):
    """Runs the cases `indices` of `mode` on `jobs` threads; prints the
    findings and the summary. Returns 0 when there is no finding, else 1."""
    local = threading.local()
    workspaces = []
    lock = threading.Lock()
    counts = Counter({kind: 0 for kind in mode.kinds})
    tallies = Counter()
    findings = []
    done = [0]
    progress = not quiet and sys.stderr.isatty()

    def one(index):
        if not hasattr(local, "workspace"):
            local.workspace = mode.workspace()
            with lock:
                workspaces.append(local.workspace)
        case = mode.make(index)
        outcome = mode.check(case, flowrun, local.workspace)
        with lock:
            counts[outcome.kind] += 1
            tallies.update(outcome.tallies)
            done[0] += 1
            if outcome.kind != "fine":
                findings.append((index, case, outcome))
            if progress:
                found = "  ".join(f"{kind} {counts[kind]}" for kind in mode.kinds if kind != "fine")
                sys.stderr.write(f"\rfuzz: {done[0]}/{len(indices)}  {found} ")
                sys.stderr.flush()

    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            list(pool.map(one, indices))
    finally:
        for workspace in workspaces:
            shutil.rmtree(workspace, ignore_errors=True)
    if progress:
        sys.stderr.write("\n")

    findings.sort(key=lambda finding: finding[0])
    for _, case, outcome in findings:
        saved = mode.save(case, outcome, findings_dir)
        print(f"{outcome.kind}: {mode.title(case)}: {outcome.detail}")
        for line in mode.explain(case, outcome):
            print(f"    {line}")
        print(f"    saved as {saved}")
        for line in outcome.output.strip().splitlines()[-12:]:
            print(f"    | {line}")
    labels = ", ".join(f"{counts[kind]} {label}" for kind, label in mode.kinds.items())
    print(f"fuzz: {len(indices)} {mode.unit} (seed {seed}): {labels}")
    extra = mode.tally_line(tallies)
    if extra:
        print(f"fuzz: {extra}")
    return 1 if findings else 0


def write_project(folder, files):
    """Writes `files` ({relative path: text}) under `folder`."""
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
