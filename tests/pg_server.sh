#!/usr/bin/env bash
# A throw-away PostgreSQL server for the tests, local only: it listens on 127.0.0.1 and a unix
# socket in its own folder, trusts local connections (nothing else can reach it) and keeps its
# data in that folder, which `stop` deletes.
#
#   eval "$(tests/pg_server.sh start /tmp/airbanker-pg)"   # prints the export lines
#   .venv/bin/python -m pytest -n auto                       # the PostgreSQL tests run too
#   tests/pg_server.sh stop /tmp/airbanker-pg
#
# start FOLDER [PORT]: initdb into FOLDER/data (FOLDER must not exist or be empty), start the
#   server on PORT (default: a free port), create the database airbanker_test owned by the
#   superuser airbanker, and print `export AIRBANKER_TEST_POSTGRES_URL=...`. The tests make a
#   fresh database per test beside it (tests/pg_databases.py).
# stop FOLDER: stop the server and delete FOLDER.
#
# The server binaries come from Debian's `postgresql` package (/usr/lib/postgresql/*/bin, the
# newest), or PG_BIN if set. PostgreSQL refuses to run as root: when run as root the server
# runs as the `postgres` user (made by the Debian package).
# fsync is off: the server's own crash safety is not what the tests test (the client is killed,
# never the server), and it makes CREATE DATABASE per test cheap.
set -euo pipefail

usage() {
  echo "usage: $0 start FOLDER [PORT] | stop FOLDER" >&2
  exit 2
}

pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then
    echo "$PG_BIN"
    return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$found" ]; then
    echo "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin: apt-get install postgresql (or set PG_BIN)" >&2
    exit 1
  fi
  echo "$found"
}

# run a command as the server's owner: the postgres user when we are root, else ourselves
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

[ $# -ge 2 ] || usage
command=$1
folder=$2
case "$command" in
start)
  port=${3:-$(free_port)}
  bin=$(pg_bin)
  mkdir -p "$folder"
  folder=$(cd "$folder" && pwd)
  if [ -n "$(ls -A "$folder")" ]; then
    echo "$folder is not empty: stop the server there first ($0 stop $folder)" >&2
    exit 1
  fi
  if [ "$(id -u)" = 0 ]; then
    chown postgres: "$folder"
  fi
  chmod 700 "$folder"
  as_owner "$bin/initdb" -D "$folder/data" -U airbanker -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$folder/initdb.log" 2>&1 \
    || { cat "$folder/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$folder' -c fsync=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$folder/server.log" >&2; exit 1; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U airbanker airbanker_test
  echo "export AIRBANKER_TEST_POSTGRES_URL=postgresql+psycopg://airbanker@127.0.0.1:$port/airbanker_test"
  ;;
stop)
  if [ -d "$folder/data" ]; then
    as_owner "$(pg_bin)/pg_ctl" -D "$folder/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$folder"
  ;;
*)
  usage
  ;;
esac
