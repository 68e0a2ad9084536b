#!/usr/bin/env bash
# Installs what is missing, builds everything, and runs every test (unit and integration), then the
# conformance test: Google's own Python client (google-api-python-client, installed into
# .build/conformance-venv) against yt-emulator (Tests/Conformance).
# Integration and conformance tests start yt-emulator on free loopback ports; nothing touches the
# internet (except pip, once, to fill the virtual environment).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh

ensure_swift
# tmux drives `ytclone browse` in its end-to-end test.
APT_PACKAGES+=(tmux)
ensure_system_packages

say "building"
swift build
YTCLONE_BIN_DIR="$(swift build --show-bin-path)"
export YTCLONE_BIN_DIR

say "testing"
swift test "$@"

say "conformance: google-api-python-client against yt-emulator"
ensure_conformance_venv
"$CONFORMANCE_PYTHON" Tests/Conformance/run.py --emulator "$YTCLONE_BIN_DIR/yt-emulator" </dev/null
