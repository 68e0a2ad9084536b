#!/usr/bin/env bash
# Installs what is missing, builds everything, and runs every test (unit and integration).
# Integration tests start yt-emulator on free loopback ports; nothing touches the internet.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh

ensure_swift
ensure_system_packages

say "building"
swift build
YTCLONE_BIN_DIR="$(swift build --show-bin-path)"
export YTCLONE_BIN_DIR

say "testing"
swift test "$@"
