#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks.
#
#   eval "$(scripts/ci/postgres.sh start)"   # exports LIFEOS_TEST_DATABASE_URL and LIFEOS_PG_DIR
#   scripts/ci/postgres.sh stop              # stops the cluster in $LIFEOS_PG_DIR
#
# start [--port N] [--dir D] [--database NAME]
#   Runs initdb and pg_ctl as the `postgres` user (initdb refuses root) with a
#   data directory under /tmp (default /tmp/lifeos-pg-<port>), listening on
#   127.0.0.1 only. The port defaults to 55432; when that port is taken the next
#   free one is used. Creates the database (default lifeos_test). When the data
#   directory (by default /tmp/lifeos-pg-55432) already holds a running cluster,
#   that cluster is reused; pass a fresh --dir for a throwaway one. Prints `export …`
#   lines on stdout (the URL is also the last line of stderr); logs go to stderr.
#   Durability is off (fsync, synchronous_commit): the data is disposable.
#   shared_buffers is 1GB (PG_SHARED_BUFFERS overrides): an HNSW index is fast
#   only while it fits in shared buffers (100k × 1536 floats is ~800MB).
#   PG_HUGE_PAGES=1 backs shared memory with 2 MB huge pages, as a production
#   server with large shared_buffers should run: it reserves the pages
#   PostgreSQL asks for (vm.nr_hugepages; root only) and starts with
#   huge_pages=on; stop gives them back. An HNSW scan visits elements all over
#   the index, and with 4 kB pages most visits miss the TLB.
#
# stop [--dir D]
#   Stops the cluster (pg_ctl -m fast). D defaults to $LIFEOS_PG_DIR, then to
#   /tmp/lifeos-pg-55432. Stopping a cluster that is not running succeeds.
set -euo pipefail

PG_MAJOR="${PG_MAJOR:-15}"
BIN="/usr/lib/postgresql/${PG_MAJOR}/bin"
command="${1:-}"
shift || true

port=""
dir=""
database="lifeos_test"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --port) port="$2"; shift 2 ;;
    --dir) dir="$2"; shift 2 ;;
    --database) database="$2"; shift 2 ;;
    *) echo "postgres.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

log() { echo "postgres.sh: $*" >&2; }

as_postgres() {
  if [[ "$(id -un)" == postgres ]]; then "$@"; else runuser -u postgres -- "$@"; fi
}

port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

is_running() { [[ -f "$1/PG_VERSION" ]] && as_postgres "$BIN/pg_ctl" -D "$1" status >/dev/null 2>&1; }

# Raises vm.nr_hugepages by what a cluster in $1 with settings $2 needs beyond the free huge
# pages, and notes how many it added in $1/lifeos-huge-pages for stop to give back.
reserve_huge_pages() {
  local needed free added
  # shellcheck disable=SC2086 # $2 is a list of -c options
  needed="$(as_postgres "$BIN/postgres" -D "$1" -C shared_memory_size_in_huge_pages $2)"
  free="$(awk '/^HugePages_Free:/ { print $2 }' /proc/meminfo)"
  added=$((needed > free ? needed - free : 0))
  if ((added > 0)); then
    sysctl -q -w vm.nr_hugepages=$(($(cat /proc/sys/vm/nr_hugepages) + added))
  fi
  echo "$added" >"$1/lifeos-huge-pages"
  log "$needed huge pages for shared memory ($added reserved now)"
}

release_huge_pages() {
  local added=0
  if [[ -f "$1/lifeos-huge-pages" ]]; then added="$(cat "$1/lifeos-huge-pages")"; rm -f "$1/lifeos-huge-pages"; fi
  if ((added > 0)); then sysctl -q -w vm.nr_hugepages=$(($(cat /proc/sys/vm/nr_hugepages) - added)); fi
}

start() {
  if [[ -z "$dir" ]] && is_running "/tmp/lifeos-pg-${port:-55432}"; then dir="/tmp/lifeos-pg-${port:-55432}"; fi
  if [[ -n "$dir" ]] && is_running "$dir"; then
    port="$(sed -n 4p "$dir/postmaster.pid")"
    log "reusing the running cluster in $dir on port $port"
  else
    if [[ -z "$port" ]]; then
      port=55432
      while port_taken "$port"; do port=$((port + 1)); done
    elif port_taken "$port"; then
      log "port $port is taken"; exit 1
    fi
    dir="${dir:-/tmp/lifeos-pg-$port}"
    if ! is_running "$dir"; then
      mkdir -p "$dir"
      chown postgres: "$dir"
      chmod 700 "$dir"
      if [[ ! -f "$dir/PG_VERSION" ]]; then
        as_postgres "$BIN/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
      fi
      local settings="-c max_connections=200 -c shared_buffers=${PG_SHARED_BUFFERS:-1GB}"
      if [[ "${PG_HUGE_PAGES:-}" == 1 ]]; then
        reserve_huge_pages "$dir" "$settings"
        settings="$settings -c huge_pages=on"
      fi
      as_postgres "$BIN/pg_ctl" -D "$dir" -l "$dir/server.log" -w start -o \
        "-p $port -k /tmp -c listen_addresses=127.0.0.1 $settings -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c maintenance_work_mem=1GB" >/dev/null
      log "started PostgreSQL ${PG_MAJOR} in $dir on 127.0.0.1:$port"
    fi
  fi
  if [[ "$(as_postgres "$BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '$database'")" != 1 ]]; then
    as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"
  fi
  url="postgres://postgres@127.0.0.1:$port/$database"
  echo "export LIFEOS_PG_DIR=$dir"
  echo "export LIFEOS_TEST_DATABASE_URL=$url"
  log "$url"
}

stop() {
  dir="${dir:-${LIFEOS_PG_DIR:-/tmp/lifeos-pg-55432}}"
  if is_running "$dir"; then
    as_postgres "$BIN/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
    release_huge_pages "$dir"
    log "stopped the cluster in $dir"
  else
    log "no cluster running in $dir"
  fi
}

case "$command" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start [--port N] [--dir D] [--database NAME] | stop [--dir D]" >&2; exit 2 ;;
esac
