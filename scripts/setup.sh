#!/usr/bin/env bash
# Asks for your YouTube Data API v3 key and writes it to .env (mode 0600), like the original app.
# On a terminal the key is read without echo; otherwise it is read from the first line of stdin.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -t 0 ]; then
  echo "Create a key at https://console.cloud.google.com/apis/credentials (enable YouTube Data API v3)."
  read -r -s -p "YouTube API key: " key
  echo
else
  read -r key || true
fi
key="${key//[[:space:]]/}"
if [ -z "$key" ]; then
  echo "error: no key given; nothing written" >&2
  exit 65
fi

# Like ytclone itself: no key in a folder another user could change (exit 78, configuration).
# Every folder from / down to this one must be yours or root's, and not writable by others
# unless sticky (as /tmp is); an existing .env must be yours or root's.
refuse() {
  echo "error: $1" >&2
  echo "hint: $2" >&2
  exit 78
}
me="$(id -u)"
dir="$(pwd -P)"
while :; do
  read -r owner mode < <(stat -c '%u %a' "$dir")
  if [ "$owner" != "$me" ] && [ "$owner" != 0 ]; then
    refuse "the folder $dir belongs to uid $owner, not to you; that user could read or replace .env" \
      "run scripts/setup.sh from a copy of ytclone in a folder you own, or export YOUTUBE_API_KEY instead"
  fi
  if (( 8#$mode & 8#022 )) && ! (( 8#$mode & 8#1000 )); then
    refuse "the folder $dir is writable by other users (mode $mode, no sticky bit); they could replace .env" \
      "chmod go-w '$dir' (as its owner), or export YOUTUBE_API_KEY instead"
  fi
  [ "$dir" = / ] && break
  dir="$(dirname "$dir")"
done
if [ -e .env ] || [ -L .env ]; then
  owner="$(stat -c '%u' .env)"
  if [ "$owner" != "$me" ] && [ "$owner" != 0 ]; then
    refuse "$(pwd -P)/.env belongs to uid $owner, not to you; ytclone's key does not go into it" \
      "move it aside (mv .env .env.untrusted) and run scripts/setup.sh again"
  fi
fi

umask 077
# mktemp makes its file with O_EXCL under a random name; mv renames over .env (never through a
# link at .env).
tmp="$(mktemp .env.XXXXXX)"
if [ -f .env ]; then
  grep -v '^[[:space:]]*\(export[[:space:]]\+\)\?YOUTUBE_API_KEY=' .env >"$tmp" || true
fi
printf 'YOUTUBE_API_KEY=%s\n' "$key" >>"$tmp"
chmod 600 "$tmp"
mv "$tmp" .env
echo "wrote .env (mode 0600); ytclone reads it from this directory"
