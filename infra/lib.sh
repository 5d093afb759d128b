# shellcheck shell=bash
# Shared helpers for infra/*.sh. Sourced, not executed.

VOUCH_INFRA_STATE="${VOUCH_INFRA_STATE:-$HOME/.cache/vouch/infra}"
VOUCH_INFRA_CACHE="${VOUCH_INFRA_CACHE:-$HOME/.cache/vouch}"

log() { printf 'infra: %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# apt_install PKG... : install Debian packages, running `apt-get update` only if
# the first attempt fails (the package lists may be missing or stale).
apt_install() {
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "need root (or sudo) to apt-get install $*"
    sudo=(sudo -n)
  fi
  log "installing $* with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  if ! "${sudo[@]}" apt-get install -y -q --no-install-recommends "$@" </dev/null >/tmp/vouch-infra-apt.log 2>&1; then
    log "apt-get install failed; running apt-get update and retrying"
    "${sudo[@]}" apt-get update -q </dev/null >>/tmp/vouch-infra-apt.log 2>&1 || true
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "$@" </dev/null >>/tmp/vouch-infra-apt.log 2>&1 \
      || { tail -n 30 /tmp/vouch-infra-apt.log >&2; die "apt-get install $* failed"; }
  fi
}

# take_lock DIR : serialize start/stop of one service (fd 9; released on exit).
# Anything started while holding it must be launched with 9>&- so a daemon
# does not inherit the lock.
take_lock() {
  mkdir -p "$1"
  exec 9>"$1/.lock"
  if command -v flock >/dev/null 2>&1; then
    flock -w 300 9 || die "timed out waiting for lock $1/.lock"
  fi
}

# pid_alive PID : true if PID names a live process.
pid_alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null; }

# read_pid FILE : print the pid stored in FILE (empty if none).
read_pid() { [ -s "$1" ] && tr -dc '0-9' <"$1" || true; }
