#!/usr/bin/env bash
# Generates the man page docs/man/ytclone.1 from the commands' own help, with argument-parser's
# generate-manual tool. Run it after changing a command; `man -l docs/man/ytclone.1` shows it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh

ensure_swift
ensure_system_packages
swift build --product ytclone
swift build --product generate-manual
bin="$(swift build --show-bin-path)"
mkdir -p docs/man
"$bin/generate-manual" "$bin/ytclone" --output-directory docs/man --section 1 --authors "the ytclone developers"
say "wrote docs/man/ytclone.1"
