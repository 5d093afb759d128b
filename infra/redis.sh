#!/usr/bin/env bash
# Throwaway Redis for the test suite and scale deployments.
#   infra/redis.sh start|stop|status|url
# Env: VOUCH_INFRA_REDIS_PORT (6399), VOUCH_INFRA_STATE (~/.cache/vouch/infra),
#      VOUCH_INFRA_REDIS_TIMEOUT (20 s).
# Binds 127.0.0.1 only, no persistence (no RDB, no AOF): every start is empty.
set -euo pipefail

# shellcheck source=infra/lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"

PORT="${VOUCH_INFRA_REDIS_PORT:-6399}"
TIMEOUT="${VOUCH_INFRA_REDIS_TIMEOUT:-20}"
DIR="$VOUCH_INFRA_STATE/redis"
PIDFILE="$DIR/redis-$PORT.pid"
LOGFILE="$DIR/redis-$PORT.log"
URL="redis://127.0.0.1:$PORT/0"

ping_ok() {
  [ "$(redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null || true)" = "PONG" ]
}

ensure_installed() {
  if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
    apt_install redis-server redis-tools
  fi
  command -v redis-server >/dev/null 2>&1 || die "redis-server still missing after install"
}

cmd_start() {
  ensure_installed
  take_lock "$DIR"
  if ping_ok; then
    log "redis already answering on 127.0.0.1:$PORT"
    return 0
  fi
  : >"$LOGFILE"
  rm -f "$PIDFILE"
  log "starting redis on 127.0.0.1:$PORT (state $DIR)"
  redis-server --daemonize yes \
    --bind 127.0.0.1 --port "$PORT" \
    --save "" --appendonly no \
    --dir "$DIR" --dbfilename "dump-$PORT.rdb" \
    --pidfile "$PIDFILE" --logfile "$LOGFILE" 9>&- </dev/null \
    || { cat "$LOGFILE" >&2 || true; die "redis-server failed to launch"; }
  local deadline=$((SECONDS + TIMEOUT))
  until ping_ok; do
    if grep -qE 'aborting|Fatal|FATAL|Bad directive' "$LOGFILE" 2>/dev/null; then
      log "redis failed to start; log $LOGFILE:"
      cat "$LOGFILE" >&2
      exit 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "redis did not answer PING within ${TIMEOUT}s; log $LOGFILE:"
      cat "$LOGFILE" >&2 || true
      exit 1
    fi
    sleep 0.2
  done
  log "redis up: $URL"
}

cmd_stop() {
  take_lock "$DIR"
  local pid
  pid="$(read_pid "$PIDFILE")"
  if ping_ok; then
    log "stopping redis on 127.0.0.1:$PORT"
    redis-cli -h 127.0.0.1 -p "$PORT" shutdown nosave >/dev/null 2>&1 || true
  fi
  if pid_alive "$pid"; then
    for _ in $(seq 1 50); do pid_alive "$pid" || break; sleep 0.2; done
    if pid_alive "$pid"; then
      log "redis pid $pid still alive; sending SIGTERM"
      kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do pid_alive "$pid" || break; sleep 0.2; done
      pid_alive "$pid" && { log "sending SIGKILL to $pid"; kill -KILL "$pid" 2>/dev/null || true; }
    fi
  fi
  rm -f "$PIDFILE"
  if ping_ok; then
    die "something still answers on 127.0.0.1:$PORT (not started by this script?)"
  fi
  log "redis stopped (port $PORT)"
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  status)
    if ping_ok; then echo "redis up: $URL"; exit 0; else echo "redis down (port $PORT)"; exit 1; fi ;;
  url) echo "$URL" ;;
  *) echo "usage: $0 start|stop|status|url" >&2; exit 2 ;;
esac
