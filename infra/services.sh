#!/usr/bin/env bash
# Start/stop every real service the test suite and scale deployments use.
#   infra/services.sh start|stop|status
# Typical test command:
#   infra/services.sh start && trap 'infra/services.sh stop' EXIT
# Env: see infra/redis.sh and infra/opensearch.sh (VOUCH_INFRA_*).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

case "${1:-}" in
  start)
    "$HERE/redis.sh" start
    "$HERE/opensearch.sh" start
    echo "infra: services up: redis=$("$HERE/redis.sh" url) opensearch=$("$HERE/opensearch.sh" url)"
    ;;
  stop)
    rc=0
    "$HERE/opensearch.sh" stop || rc=1
    "$HERE/redis.sh" stop || rc=1
    exit "$rc"
    ;;
  status)
    rc=0
    "$HERE/redis.sh" status || rc=1
    "$HERE/opensearch.sh" status || rc=1
    exit "$rc"
    ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
