#!/usr/bin/env bash
# `CI=true npm test` as on another day, to show that no test depends on the day it runs (issue 26):
#   bash scripts/test-on-day.sh 2027-01-12            (TEST_STEPS=unit,api ... to run a subset)
# The browser tests' portals, seeds and pages start at that day through E2E_CLOCK (e2e/support/clock.ts). Every
# other process (jest, the API tests, their embedded databases) runs under libfaketime, moved to that day, and so
# does a throwaway PostgreSQL server started here for the API tests: the machine's own server keeps the real time.
set -euo pipefail
day="${1:?usage: scripts/test-on-day.sh YYYY-MM-DD}"
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
fi
offset=$(( $(date -u -d "${day} 14:00" +%s) - $(date -u +%s) ))
fake=(faketime -f "$( ((offset >= 0)) && echo "+${offset}" || echo "${offset}")")
# Timers and durations keep the real pace; only the calendar moves.
export FAKETIME_DONT_FAKE_MONOTONIC=1

bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
pgdir="$(mktemp -d /tmp/pg-on-day-XXXXXX)"
port=5439
chown postgres "$pgdir"
runuser -u postgres -- "$bin/initdb" -D "$pgdir/data" -A trust -U postgres >/dev/null
# The server itself, not pg_ctl: pg_ctl's wait compares the server's start time with its own and never sees it ready.
runuser -u postgres -- "${fake[@]}" "$bin/postgres" -D "$pgdir/data" -p "$port" -k "$pgdir" \
  -c listen_addresses=127.0.0.1 -c max_connections=200 >"$pgdir/log" 2>&1 &
pg_pid=$!
stop_pg() { pkill -INT -f "postgres -D $pgdir/data" || true; wait "$pg_pid" 2>/dev/null || true; rm -rf "$pgdir"; }
trap stop_pg EXIT
for _ in $(seq 1 60); do "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" && break; sleep 0.5; done
"$bin/pg_isready" -q -h 127.0.0.1 -p "$port" || { cat "$pgdir/log"; exit 1; }

echo "[portal] npm test as on ${day} (clock moved by ${offset} s; PostgreSQL on port ${port})"
"${fake[@]}" env CI=true E2E_CLOCK="${day}T14:00:00.000Z" TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres" npm test
