#!/usr/bin/env bash
# Builds the release binary and installs it with its man page and bash, zsh and fish completions
# under a prefix (default ~/.local):
#
#   PREFIX/bin/ytclone
#   PREFIX/share/man/man1/ytclone.1
#   PREFIX/share/bash-completion/completions/ytclone
#   PREFIX/share/zsh/site-functions/_ytclone
#   PREFIX/share/fish/vendor_completions.d/ytclone.fish
#
# Usage: scripts/install.sh [--prefix DIR] [--from BINDIR] [--uninstall]
#   --from BINDIR  install the ytclone already built in BINDIR instead of building one
#   --uninstall    remove exactly the files above, and nothing else
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/common.sh

prefix="$HOME/.local"
from=""
uninstall=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --from) from="${2:?--from needs a folder}"; shift 2 ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1'" >&2; echo "hint: scripts/install.sh --help" >&2; exit 64 ;;
  esac
done

files=(
  "bin/ytclone"
  "share/man/man1/ytclone.1"
  "share/bash-completion/completions/ytclone"
  "share/zsh/site-functions/_ytclone"
  "share/fish/vendor_completions.d/ytclone.fish"
)

if $uninstall; then
  for file in "${files[@]}"; do
    if [[ -e "$prefix/$file" || -L "$prefix/$file" ]]; then
      rm -f "$prefix/$file"
      say "removed $prefix/$file"
    fi
  done
  exit 0
fi

if [[ -z "$from" ]]; then
  ensure_swift
  ensure_system_packages
  # The same build as scripts/bench.sh measures (see RELEASE_FLAGS).
  flags=("${RELEASE_FLAGS[@]}")
  link_static_libraries
  say "building the release binary"
  swift build "${flags[@]}" --product ytclone >&2
  from="$(swift build "${flags[@]}" --show-bin-path)"
fi
binary="$from/ytclone"
[[ -x "$binary" ]] || { echo "error: no ytclone in $from" >&2; exit 66; }

install -d -m 0755 "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$prefix/bin/ytclone"
install -m 0644 docs/man/ytclone.1 "$prefix/share/man/man1/ytclone.1"
for shell in bash zsh fish; do
  case "$shell" in
    bash) target="share/bash-completion/completions/ytclone" ;;
    zsh) target="share/zsh/site-functions/_ytclone" ;;
    fish) target="share/fish/vendor_completions.d/ytclone.fish" ;;
  esac
  "$prefix/bin/ytclone" --generate-completion-script "$shell" > "$prefix/$target.tmp"
  chmod 0644 "$prefix/$target.tmp"
  mv "$prefix/$target.tmp" "$prefix/$target"
done
for file in "${files[@]}"; do say "installed $prefix/$file"; done
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) say "add $prefix/bin to PATH to run ytclone (and $prefix/share/man to MANPATH if man does not find it)" ;;
esac
