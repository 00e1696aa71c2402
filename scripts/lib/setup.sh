# Sourced by scripts/flowrun, scripts/test and scripts/lint-lua.
# ensure_lua: makes sure Lua 5.4's headers and library (Debian: liblua5.4-dev)
# are installed, installing them with apt-get when missing.
# ensure_luacheck: the same for luacheck (Debian: lua-check).

lua_is_installed() {
  [ -f /usr/include/lua5.4/lua.h ] || return 1
  compgen -G "/usr/lib/*/liblua5.4.so" >/dev/null || compgen -G "/usr/lib/liblua5.4.so" >/dev/null
}

ensure_lua() {
  lua_is_installed && return 0
  apt_install liblua5.4-dev "Lua 5.4's headers and library, lua5.4/lua.h and liblua5.4.so" || return 1
  lua_is_installed || { echo "flowrun: liblua5.4-dev installed, but lua5.4/lua.h is still missing" >&2; return 1; }
}

# apt_install PACKAGE WHAT: installs a Debian package as root (or through
# passwordless sudo), saying why when it cannot.
apt_install() {
  local package="$1" what="$2"
  echo "flowrun: $package ($what) is missing; installing it with apt-get" >&2
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "flowrun: cannot install $package: apt-get is not available on this machine; install $what by hand" >&2
    return 1
  fi
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo -n)
    else
      echo "flowrun: cannot install $package: not running as root; run: sudo apt-get install -y $package" >&2
      return 1
    fi
  fi
  if ! { "${sudo[@]}" apt-get update -qq && \
         "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package"; } >&2; then
    echo "flowrun: apt-get could not install $package (see above)" >&2
    return 1
  fi
}

ensure_luacheck() {
  command -v luacheck >/dev/null 2>&1 && return 0
  apt_install lua-check "the Lua linter, luacheck" || return 1
  command -v luacheck >/dev/null 2>&1 || { echo "flowrun: lua-check installed, but luacheck is still not on PATH" >&2; return 1; }
}
