"""Lua tokens and hostile values for scripts/fuzz."""

import re
from dataclasses import dataclass


@dataclass
class Token:
    kind: str  # name, number, string, comment, symbol
    text: str
    start: int
    end: int


_LONG_BRACKET = re.compile(r"\[(=*)\[")
_PATTERNS = [
    ("name", re.compile(r"[A-Za-z_][A-Za-z0-9_]*")),
    ("number", re.compile(r"0[xX][0-9a-fA-F.]+(?:[pP][+-]?\d+)?|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?")),
    ("symbol", re.compile(r"\.\.\.|\.\.|==|~=|<=|>=|<<|>>|//|::|[-+*/%^#&~|<>=(){}\[\];:,.]")),
]


def _long_end(text, at, equals):
    close = "]" + equals + "]"
    end = text.find(close, at)
    return len(text) if end < 0 else end + len(close)


def _string_end(text, at):
    quote = text[at]
    i = at + 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == quote or c == "\n":
            return i + 1
        i += 1
    return len(text)


def tokenize(text):
    """Lua 5.4's tokens, good enough to mutate by: a malformed input still
    tokenizes (an unknown character becomes a symbol of its own)."""
    tokens = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if text.startswith("--", i):
            long = _LONG_BRACKET.match(text, i + 2)
            end = _long_end(text, long.end(), long.group(1)) if long else (text.find("\n", i) if "\n" in text[i:] else n)
            tokens.append(Token("comment", text[i:end], i, end))
            i = end
            continue
        if c in "\"'":
            end = _string_end(text, i)
            tokens.append(Token("string", text[i:end], i, end))
            i = end
            continue
        long = _LONG_BRACKET.match(text, i)
        if long:
            end = _long_end(text, long.end(), long.group(1))
            tokens.append(Token("string", text[i:end], i, end))
            i = end
            continue
        for kind, pattern in _PATTERNS:
            match = pattern.match(text, i)
            if match:
                tokens.append(Token(kind, match.group(0), i, match.end()))
                i = match.end()
                break
        else:
            tokens.append(Token("symbol", c, i, i + 1))
            i += 1
    return tokens


HOSTILE_NUMBERS = [
    "math.mininteger", "math.maxinteger", "-1", "0", "-0.0", "0/0", "1/0", "-1/0", "1e308", "-1e308",
    "2^53", "2^63", "-2^63", "0.5", "1e-320", "256", "65536", "2^31",
]

HOSTILE_STRINGS = [
    '""', '"\\0"', '"\\xff\\xfe\\x80"', '("x"):rep(1000000)', '"%"', '"%b()%f[%w]"', '"shop://"',
    '"shop://product/%ZZ"', '"::::"', '"\\u{7FFFFFFF}"', '"UIViewController"', '"\\n\\r\\27[31m"',
    '("é"):rep(100000)', '"../../../../etc/passwd"', '"/etc/passwd"',
]

# (name, Lua text): each a statement, put between two lines or at the start of a function body.
HOSTILE_SNIPPETS = [
    ("loop", "while true do end"),
    ("pcall_loop", "while true do pcall(function() while true do end end) end"),
    ("gc_loop", "setmetatable({}, { __gc = function() while true do end end }) collectgarbage()"),
    ("close_loop", "do local co = coroutine.create(function() local x <close> = setmetatable({}, { __close = function() while true do end end }) coroutine.yield() end) coroutine.resume(co) coroutine.close(co) end"),
    ("pattern", 'string.find(("a"):rep(40), ("a?"):rep(40) .. ("a"):rep(40))'),
    ("rep_huge", '_ = ("x"):rep(2^31)'),
    ("grow", "do local t = {} for i = 1, 1e9 do t[i] = {i} end end"),
    ("concat_grow", 'do local s = "x" for i = 1, 40 do s = s .. s end end'),
    ("recursion", "do local function f(n) return 1 + f(n + 1) end f(1) end"),
    ("cyclic_equal", "do local a, b = {}, {} a.a = a b.a = b expect_equal(a, b) end"),
    ("deep_table", "do local t = {} for i = 1, 100000 do t = { t } end expect_equal(t, {}) end"),
    ("tostring_error", 'error(setmetatable({}, { __tostring = function() return "custom error" end }))'),
    ("table_error", "error({ code = 42 })"),
    ("nil_error", "error()"),
    ("erroring_tostring", 'error(setmetatable({}, { __tostring = function() error("tostring failed") end }))'),
    ("debug", 'local d = require("debug") d.getregistry()'),
    ("write_file", 'io.open("fuzz-escape.txt", "w"):write("escaped")'),
    ("getenv", 'print(os.getenv("HOME"))'),
    ("stdin", "print(io.read())"),
    ("execute", 'os.execute("true")'),
    ("load_binary", 'load(string.dump(function() end))'),
    ("setlocale", 'os.setlocale("C")'),
    ("select_tab", "app.select_tab(math.mininteger)"),
    ("tab_add", "route.tab.add { at = math.mininteger }"),
    ("tab_bar", 'app.tab_bar({ app.navigation { app.screen("UIViewController") } }, { selected = math.mininteger })'),
    ("yield", "coroutine.yield()"),
    ("wrap_yield", "coroutine.wrap(function() coroutine.yield() end)()"),
    ("open_huge", 'open_url("shop://" .. ("x"):rep(1000000))'),
    ("print_many", 'for i = 1, 10000 do print(i) end'),
    ("metamethod_arg", 'app.select_tab(setmetatable({}, { __index = function() error("boom") end }))'),
    ("callback_reenter", 'app.select_tab(setmetatable({}, { __len = function() return app.select_tab(1) end }))'),
    ("collect", 'collectgarbage("stop")'),
    ("exit", "os.exit(3)"),
]
