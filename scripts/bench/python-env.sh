#!/usr/bin/env bash
# Makes the Python environment of the benchmark's Python peer (scripts/bench/python_feed.py):
# a venv at .build/bench-venv with google-api-python-client, created and filled only when missing.
# Prints the venv's interpreter on stdout, so callers can write:
#   python="$(scripts/bench/python-env.sh)"
# Exit codes: 0 ready; 2 `python3 -m venv` cannot work until the Debian package python3-venv is
# installed (apt-get install python3-venv); 1 anything else (pip failed: no access to PyPI?).
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=.build/bench-venv
# Pinned, so that runs on different days measure the same client.
requirement="google-api-python-client==2.202.0"
python="$PWD/$venv/bin/python"

ready() {
  [ -x "$python" ] && "$python" - "$requirement" <<'PY' 2>/dev/null
import sys
from importlib.metadata import version
name, wanted = sys.argv[1].split("==")
sys.exit(version(name) != wanted)
PY
}

if ! ready; then
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    echo "error: python3 -m venv needs the Debian package python3-venv" >&2
    echo "hint: apt-get install -y python3-venv" >&2
    exit 2
  fi
  if [ ! -x "$python" ] || ! "$python" -m pip --version >/dev/null 2>&1; then
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  echo "==> installing $requirement into $venv" >&2
  "$python" -m pip install --quiet --disable-pip-version-check "$requirement" >&2
  ready || { echo "error: $requirement did not install into $venv" >&2; exit 1; }
fi
echo "$python"
