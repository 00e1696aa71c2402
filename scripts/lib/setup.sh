# Sourced by scripts/flowrun and scripts/test.
# ensure_lua: makes sure pkg-config and Lua 5.4's headers and library are
# installed (the package finds Lua through pkg-config as lua5.4, else lua),
# installing Debian's pkg-config and liblua5.4-dev with apt-get when missing.

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
  echo "flowrun: Lua 5.4 development files (liblua5.4-dev, through pkg-config) are missing; installing them with apt-get" >&2
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "flowrun: cannot install liblua5.4-dev: apt-get is not available on this machine;" \
         "install pkg-config and Lua 5.4's headers and library (with a lua5.4.pc or lua.pc) by hand" >&2
    return 1
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      echo "flowrun: cannot install liblua5.4-dev: not running as root; run: sudo apt-get install -y pkg-config liblua5.4-dev" >&2
      return 1
    fi
  fi
  if ! { "${sudo[@]}" apt-get update -qq && \
         "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config liblua5.4-dev; } >&2; then
    echo "flowrun: apt-get could not install liblua5.4-dev (see above)" >&2
    return 1
  fi
  lua_is_installed || { echo "flowrun: liblua5.4-dev installed, but pkg-config still finds no Lua 5.4" >&2; return 1; }
}
