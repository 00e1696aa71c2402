# Sourced by scripts/flowrun, scripts/test, scripts/bench, scripts/lint-lua
# and scripts/check-lua-layout.
# ensure_lua: makes sure pkg-config and Lua 5.4's headers and library are
# installed (the package finds Lua through pkg-config, as lua5.4, else lua),
# installing Debian's pkg-config and liblua5.4-dev with apt-get when missing.
# ensure_luacheck: the same for luacheck (Debian: lua-check).
# ensure_busted: the same for busted (Debian: lua-busted), the Lua test runner
# scripts/bench compares flowrun with (peer.busted_ratio).
# ensure_report_readers: see below.
# ensure_browser: Chromium for the HTML report's browser test, where it can be
# installed; without it that test is skipped, saying so (never a failure).

lua_is_installed() {
  command -v pkg-config >/dev/null 2>&1 || return 1
  local name
  for name in lua5.4 lua; do
    pkg-config --exists "$name" && [ "$(pkg-config --modversion "$name" | cut -d. -f1-2)" = 5.4 ] && return 0
  done
  return 1
}

ensure_lua() {
  lua_is_installed && return 0
  apt_install "pkg-config liblua5.4-dev" "pkg-config and Lua 5.4's headers and library, with a lua5.4.pc or lua.pc" || return 1
  lua_is_installed || { echo "flowrun: liblua5.4-dev installed, but pkg-config still finds no Lua 5.4" >&2; return 1; }
}

# apt_install "PACKAGE..." WHAT: installs Debian packages as root (or through
# passwordless sudo), saying why when it cannot. It says in one line what it
# installs and why; apt-get's own output goes to a log file
# ($FLOWRUN_SETUP_LOG, else a new file flowrun-setup.XXXXXX.log in
# ${TMPDIR:-/tmp}), kept and named, and shown only when the install fails.
apt_install() {
  local packages="$1" what="$2"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "flowrun: $packages ($what) missing, and cannot be installed: apt-get is not available on this machine; install $what by hand" >&2
    return 1
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      echo "flowrun: $packages ($what) missing, and cannot be installed: not running as root; run: sudo apt-get install -y $packages" >&2
      return 1
    fi
  fi
  local log="${FLOWRUN_SETUP_LOG:-}"
  if [ -z "$log" ]; then
    log="$(mktemp "${TMPDIR:-/tmp}/flowrun-setup.XXXXXX.log")" || return 1
  fi
  echo "flowrun: installing $packages ($what) with apt-get; its log: $log" >&2
  # shellcheck disable=SC2086  # the package list splits into words on purpose
  if ! { "${sudo[@]}" apt-get update -qq && \
         "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages; } >>"$log" 2>&1 </dev/null; then
    cat "$log" >&2
    echo "flowrun: apt-get could not install $packages (its log, above, is kept in $log)" >&2
    return 1
  fi
}

ensure_luacheck() {
  command -v luacheck >/dev/null 2>&1 && return 0
  apt_install lua-check "the Lua linter, luacheck" || return 1
  command -v luacheck >/dev/null 2>&1 || { echo "flowrun: lua-check installed, but luacheck is still not on PATH" >&2; return 1; }
}

ensure_busted() {
  command -v busted >/dev/null 2>&1 && return 0
  apt_install lua-busted "busted, the Lua test runner the benchmarks compare with" || return 1
  command -v busted >/dev/null 2>&1 || { echo "flowrun: lua-busted installed, but busted is still not on PATH" >&2; return 1; }
}

ensure_browser() {
  local name
  for name in chromium chromium-browser google-chrome google-chrome-stable; do
    command -v "$name" >/dev/null 2>&1 && return 0
  done
  [ -n "${FLOWRUN_BROWSER:-}" ] && return 0
  apt_install chromium "a headless browser for the HTML report's test" || {
    echo "flowrun: the HTML report's browser test will be skipped" >&2
    return 0
  }
}

# ensure_report_readers: the programs CI systems read reports with, for the
# tests that read flowrun's reports back: prove (TAP; Debian: perl), lcov
# (LCOV) and xmllint (JUnit against its schema; Debian: libxml2-utils).
# Without them those tests are skipped, saying so (never a failure).
ensure_report_readers() {
  local missing="" tool package
  for tool in prove:perl lcov:lcov xmllint:libxml2-utils; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || missing="$missing ${tool#*:}"
  done
  [ -z "$missing" ] && return 0
  apt_install "${missing# }" "the readers of TAP, LCOV and JUnit reports for the report tests" || {
    echo "flowrun: the tests reading reports back with prove, lcov or xmllint will be skipped where those are missing" >&2
    return 0
  }
}
