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

umask 077
tmp="$(mktemp .env.XXXXXX)"
if [ -f .env ]; then
  grep -v '^[[:space:]]*\(export[[:space:]]\+\)\?YOUTUBE_API_KEY=' .env >"$tmp" || true
fi
printf 'YOUTUBE_API_KEY=%s\n' "$key" >>"$tmp"
chmod 600 "$tmp"
mv "$tmp" .env
echo "wrote .env (mode 0600); ytclone reads it from this directory"
