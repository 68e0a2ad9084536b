# Shared by the scripts in scripts/: installs what is missing and finds the build products.
# shellcheck shell=bash

# libturbojpeg0-dev and libpng-dev: headers for Sources/CImage; libchafa0: loaded when a picture is drawn;
# libxml2: loaded when a channel's feed is read.
APT_PACKAGES=(libcurl4-openssl-dev libsqlite3-dev libsodium-dev zlib1g-dev tzdata
  libturbojpeg0-dev libpng-dev libchafa0 libxml2)

# The release build that scripts/install.sh installs and scripts/bench.sh measures:
# - the Swift runtime linked in, and a non-PIE executable: no dynamic loading of libswiftCore and
#   Foundation, no relative relocations of their data at start-up;
# - type metadata reached through accessor functions in every module built from source, not by
#   demangling each type's name at its first use, which also checks the type's generic
#   requirements at run time by scanning every protocol conformance in the binary: a cached
#   `ytclone feed` runs a quarter fewer instructions (docs/benchmarks.md, seventh session);
# - no dynamic symbol table of the program's own 10,000 Swift symbols (the static runtime's link
#   arguments export them): the loader looks each library's symbols up past a table of 575.
#   Nothing looks a Swift symbol up by name: the C libraries are dlopened and read by handle;
# - libstdc++ (the C++ library of the Swift runtime), SQLite and libsodium linked in from their
#   static archives, which `link_static_libraries` puts in a folder the linker searches before the
#   system's: the loader looked up 3,600 of their symbols and mapped three more libraries at every
#   start, a quarter of `--version` and a sixth of a cached `feed` (docs/benchmarks.md, fourteenth
#   session). Without the folder (a plain `swift build -c release`, or the tests' debug build) they
#   are linked as shared libraries. An installed ytclone carries the SQLite and libsodium it was
#   built with: rerun scripts/install.sh after a security update of libsqlite3-dev or libsodium-dev.
STATIC_LIBRARIES="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.build/static-libraries"
RELEASE_FLAGS=(-c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
  -Xswiftc -L -Xswiftc "$STATIC_LIBRARIES")

# Links the static archives of libstdc++, SQLite and libsodium into STATIC_LIBRARIES, from where the
# toolchain's clang finds them (libstdc++-12-dev, libsqlite3-dev, libsodium-dev); an archive it does
# not find is left to its shared library.
link_static_libraries() {
  local clang archive found
  clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
  mkdir -p "$STATIC_LIBRARIES"
  for archive in libstdc++.a libsqlite3.a libsodium.a; do
    found="$("$clang" -print-file-name="$archive" 2>/dev/null || true)"
    if [[ "$found" == /* && -f "$found" ]]; then
      ln -sfn "$found" "$STATIC_LIBRARIES/$archive"
    else
      rm -f "$STATIC_LIBRARIES/$archive"
    fi
  done
}

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

# The clients the conformance test drives (Tests/Conformance), pinned so that runs on different days
# test the same clients: Google's API client, and google-auth-oauthlib for the sign-in flows
# (InstalledAppFlow: loopback redirect with PKCE).
CONFORMANCE_REQUIREMENTS=("google-api-python-client==2.202.0" "google-auth-oauthlib==1.5.0")
CONFORMANCE_VENV=.build/conformance-venv

# Makes sure `python3 -m venv` works, installing Debian's python3 and python3-venv if it does not.
ensure_python_venv() {
  if command -v python3 >/dev/null 2>&1 && python3 -c 'import ensurepip, venv' 2>/dev/null; then
    return 0
  fi
  APT_PACKAGES+=(python3 python3-venv)
  ensure_system_packages
  python3 -c 'import ensurepip, venv' 2>/dev/null || {
    echo "error: python3 -m venv still does not work after installing python3-venv" >&2
    exit 1
  }
}

# Creates (only when missing or stale) the conformance test's virtual environment under .build/ with
# the pinned clients; sets CONFORMANCE_PYTHON to its interpreter. A venv that lacks one of them, or
# has another version, is stale: pip brings it level.
ensure_conformance_venv() {
  CONFORMANCE_PYTHON="$PWD/$CONFORMANCE_VENV/bin/python"
  if [ -x "$CONFORMANCE_PYTHON" ] && "$CONFORMANCE_PYTHON" - "${CONFORMANCE_REQUIREMENTS[@]}" <<'PY' 2>/dev/null; then
import sys
from importlib.metadata import version
for requirement in sys.argv[1:]:
    name, wanted = requirement.split("==")
    if version(name) != wanted:
        sys.exit(1)
PY
    return 0
  fi
  ensure_python_venv
  if [ ! -x "$CONFORMANCE_PYTHON" ] || ! "$CONFORMANCE_PYTHON" -m pip --version >/dev/null 2>&1; then
    rm -rf "$CONFORMANCE_VENV"
    python3 -m venv "$CONFORMANCE_VENV"
  fi
  say "installing ${CONFORMANCE_REQUIREMENTS[*]} into $CONFORMANCE_VENV"
  "$CONFORMANCE_PYTHON" -m pip install --quiet --disable-pip-version-check --no-input "${CONFORMANCE_REQUIREMENTS[@]}" \
    </dev/null >&2
}
