"""Random re-entrant flow programs for scripts/fuzz --mode reentrant, each
test's verdict known by construction.

A program is a project: a fixed app definition (a navigation stack, and
`dest(class, interceptor, task)`, a destination pushing `class`) and one flow
file of tests. A test is written in the order it will run: the generator
models every thread (the test's own, the coroutines it makes, the
interceptors flowrun drives), the constructs open on each (pcall, xpcall,
do, expect_error) and the navigation waiting, and writes each statement
where the thread running it stands; a coroutine's or an interceptor's body
grows piece by piece, as it is resumed.

The grammar, one statement at a time where its context allows it:

  noise       counters, passing expectations, errors caught, marks of the
              order statements run in (checked at the test's end)
  open/close  pcall, xpcall, do and expect_error around what follows; an
              expect_error function ends by raising: an error, a failing
              expectation, a nested expect_error whose function returns, a
              dead or dying coroutine called, a yield outside a coroutine,
              a refused navigation, resume or wait
  meant       a failing expectation caught inside an expect_error function,
              on that function's own thread
  coroutines  create or wrap; resume (the body runs until it yields, ends or
              raises); yield (through pcall, expect_error and __index);
              close; status
  navigate    through router or a wrapper (route.global_interceptor_router,
              route.single_navigation_router) to a destination whose
              interceptor runs noise, waits (route.wait, route.wait_until on
              a flag), captures coroutine.running(), then allows, refuses or
              raises; the test flips the flag later and lets the app settle
  refusals    resuming or closing the captured interceptor thread, or
              navigating while one waits: an error at the flow's line
  replace     library functions (coroutine.yield, pcall, error…) replaced by
              wrappers or by functions that fail; the generated code then
              calls the originals it saved
  poison      a failing expectation on the test's own thread outside any
              expect_error function (caught by pcall or xpcall, an
              expect_error whose function catches, or raised last), or
              caught inside an interceptor

A test with a poison must fail. One without must pass: every expect_error
function raises, every thread holding a meant failure runs to its end, and
every navigation is read as it stands.
"""

import random
from dataclasses import dataclass, field

from fuzz_lua_blocks import Block, resolve_anchors

FLOW = "flows/reentrant_test.lua"
CLASSES = ("A", "B", "C", "D")

APP = """\
-- The app the re-entrant programs run on: a navigation stack.
for _, class in ipairs { "Home", "A", "B", "C", "D" } do app.class(class) end
app.launch(app.navigation { app.screen("Home") })

--- A destination pushing a screen of `class` onto the stack, through
--- `interceptor` and `task` when given.
function dest(class, interceptor, task)
  local step = route.step { finder = route.class_finder(class), factory = route.class_factory(class) }
  if interceptor then step = step:adding(interceptor) end
  if task then step = step:adding(task) end
  return step:using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
end
"""

CONFIG = '{ "app": "app.lua", "flows": ["flows"] }\n'

# The library functions generated code may replace, by the name the flow
# file saves each under (`lib.yield`), with the global each is.
LIBRARY = {
    "yield": "coroutine.yield", "resume": "coroutine.resume", "create": "coroutine.create",
    "wrap": "coroutine.wrap", "status": "coroutine.status", "close": "coroutine.close",
    "running": "coroutine.running", "isyieldable": "coroutine.isyieldable", "pcall": "pcall",
    "xpcall": "xpcall", "error": "error", "assert": "assert", "select": "select", "tostring": "tostring",
    "type": "type", "setmetatable": "setmetatable", "concat": "table.concat", "find": "string.find",
    "format": "string.format", "pairs": "pairs", "next": "next", "unpack": "table.unpack", "rawget": "rawget",
}

# Statements a global interceptor runs on every navigation through its
# router: each the same every time, none failing.
PURE = [
    "T.n = T.n + 1",
    'lib.pcall(lib.error, "global")',
    'expect_error(function() lib.pcall(expect_equal, 1, 2) lib.error("global") end, "global")',
    "do local c = lib.create(function(x) local y = lib.yield(x + 1) return y * 2 end) "
    "local _, a = lib.resume(c, 1) local _, b = lib.resume(c, a) expect_equal(b, 4) end",
    "route.wait(0.1)",
    "expect(true)",
]

# Tasks a destination may carry (they run once, after its interceptor allowed it).
TASKS = [
    'route.context_task(function(vc) vc.visited = "yes" end)',
    "route.post_task(function() T.n = T.n + 1 end)",
    'route.context_task(function() lib.pcall(lib.error, "task") end)',
]


@dataclass
class Frame:
    """A construct open on a thread: "body" (the thread's function), "pcall",
    "do" or "expect_error" (`failed` once a meant failure was made in it;
    `check` is where the message it returns is checked, when it is)."""
    kind: str
    block: Block
    failed: bool = False
    check: Block = None
    variable: str = None


class Thread:
    """A thread of the test: "main" (the test's own), "create" and "wrap"
    (coroutines it made, `ref` holding them) or "interceptor" (driven by
    flowrun). `frames` are the constructs open where it stands."""

    def __init__(self, kind, ref, body):
        self.kind, self.ref = kind, ref
        self.frames = [Frame("body", body)]
        self.status = "running" if kind == "main" else "fresh"
        self.navigation = None  # an interceptor's

    def meant(self):
        """The innermost expect_error open on this thread, or None."""
        return next((f for f in reversed(self.frames) if f.kind == "expect_error"), None)

    def holds_failure(self):
        """Whether an expect_error open here has taken a meant failure: the
        thread must then run to that function's end."""
        return any(f.failed for f in self.frames)


@dataclass
class Navigation:
    """A navigation the test started: `state` is "running" (its interceptor
    runs), "pending", "ok", "generic" (refused) or "lua_error"."""
    ref: str
    thread: Thread
    router: str
    state: str = "running"
    flag: str = None
    captured: str = None
    poisoned: bool = False
    read: bool = False


@dataclass
class Program:
    """A generated project, the verdict each test must have, and for a test
    that must fail, the line its failure must name when that is known."""
    index: int
    files: dict
    verdicts: dict
    poison_lines: dict = field(default_factory=dict)
    notes: dict = field(default_factory=dict)


class TestWriter:
    """Writes one test, statement by statement, in the order they run."""

    def __init__(self, rng, name, poisoned, size, anchors):
        self.rng, self.anchors = rng, anchors
        self.block = Block(f'test("{name}", function()', "end)")
        self.main = Thread("main", None, self.block)
        self.chain = [self.main]
        self.threads, self.navigations = [], []
        self.pending = None
        self.broken = set()   # library functions replaced by ones that fail
        self.wrapped = set()  # library functions replaced by wrappers
        self.gone = set()     # library tables set to nil
        self.wants_poison = poisoned
        self.poisons = []  # (where, anchor) in the order they run
        self.marks = []
        self.serial = 0
        self.budget = size
        self.cleaning = False
        self.global_interceptors = 0
        self.replacements = 0
        self.timed_waits_allowed = True

    # Where statements go --------------------------------------------------

    @property
    def current(self):
        return self.chain[-1]

    def emit(self, line):
        self.current.frames[-1].block.add(line)

    def fresh(self):
        self.serial += 1
        return self.serial

    def lib(self, name):
        """How generated code calls library function `name`: its global,
        unless the test broke it (or, at times, anyway), the saved original."""
        if name in self.broken or self.rng.random() < 0.25:
            return f"lib.{name}"
        return LIBRARY[name]

    def in_navigation(self):
        """Whether an interceptor runs below the current statement (then the
        test's own moves, navigating, settling, are not for here)."""
        return any(thread.kind == "interceptor" for thread in self.chain)

    def test_side(self):
        return not self.in_navigation()

    def poison_allowed(self):
        return self.current is self.main and self.main.meant() is None and not self.cleaning

    def anchor(self):
        """A marker for the line it ends (`@@A<n>@@`), and how to write that
        line's number elsewhere (`@@L<n>@@`)."""
        self.anchors[0] += 1
        number = self.anchors[0]
        return f" @@A{number}@@", f"@@L{number}@@"

    # The test -------------------------------------------------------------

    def write(self):
        self.emit("local T = { n = 0, one = 1, o = {}, co = {}, w = {}, nav = {}, flag = {}, cap = {} }")
        self.emit("T.g = route.global_interceptor_router(router)")
        inner = self.rng.choice(["T.g", "router", "T.g"])
        self.emit(f"T.s = route.single_navigation_router({inner})")
        while self.budget > 0:
            self.step()
        self.finish()
        return self.block

    def step(self):
        """One statement (or construct) among those the context allows."""
        self.budget -= 1
        choices = [(6, self.noise)]
        thread = self.current
        depth = sum(len(t.frames) for t in self.chain)
        if len(thread.frames) < 5 and depth < 12:
            choices.append((3, self.open_frame))
        if len(thread.frames) > 1:
            choices.append((3, self.close_frame))
        if thread.meant() is not None:
            choices.append((2, self.meant_failure))
        if self.wants_poison and self.poison_allowed() and len(self.poisons) < 2:
            choices.append((1.5, self.poison))
        if self.wants_poison and thread.kind == "interceptor" and thread.meant() is None:
            choices.append((0.4, self.interceptor_poison))
        if len(self.threads) < 6:
            choices.append((2, self.create))
        if len(self.chain) < 5 and self.resumable():
            choices.append((4, self.resume))
        if self.closable():
            choices.append((0.7, self.close_coroutine))
        if self.replacements < 3:
            choices.append((0.6, self.replace))
        if self.test_side():
            self.test_side_choices(choices)
        if thread.kind == "interceptor":
            choices.append((1, self.interceptor_statement))
        weights = [weight for weight, _ in choices]
        self.rng.choices([action for _, action in choices], weights)[0]()

    def test_side_choices(self, choices):
        if self.pending is None and len(self.navigations) < 4 and len(self.chain) < 5:
            choices.append((3, self.navigate))
        if self.pending is not None:
            choices.append((3, self.resolve))
            choices.append((1, self.refused_navigation))
            if self.pending.captured:
                choices.append((3, self.captured_refusal))
        choices.append((1, self.wait_noise))
        if any(not n.read and n.state not in ("running", "pending") and self.assigned(n) for n in self.navigations):
            choices.append((1.5, self.read_some_navigation))
        if self.global_interceptors < 2:
            choices.append((0.5, self.add_global))

    # Noise -----------------------------------------------------------------

    def noise(self):
        thread = self.current
        n = self.fresh()
        options = [
            lambda: "T.n = T.n + 1",
            self.mark,
            lambda: "expect_equal(T.one, 1)",
            lambda: 'expect(true, "noise")',
            lambda: f'{self.lib("pcall")}({self.lib("error")}, "N{n}")',
            lambda: f'{self.lib("xpcall")}({self.lib("error")}, function(e) return e end, "N{n}")',
            lambda: f'T.x = {self.lib("select")}("#", {self.lib("pcall")}({self.lib("error")}))',
            lambda: f'expect_error(function() {self.lib("error")}("N{n}") end, "N{n}")',
            lambda: f"do local _, is_main = {self.lib('running')}() expect(is_main == {str(thread.kind == 'main').lower()}) end",
            lambda: f"expect({self.lib('isyieldable')}() == {str(thread.kind != 'main').lower()})",
        ]
        statuses = [t for t in self.threads if t.kind == "create"]
        if statuses:
            other = self.rng.choice(statuses)
            options.append(lambda: f'expect_equal({self.lib("status")}({other.ref}), "{self.status_of(other)}")')
        if self.rng.random() < 0.003:
            # Lua's assert raises its message as it is: never with a place in flowrun's own code.
            options = [lambda: f'do local ok, e = {self.lib("pcall")}(function() {self.lib("assert")}(false, "N{n}") end) '
                               f'expect(not ok and not lib.find(e, "[flowrun", 1, true), e) end']
        self.emit(self.rng.choice(options)())

    def mark(self):
        number = self.fresh()
        self.marks.append(number)
        return f"T.o[#T.o + 1] = {number}"

    def status_of(self, thread):
        if thread is self.current:
            return "running"
        if thread in self.chain:
            return "normal"
        return "dead" if thread.status == "dead" else "suspended"

    # Constructs ------------------------------------------------------------

    def open_frame(self):
        block = self.current.frames[-1].block
        kind = self.rng.choice(["pcall", "xpcall", "do", "expect_error", "expect_error"])
        if kind == "pcall":
            frame = Frame("pcall", block.nest(f"{self.lib('pcall')}(function()", "end)"))
        elif kind == "xpcall":
            frame = Frame("pcall", block.nest(f"{self.lib('xpcall')}(function()", "end, function(e) return e end)"))
        elif kind == "do":
            frame = Frame("do", block.nest("do", "end"))
        elif self.rng.random() < 0.5:
            outer = block.nest("do", "end")
            variable = f"m{self.fresh()}"
            frame = Frame("expect_error", outer.nest(f"local {variable} = expect_error(function()", "end)"),
                          check=outer, variable=variable)
        else:
            frame = Frame("expect_error", block.nest("expect_error(function()", "end)"))
        self.current.frames.append(frame)

    def close_frame(self):
        """Closes the innermost construct of the current thread: a pcall
        normally or by an error it catches, an expect_error by raising."""
        thread = self.current
        frame = thread.frames[-1]
        if frame.kind == "pcall" and self.rng.random() < 0.5:
            meant = thread.meant() is not None
            poison = self.wants_poison and self.poison_allowed() and self.rng.random() < 0.3
            line, _ = self.raiser(expectation=meant or poison)
            failing = line.startswith("expect")
            self.emit(line + (self.note_poison("main") if failing and poison else ""))
            if failing and meant:
                thread.meant().failed = True
        elif frame.kind == "expect_error":
            line, text = self.raiser(expectation=True)
            self.emit(line)
            if text is not None and self.rng.random() < 0.8:
                frame.block.tail = f'end, "{text}")'
            if frame.check is not None:
                if text is not None:
                    frame.check.add(f'expect({self.lib("find")}({frame.variable}, "{text}", 1, true) ~= nil, {frame.variable})')
                else:
                    frame.check.add(f'expect({self.lib("type")}({frame.variable}) == "string")')
        thread.frames.pop()

    def close_all(self):
        while len(self.current.frames) > 1:
            self.close_frame()

    def raiser(self, expectation):
        """A statement that raises where it stands, and text its error
        contains (None: none to check). `expectation`: it may be a failing
        expectation (meant there, or a poison)."""
        n = self.fresh()
        options = [
            lambda: (f'{self.lib("error")}("E{n}")', f"E{n}"),
            lambda: (f'{self.lib("error")}({{ code = {n} }})', None),
            lambda: (f'{self.lib("assert")}(false, "A{n}")', f"A{n}"),
        ]
        if self.current is self.main:
            options.append(lambda: (f"{self.lib('yield')}()", "attempt to yield from outside a coroutine"))
        if self.test_side():
            options.append(lambda: ("route.wait_until(function() return true end)", "can only be used inside an interceptor"))
            if self.pending is not None:
                pending = self.pending
                options.append(lambda: (f'{self.rng.choice(["router", "T.g", "T.s"])}:navigate(dest("C"))',
                                        "is still pending"))
                if pending.captured:
                    verb = self.rng.choice(["resume", "close"])
                    options.append(lambda: (f"lib.{verb}({pending.captured})", "run by the host"))
        dead = [t for t in self.threads if t.kind == "wrap" and t.status == "dead"]
        if dead:
            options.append(lambda: (f"{self.rng.choice(dead).ref}()", "cannot resume dead coroutine"))
        dying = [t for t in self.resumable() if t.kind == "wrap"]
        if dying and len(self.chain) < 5:
            options.append(lambda: self.dying_call(self.rng.choice(dying)))
        if expectation:
            options += [
                lambda: (f"expect_equal({n}, {n + 1})", f"expected {n + 1}, got {n}"),
                lambda: (f'expect(false, "M{n}")', f"M{n}"),
                lambda: (f"expect_error(function() {self.catching()} end)", "expected the function to raise"),
            ]
        return self.rng.choice(options)()

    def catching(self):
        """A function body that catches what it raises, so returns."""
        n = self.fresh()
        return self.rng.choice([
            f'{self.lib("pcall")}({self.lib("error")}, "C{n}")',
            "T.n = T.n + 1",
            f'{self.lib("pcall")}(function() {self.lib("error")}({{ code = {n} }}) end)',
            "",
        ])

    def dying_call(self, thread):
        """Calls a wrapped coroutine whose body now raises: the call raises."""
        line = f"{thread.ref}()"
        text = self.segment(thread, end="raise")
        return line, text

    # Failures meant and poisons -------------------------------------------

    def failing_expectation(self):
        """A failing expectation whose error is caught where it stands."""
        n = self.fresh()
        return self.rng.choice([
            f"{self.lib('pcall')}(expect_equal, {n}, {n + 1})",
            f'{self.lib("xpcall")}(expect, function(e) return e end, false, "M{n}")',
            f"{self.lib('pcall')}(expect_error, function() {self.catching()} end)",
            f"{self.lib('pcall')}(function() expect_equal({n}, {n + 1}) end)",
        ])

    def meant_failure(self):
        self.emit(self.failing_expectation())
        self.current.meant().failed = True

    def poison(self):
        self.emit(self.failing_expectation() + self.note_poison("main"))

    def interceptor_poison(self):
        self.emit(self.failing_expectation())
        self.note_poison("interceptor")
        self.current.navigation.poisoned = True

    def note_poison(self, where):
        """Counts a poison ("main": on the test's own thread, "interceptor",
        or "uncaught": the error that ends the test); returns the anchor of
        its line when the failure must name that line: not when pcall or
        xpcall was replaced by a function of the flow, whose line the
        failure then names, as Lua's own traceback would."""
        exact = where != "interceptor" and not self.wrapped & {"pcall", "xpcall"}
        mark, reference = self.anchor() if exact else ("", None)
        self.poisons.append((where, reference))
        return mark

    def failure_line(self):
        """The reference of the line the test's failure must name, when known:
        the error that ends it, else its first poison if the test's own."""
        ending = [reference for where, reference in self.poisons if where == "uncaught"]
        if ending:
            return ending[0]
        return self.poisons[0][1]

    # Coroutines --------------------------------------------------------------

    def create(self):
        kind = self.rng.choice(["create", "create", "wrap"])
        number = self.fresh()
        ref = f"T.co[{number}]" if kind == "create" else f"T.w[{number}]"
        body = self.current.frames[-1].block.nest(f"{ref} = {self.lib(kind)}(function(...)", "end)")
        self.threads.append(Thread(kind, ref, body))

    def resumable(self):
        return [t for t in self.threads if t.status in ("fresh", "suspended") and t not in self.chain]

    def closable(self):
        return [t for t in self.resumable() if t.kind == "create" and not t.holds_failure()]

    def resume(self, thread=None, end=None):
        thread = thread or self.rng.choice(self.resumable())
        n = self.fresh()
        check = self.current.frames[-1].block.nest("do", "end")
        if thread.kind == "create":
            check.add(f"local ok{n}, v{n} = {self.lib('resume')}({thread.ref}, {n})")
            end = end or self.rng.choice(["yield", "yield", "finish", "raise"])
            result = self.segment(thread, end)
            if end == "raise":
                check.add(f"expect(ok{n} == false)")
                if result is not None:
                    check.add(f'expect({self.lib("find")}(v{n}, "{result}", 1, true) ~= nil, {self.lib("tostring")}(v{n}))')
            else:
                check.add(f"expect(ok{n} == true, {self.lib('tostring')}(v{n}))")
                check.add(f"expect_equal(v{n}, {result})")
        else:
            check.add(f"local v{n} = {thread.ref}({n})")
            result = self.segment(thread, end or self.rng.choice(["yield", "yield", "finish"]))
            check.add(f"expect_equal(v{n}, {result})")

    def segment(self, thread, end):
        """Runs `thread` from where it stands until it yields, finishes or
        raises (`end`): writes what it does on the way. Returns the value it
        yields or returns (as Lua), or the text its error contains."""
        self.chain.append(thread)
        thread.status = "running"
        for _ in range(self.rng.randint(0, 3)):
            if self.budget <= 0 or self.cleaning:
                break
            self.step()
        result = None
        if end == "yield":
            n = self.fresh()
            if self.rng.random() < 0.2:
                self.emit(f"do local _ = {self.lib('setmetatable')}({{}}, {{ __index = function(_, key) "
                          f"return {self.lib('yield')}(key) end }}).y{n} end")
                result = f'"y{n}"'
            else:
                self.emit(f"{self.lib('yield')}({n})")
                result = str(n)
            thread.status = "suspended"
        else:
            self.close_all()
            if end == "finish":
                n = self.fresh()
                self.emit(f"return {n}")
                result = str(n)
            else:
                line, result = self.raiser(expectation=False)
                self.emit(line)
            thread.status = "dead"
        self.chain.pop()
        return result

    def close_coroutine(self):
        thread = self.rng.choice(self.closable())
        self.emit(f"expect({self.lib('close')}({thread.ref}) == true)")
        thread.status = "dead"

    # Library functions replaced ----------------------------------------------

    def replace(self):
        """Replaces a library function by a wrapper or by one that fails (or
        nil), or a whole library table by nil."""
        self.replacements += 1
        if self.rng.random() < 0.1:
            table = self.rng.choice(["coroutine", "string", "table"])
            self.broken |= {name for name, path in LIBRARY.items() if path.startswith(table + ".")}
            self.gone.add(table)
            self.emit(f"{table} = nil")
            return
        name = self.rng.choice([name for name, path in sorted(LIBRARY.items()) if path.split(".")[0] not in self.gone])
        path = LIBRARY[name]
        if self.rng.random() < 0.5 and name not in self.broken:
            self.wrapped.add(name)
            self.emit(f"{path} = function(...) T.n = T.n + 1 return lib.{name}(...) end")
        else:
            self.broken.add(name)
            self.emit(self.rng.choice([f'{path} = function() lib.error("{path} was replaced") end', f"{path} = nil"]))

    # Navigations ---------------------------------------------------------------

    def assigned(self, navigation):
        """Whether `navigate` has returned the navigation to the test."""
        return navigation.thread not in self.chain

    def navigate(self):
        number = self.fresh()
        router = self.rng.choice(["router", "T.g", "T.s"])
        task = f", {self.rng.choice(TASKS)}" if self.rng.random() < 0.3 else ""
        context = self.rng.choice(["", f", {number}", f', "c{number}"', f", {{ id = {number} }}"])
        body = self.current.frames[-1].block.nest(
            f'T.nav[{number}] = {router}:navigate(dest("{self.rng.choice(CLASSES)}", route.interceptor(function()',
            f"end){task}){context})")
        thread = Thread("interceptor", None, body)
        navigation = Navigation(f"T.nav[{number}]", thread, router)
        thread.navigation = navigation
        self.navigations.append(navigation)
        self.run_interceptor(navigation)
        if self.rng.random() < 0.5:
            self.read(navigation)

    def run_interceptor(self, navigation, final=False):
        """Runs the navigation's interceptor until it waits for a flag or
        ends: allows, refuses, raises, returns nothing or fails an
        expectation (the last three: a Lua error of the navigation)."""
        thread = navigation.thread
        self.chain.append(thread)
        thread.status = "running"
        if navigation.captured is None and not self.cleaning and self.rng.random() < 0.3:
            self.capture(navigation)
        for _ in range(self.rng.randint(0, 4)):
            if self.budget <= 0 or self.cleaning:
                break
            self.step()
        ends = ["ok", "ok", "refuse", "raise", "nothing", "expectation"]
        end = self.rng.choice(ends if final else ends + ["wait"] * 4)
        if end == "wait":
            number = self.fresh()
            navigation.flag = f"T.flag[{number}]"
            self.emit(f"route.wait_until(function() return {navigation.flag} end)")
            navigation.state, thread.status = "pending", "suspended"
            self.pending = navigation
        else:
            self.close_all()
            if end == "ok":
                self.emit("return true")
                navigation.state = "ok"
            elif end == "refuse":
                self.emit(f'return false, "refused {self.fresh()}"')
                navigation.state = "generic"
            elif end == "raise":
                self.emit(f'{self.lib("error")}("interceptor {self.fresh()}")')
                navigation.state = "lua_error"
            elif end == "nothing":
                self.emit("return")
                navigation.state = "lua_error"
            else:
                n = self.fresh()
                self.emit(f"expect_equal({n}, {n + 1})")
                navigation.state = "lua_error"
            thread.status = "dead"
            if self.pending is navigation:
                self.pending = None
        navigation.read = False
        self.chain.pop()

    def interceptor_statement(self):
        """What only an interceptor does: capture its own thread, wait on the
        virtual clock, or wait on a flag it already set."""
        thread = self.current
        navigation = thread.navigation
        options = []
        if navigation.captured is None:
            options.append("capture")
        if self.timed_waits_allowed:
            options.append("timed")
        options.append("flag set")
        choice = self.rng.choice(options)
        if choice == "capture":
            self.capture(navigation)
        elif choice == "timed":
            self.emit(f"route.wait({self.rng.choice(['0', '0.1', '0.25', '1'])})")
        else:
            flag = f"T.flag[{self.fresh()}]"
            self.emit(f"{flag} = true")
            self.emit(f"route.wait_until(function() return {flag} end)")

    def capture(self, navigation):
        """The interceptor keeps its own thread where the test can reach it."""
        navigation.captured = f"T.cap[{self.fresh()}]"
        self.emit(f"{navigation.captured} = {self.lib('running')}()")

    def resolve(self, final=False):
        """The test flips the flag the pending navigation waits on and lets
        the app settle: its interceptor goes on."""
        navigation = self.pending
        self.emit(f"{navigation.flag} = true")
        if self.rng.random() < 0.7:
            self.emit("app.settle()")
        else:
            self.emit(f"app.wait({self.rng.choice(['0', '0.05', '2'])})")
            self.timed_waits_allowed = False
        self.pending = None
        self.run_interceptor(navigation, final)
        self.timed_waits_allowed = True

    def wait_noise(self):
        self.emit(self.rng.choice(["app.wait(0.1)", "app.settle()", "T.now = app.now()", "app.wait(0)"]))

    def add_global(self):
        self.global_interceptors += 1
        statements = self.rng.sample(PURE, self.rng.randint(1, 3))
        body = self.current.frames[-1].block.nest("T.g:add_global(route.interceptor(function()", "end))")
        for statement in statements:
            body.add(statement)
        body.add("return true")

    def read(self, navigation):
        """Reads how a navigation stands, as it stands."""
        ref = navigation.ref
        state = navigation.state
        if state == "ok":
            line = self.rng.choice([f"expect_ok({ref})", f"expect({ref}.ok, {self.lib('tostring')}({ref}))"])
        elif state == "pending":
            line = self.rng.choice([f"expect({ref}.pending)", f'expect_equal({ref}.kind, "pending")'])
        else:
            line = self.rng.choice([f'expect_failure({ref}, "{state}")', f'expect_equal({ref}.kind, "{state}")'])
        self.emit(line)
        navigation.read = True

    def read_some_navigation(self):
        unread = [n for n in self.navigations
                  if not n.read and n.state not in ("running", "pending") and self.assigned(n)]
        self.read(self.rng.choice(unread))

    def refused_navigation(self):
        n = self.fresh()
        router = self.rng.choice(["router", "T.g", "T.s"])
        block = self.current.frames[-1].block.nest("do", "end")
        block.add(f'local ok{n}, e{n} = {self.lib("pcall")}(function() local nav = {router}:navigate(dest("B")) return nav end)')
        block.add(f'expect(not ok{n} and {self.lib("find")}(e{n}, "is still pending", 1, true) ~= nil, {self.lib("tostring")}(e{n}))')

    def captured_refusal(self):
        """Resumes or closes the captured interceptor thread: refused with an
        error at that very line."""
        captured = self.pending.captured
        if self.rng.random() < 0.3:
            self.emit(f'expect_equal({self.lib("status")}({captured}), "suspended")')
            return
        n = self.fresh()
        verb = self.rng.choice(["resume", "close"])
        mark, line = self.anchor()
        block = self.current.frames[-1].block.nest("do", "end")
        inner = block.nest(f"local ok{n}, e{n} = {self.lib('pcall')}(function()", "end)")
        inner.add(f"local result = lib.{verb}({captured})" + mark)
        inner.add("return result")
        block.add(f'expect(not ok{n} and {self.lib("find")}(e{n}, "{FLOW}:{line}: coroutine.{verb}: this coroutine is run by the host", 1, true) ~= nil, '
                  f'{self.lib("tostring")}(e{n}))')

    # The test's end --------------------------------------------------------------

    def finish(self):
        """Closes what is open, runs to their end the threads holding a meant
        failure, settles or leaves the navigation waiting, reads every
        navigation, checks the order statements ran in; then the poison that
        must be there."""
        self.cleaning = True
        self.close_all()
        for thread in list(self.threads):
            while thread.holds_failure() and thread.status in ("fresh", "suspended"):
                self.resume(thread, end="finish")
        if self.pending is not None:
            navigation = self.pending
            if navigation.poisoned or navigation.thread.holds_failure() or self.rng.random() < 0.6:
                self.resolve(final=True)
        for navigation in self.navigations:
            if not navigation.read:
                self.read(navigation)
        expected = " ".join(str(mark) for mark in self.marks)
        self.emit(f'expect_equal({self.lib("concat")}(T.o, " "), "{expected}")')
        if self.wants_poison and not self.poisons:
            self.poison()
        if self.wants_poison and self.rng.random() < 0.3:
            self.last_poison()

    def last_poison(self):
        """A poison that ends the test: an error it does not catch."""
        n = self.fresh()
        options = [f"expect_equal({n}, {n + 1})", f'lib.error("P{n}")', f'expect(false, "P{n}")']
        if self.pending is not None and self.pending.captured:
            options.append(f"lib.resume({self.pending.captured})")
        self.emit(self.rng.choice(options) + self.note_poison("uncaught"))


def generate(seed, index):
    """Program `index` of the campaign `seed`."""
    rng = random.Random(f"reentrant:{seed}:{index}")
    anchors = [0]
    file = Block()
    file.add(f"-- scripts/fuzz --mode reentrant --seed {seed} --only {index}")
    file.add("-- Each test's verdict is known by construction: a test named \"… must fail\" holds a poison.")
    saved = ", ".join(f"{name} = {path}" for name, path in LIBRARY.items())
    file.add(f"local lib = {{ {saved} }}")
    file.add("")
    tests = []
    for number in range(1, rng.randint(2, 6) + 1):
        poisoned = rng.random() < 0.4
        name = f"test {number} must {'fail' if poisoned else 'pass'}"
        writer = TestWriter(rng, name, poisoned, rng.randint(10, 45), anchors)
        file.items.append(writer.write())
        file.add("")
        tests.append((name, writer))
    lines = []
    file.render(lines)
    text, numbers = resolve_anchors(lines)
    program = Program(index, {"app.lua": APP, "flowrun.json": CONFIG, FLOW: text}, {})
    for name, writer in tests:
        program.verdicts[name] = "failed" if writer.poisons else "passed"
        where = [kind for kind, _ in writer.poisons]
        program.notes[name] = (f"{len(where)} poison(s): {', '.join(where)}" if where else "no poison")
        if writer.poisons and writer.failure_line():
            program.poison_lines[name] = numbers[writer.failure_line()]
    return program
