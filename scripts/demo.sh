#!/usr/bin/env bash
# Builds ytclone and the API emulator, starts the emulator on a free port, lists the most
# popular videos from it with ytclone, and stops the emulator. No API key or network needed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh

ensure_swift
ensure_system_packages

say "building (the first build takes a few minutes)"
swift build --product yt-emulator
swift build --product ytclone
bin="$(swift build --show-bin-path)"

trap stop_emulator EXIT
start_emulator "$bin" --api-key demo-key --seed 1
say "emulator listening on 127.0.0.1:$EMULATOR_PORT"

say "ytclone feed --limit 15"
YOUTUBE_API_KEY=demo-key "$bin/ytclone" feed --limit 15 --api-base "http://127.0.0.1:$EMULATOR_PORT"
