"""Mutants of flowrun's example flows for scripts/fuzz: one example file with
a few mutations (tokens deleted or swapped, numbers and strings made extreme,
API names swapped, hostile snippets inserted), the same for the same seed."""

import random
import re
from dataclasses import dataclass, field

from fuzz_lua import HOSTILE_NUMBERS, HOSTILE_SNIPPETS, HOSTILE_STRINGS, tokenize

# What each example file is run as: (project folder, file inside it, command).
TARGETS = [
    ("examples", "hello.lua", "run"),
    ("examples", "login.lua", "run"),
    ("shop", "flows/configurations_test.lua", "test"),
    ("shop", "flows/deep_links_test.lua", "test"),
    ("shop", "flows/links_test.lua", "test"),
    ("shop", "failing/checkout_test.lua", "test"),
    ("shop", "app.lua", "test-app"),
    ("shop", "login.lua", "test-app"),
]


@dataclass
class Mutant:
    index: int
    target: tuple
    text: str
    mutations: list = field(default_factory=list)

    def focus(self):
        """The name of the test the first mutation is in (or the file's
        first test), so that a test file's mutant runs one test, not all."""
        first = re.search(r"line (\d+)", self.mutations[0]) if self.mutations else None
        line = int(first.group(1)) if first else 1
        chosen = None
        for match in re.finditer(r"\btest(?:\.only)?\s*\(\s*\"([^\"\n]{1,60})", self.text):
            declared = self.text.count("\n", 0, match.start()) + 1
            if chosen is None or declared <= line:
                chosen = match.group(1)
        return chosen


def api_names(annotations):
    """The flow API's names, read from the starter's annotations: swapping one
    for another is a typical slip."""
    names = set(re.findall(r"^function ([A-Za-z_][\w.:]*)\(", annotations, re.M))
    names |= set(re.findall(r"^([a-z_]+\.[a-z_][\w.]*) = ", annotations, re.M))
    return sorted(names)


def mutate(index, seed, sources, names):
    """Mutant `index` of the campaign `seed`: one of TARGETS (whose texts
    `sources` holds) with one to three mutations."""
    rng = random.Random(f"{seed}:{index}")
    target = rng.choice(TARGETS)
    text = sources[target]
    tokens = tokenize(text)
    mutations = []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        kind = rng.choice(["delete", "swap", "number", "string", "name", "snippet", "snippet", "duplicate"])
        text, what = apply(kind, text, tokens, rng, names)
        tokens = tokenize(text)
        if what:
            mutations.append(what)
    return Mutant(index, target, text, mutations)


def apply(kind, text, tokens, rng, names):
    """One mutation of `kind`; returns the new text and what it did."""
    def replace(token, new):
        return text[:token.start] + new + text[token.end:]

    def line_of(token):
        return text.count("\n", 0, token.start) + 1

    code = [t for t in tokens if t.kind != "comment"]
    if not code:
        return text, None
    if kind == "delete":
        t = rng.choice(code)
        return replace(t, ""), f"delete {t.text[:30]!r} at line {line_of(t)}"
    if kind == "swap":
        i = rng.randrange(len(code) - 1) if len(code) > 1 else 0
        a, b = code[i], code[min(i + 1, len(code) - 1)]
        if a is b:
            return text, None
        new = text[:a.start] + b.text + text[a.end:b.start] + a.text + text[b.end:]
        return new, f"swap {a.text[:20]!r} and {b.text[:20]!r} at line {line_of(a)}"
    if kind == "number":
        numbers = [t for t in code if t.kind == "number"]
        if not numbers:
            return apply("snippet", text, tokens, rng, names)
        t = rng.choice(numbers)
        new = rng.choice(HOSTILE_NUMBERS)
        return replace(t, f"({new})"), f"number {t.text!r} → {new} at line {line_of(t)}"
    if kind == "string":
        strings = [t for t in code if t.kind == "string"]
        if not strings:
            return apply("snippet", text, tokens, rng, names)
        t = rng.choice(strings)
        new = rng.choice(HOSTILE_STRINGS)
        return replace(t, f"({new})"), f"string {t.text[:30]!r} → {new[:40]} at line {line_of(t)}"
    if kind == "name":
        used = [t for t in code if t.kind == "name" and t.text in names_set(names)]
        if not used:
            return apply("snippet", text, tokens, rng, names)
        t = rng.choice(used)
        new = rng.choice(names)
        return replace(t, new), f"name {t.text} → {new} at line {line_of(t)}"
    if kind == "duplicate":
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines), f"duplicate line {i + 1}"
    # snippet: at a line boundary, or inside a function body (after a `function(...)` header)
    name, snippet = rng.choice(HOSTILE_SNIPPETS)
    headers = [m.end() for m in re.finditer(r"function\s*[\w.:]*\s*\([^)]*\)", text)]
    if headers and rng.random() < 0.6:
        at = rng.choice(headers)
        where = f"inside the function at line {text.count(chr(10), 0, at) + 1}"
        return text[:at] + " " + snippet + " " + text[at:], f"snippet {name} {where}"
    lines = text.split("\n")
    i = rng.randrange(len(lines) + 1)
    lines.insert(i, snippet)
    return "\n".join(lines), f"snippet {name} before line {i + 1}"


_names_cache = {}


def names_set(names):
    """The API's names and their last parts (`push` of `app.push`)."""
    key = id(names)
    if key not in _names_cache:
        _names_cache[key] = {n.split(".")[-1].split(":")[-1] for n in names} | set(names)
    return _names_cache[key]
