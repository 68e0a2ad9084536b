# A throwaway PostgreSQL server for the tests: its own cluster in a temporary folder, on a free
# loopback port, with its socket in that folder, stopped by its PID. Sourced after common.sh.
# shellcheck shell=bash

# The newest PostgreSQL server programs installed, or nothing.
postgres_bin_dir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$dir/initdb" ] && [ -x "$dir/postgres" ] && { echo "$dir"; return 0; }
  done
  return 1
}

# Starts the server and exports YTCLONE_TEST_POSTGRES_URL, installing Debian's postgresql first when
# it is missing and apt can be used. Without it, says why and returns 1: the PostgreSQL tests then
# skip (and fail under CI=true, where the server is required).
start_postgres() {
  local bin
  if ! bin="$(postgres_bin_dir)"; then
    if [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; then
      APT_PACKAGES+=(postgresql)
      ensure_system_packages
      bin="$(postgres_bin_dir)" || { say "no PostgreSQL server after installing postgresql"; return 1; }
    else
      say "skipping the PostgreSQL tests: no PostgreSQL server here, and no root to install Debian's postgresql"
      return 1
    fi
  fi
  POSTGRES_DIR="$(mktemp -d "${TMPDIR:-/tmp}/ytclone-postgres.XXXXXX")"
  # The server refuses to run as root: then the cluster belongs to Debian's postgres user.
  local as=()
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$POSTGRES_DIR"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$POSTGRES_DIR/data" -U postgres -A trust -E UTF8 --no-sync >"$POSTGRES_DIR/initdb.log" 2>&1 \
    || { say "initdb failed:"; cat "$POSTGRES_DIR/initdb.log" >&2; return 1; }
  local port
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  # fsync off: a test cluster need not survive a power cut, and the suite runs faster.
  "${as[@]}" "$bin/postgres" -D "$POSTGRES_DIR/data" -p "$port" -k "$POSTGRES_DIR" \
    -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100 >"$POSTGRES_DIR/server.log" 2>&1 &
  local started=$! tries=0
  until "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; do
    tries=$((tries + 1))
    if [ $tries -gt 100 ] || ! kill -0 "$started" 2>/dev/null; then
      say "PostgreSQL did not start:"; cat "$POSTGRES_DIR/server.log" >&2; return 1
    fi
    sleep 0.1
  done
  # The server's own PID (runuser may stand between): the first line of postmaster.pid.
  POSTGRES_PID="$(head -1 "$POSTGRES_DIR/data/postmaster.pid")"
  export YTCLONE_TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$port/postgres"
  say "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (PID $POSTGRES_PID)"
}

# Stops the server by its PID (a fast shutdown) and removes its folder.
stop_postgres() {
  if [ -n "${POSTGRES_PID:-}" ]; then
    kill -INT "$POSTGRES_PID" 2>/dev/null || true
    local tries=0
    while kill -0 "$POSTGRES_PID" 2>/dev/null && [ $tries -lt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
    kill -KILL "$POSTGRES_PID" 2>/dev/null || true
    POSTGRES_PID=
  fi
  [ -n "${POSTGRES_DIR:-}" ] && rm -rf "$POSTGRES_DIR"
  POSTGRES_DIR=
}
