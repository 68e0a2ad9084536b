#!/usr/bin/env bash
# Installs what is missing, builds everything, and runs every test (unit and integration), then the
# conformance test: Google's own Python libraries (google-api-python-client and google-auth-oauthlib,
# installed into .build/conformance-venv) against yt-emulator (Tests/Conformance).
# Integration and conformance tests start yt-emulator on free loopback ports, and the store tests a
# throwaway PostgreSQL cluster (Debian's postgresql, installed when missing and apt can be used);
# nothing touches the internet (except apt and pip, once).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh
source scripts/lib/postgres.sh

ensure_swift
# tmux drives `ytclone browse` in its end-to-end test.
APT_PACKAGES+=(tmux)
# The desktop keyring's test (KeyringSignInTests): dbus-run-session (dbus), gnome-keyring-daemon,
# libsecret (loaded by ytclone) and secret-tool. With CI=true the test fails rather than skips
# without them.
APT_PACKAGES+=(dbus gnome-keyring libsecret-1-0 libsecret-tools)
ensure_system_packages

say "building"
swift build
YTCLONE_BIN_DIR="$(swift build --show-bin-path)"
export YTCLONE_BIN_DIR

# The store contract suite runs against SQLite and against this throwaway PostgreSQL server.
trap stop_postgres EXIT
start_postgres || true

say "testing"
swift test "$@"

say "conformance: google-api-python-client and google-auth-oauthlib against yt-emulator"
ensure_conformance_venv
"$CONFORMANCE_PYTHON" Tests/Conformance/run.py --emulator "$YTCLONE_BIN_DIR/yt-emulator" </dev/null
