# Shared by the scripts in scripts/: installs what is missing and finds the build products.
# shellcheck shell=bash

APT_PACKAGES=(libcurl4-openssl-dev libsqlite3-dev libsodium-dev zlib1g-dev pkg-config tzdata)

say() { printf '==> %s\n' "$*" >&2; }

# Installs the Debian packages the build needs, if any is missing.
ensure_system_packages() {
  local missing=()
  for package in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Checks that the Swift toolchain is on PATH.
ensure_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    [ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
  fi
  command -v swift >/dev/null 2>&1 || { echo "error: swift is not installed (need Swift 6)" >&2; exit 1; }
}

# Starts yt-emulator on a free port with the given arguments; sets EMULATOR_PID and EMULATOR_PORT.
start_emulator() {
  local bin=$1; shift
  exec {EMULATOR_FD}< <(exec "$bin/yt-emulator" --port 0 "$@")
  EMULATOR_PID=$!
  if ! read -r -t 30 EMULATOR_PORT <&"$EMULATOR_FD"; then
    echo "error: yt-emulator did not report its port" >&2
    kill "$EMULATOR_PID" 2>/dev/null
    exit 1
  fi
}

stop_emulator() {
  if [ -n "${EMULATOR_PID:-}" ]; then
    kill "$EMULATOR_PID" 2>/dev/null || true
    wait "$EMULATOR_PID" 2>/dev/null || true
    EMULATOR_PID=
  fi
}
