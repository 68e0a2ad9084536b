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
# The generator leaves blank lines between paragraphs (mdoc wants .Pp) and a bare EXIT STATUS;
# docs/man/sections.mdoc adds ENVIRONMENT, FILES, EXIT STATUS with every code, and EXAMPLES.
python3 - docs/man/ytclone.1 docs/man/sections.mdoc <<'PY'
import sys
page, sections = open(sys.argv[1]).read(), open(sys.argv[2]).read()
# A text line that starts with ' would be read as a request: \& keeps it text.
lines = [".Pp" if line.strip() == "" else "\\&" + line if line.startswith("'") else line
         for line in page.split("\n")[:-1]]
page = "\n".join(lines) + "\n"
generated = '.Sh "EXIT STATUS"\n.Ex -std\n'
assert generated in page, "generate-manual's EXIT STATUS section moved"
page = page.replace(generated, sections)
open(sys.argv[1], "w").write(page)
PY
say "wrote docs/man/ytclone.1"
