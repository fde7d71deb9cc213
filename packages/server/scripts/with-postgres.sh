#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback, runs the given command with TEST_DATABASE_URL
# (and DATABASE_URL) pointing at it, then stops it. Uses Debian's postgresql binaries
# (apt-get install postgresql); set PG_BIN to use another installation.
set -euo pipefail

if [ -z "${PG_BIN:-}" ]; then
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "${PG_BIN}" ] || [ ! -x "${PG_BIN}/initdb" ]; then
  if [ "${PG_OPTIONAL:-}" = "1" ]; then
    echo "PostgreSQL binaries not found: running without PostgreSQL" >&2
    exec "$@"
  fi
  echo "PostgreSQL binaries not found: install Debian's postgresql package or set PG_BIN" >&2
  exit 1
fi

PORT=${PG_PORT:-$(( 55000 + RANDOM % 5000 ))}
WORK=$(mktemp -d /tmp/stepwise-pg.XXXXXX)
chmod 755 "$WORK"
RUN_AS=()
# PostgreSQL refuses to run as root; use the postgres system user then.
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U stepwise --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

export TEST_DATABASE_URL="postgres://stepwise@127.0.0.1:$PORT/postgres"
export DATABASE_URL="$TEST_DATABASE_URL"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
