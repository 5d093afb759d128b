#!/usr/bin/env bash
# Throwaway single-node OpenSearch for the test suite and scale deployments.
#   infra/opensearch.sh start|stop|status|url|prepare
#
# The distribution is Maven Central's integ-test-zip
# (org.opensearch.distribution.integ-test-zip:opensearch:VERSION:zip), which ships
# no JDK and only the transport-netty4 module. This script adds the modules an
# application usually relies on (lang-painless, analysis-common, mapper-extras,
# reindex) from their Maven Central jars. Plain HTTP, no security plugin.
#
# Env (defaults):
#   VOUCH_INFRA_OPENSEARCH_PORT            9209  HTTP port (127.0.0.1 only)
#   VOUCH_INFRA_OPENSEARCH_TRANSPORT_PORT  9309  transport port (127.0.0.1 only)
#   VOUCH_INFRA_OPENSEARCH_TIMEOUT         120   seconds to wait for yellow/green
#   VOUCH_INFRA_OPENSEARCH_HEAP            1g    -Xms/-Xmx
#   VOUCH_INFRA_OPENSEARCH_VERSION         2.19.6
#   VOUCH_INFRA_OPENSEARCH_KEEP_DATA       0     1 = keep indices across restarts
#   VOUCH_INFRA_OPENSEARCH_USER            vouch-infra  (only used when run as root)
#   VOUCH_INFRA_JAVA_HOME                  auto  a JDK 11..23 (17 preferred)
#   VOUCH_INFRA_CACHE                      ~/.cache/vouch        unpacked distribution
#   VOUCH_INFRA_STATE                      ~/.cache/vouch/infra  config, data, logs, pid
set -euo pipefail

# shellcheck source=infra/lib.sh
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"

VERSION="${VOUCH_INFRA_OPENSEARCH_VERSION:-2.19.6}"
PORT="${VOUCH_INFRA_OPENSEARCH_PORT:-9209}"
TPORT="${VOUCH_INFRA_OPENSEARCH_TRANSPORT_PORT:-9309}"
TIMEOUT="${VOUCH_INFRA_OPENSEARCH_TIMEOUT:-120}"
HEAP="${VOUCH_INFRA_OPENSEARCH_HEAP:-1g}"
KEEP_DATA="${VOUCH_INFRA_OPENSEARCH_KEEP_DATA:-0}"
RUN_USER="${VOUCH_INFRA_OPENSEARCH_USER:-vouch-infra}"

OS_HOME="$VOUCH_INFRA_CACHE/opensearch-$VERSION"
STAMP="$OS_HOME/.vouch-prepared"
STATE="$VOUCH_INFRA_STATE/opensearch"
CONF="$STATE/config"
DATA="$STATE/data"
LOGS="$STATE/logs"
PIDFILE="$STATE/opensearch.pid"
STDOUT_LOG="$LOGS/stdout.log"
URL="http://127.0.0.1:$PORT"

# Modules added to the integ-test-zip, as
#   name|plugin class|extended plugins|jars (group:artifact:version, comma separated)|policy
# Versions of third-party jars are the ones the 2.19.6 POMs name; the jars already in
# lib/ (reactor-core, reactive-streams, opensearch-common, ...) are left out on purpose
# (a second copy would fail OpenSearch's jar-hell check).
MODULES=(
  "lang-painless|org.opensearch.painless.PainlessPlugin||org.opensearch.plugin:lang-painless:$VERSION,org.opensearch.plugin:opensearch-scripting-painless-spi:$VERSION,org.antlr:antlr4-runtime:4.13.1,org.ow2.asm:asm:9.7,org.ow2.asm:asm-util:9.7,org.ow2.asm:asm-tree:9.7,org.ow2.asm:asm-commons:9.7,org.ow2.asm:asm-analysis:9.7|painless"
  "analysis-common|org.opensearch.analysis.common.CommonAnalysisPlugin|lang-painless|org.opensearch.plugin:analysis-common:$VERSION|"
  "mapper-extras|org.opensearch.index.mapper.MapperExtrasPlugin||org.opensearch.plugin:mapper-extras-client:$VERSION|"
  "reindex|org.opensearch.index.reindex.ReindexPlugin||org.opensearch.plugin:reindex-client:$VERSION,org.opensearch.client:opensearch-rest-client:$VERSION,org.opensearch:opensearch-ssl-config:$VERSION,org.apache.httpcomponents:httpclient:4.5.14,org.apache.httpcomponents:httpcore:4.4.16,org.apache.httpcomponents:httpasyncclient:4.1.5,org.apache.httpcomponents:httpcore-nio:4.4.16,commons-codec:commons-codec:1.18.0,commons-logging:commons-logging:1.2|reindex"
)

http_up() { curl -s -o /dev/null -m 2 "$URL/" 2>/dev/null; }

health_status() {
  curl -s -m 5 "$URL/_cluster/health" 2>/dev/null \
    | sed -n 's/.*"status" *: *"\([a-z]*\)".*/\1/p' || true
}

java_major() { # java_major JAVA_BIN -> major version number
  "$1" -version 2>&1 | sed -n 's/.* version "\([0-9]*\)[."].*/\1/p' | head -n 1
}

# OpenSearch 2.19 needs Java 11..23 (the security manager is gone from Java 24 on).
pick_java() {
  local cand home m
  for cand in "${VOUCH_INFRA_JAVA_HOME:-}" "${OPENSEARCH_JAVA_HOME:-}" \
      /usr/lib/jvm/java-17-openjdk-* /usr/lib/jvm/java-21-openjdk-* "${JAVA_HOME:-}" \
      "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent/bin/java)")")")"; do
    [ -n "$cand" ] && [ -x "$cand/bin/java" ] || continue
    m="$(java_major "$cand/bin/java")"
    if [ -n "$m" ] && [ "$m" -ge 11 ] && [ "$m" -le 23 ]; then
      home="$cand"; break
    fi
  done
  if [ -z "${home:-}" ]; then
    apt_install openjdk-17-jre-headless
    for home in /usr/lib/jvm/java-17-openjdk-*; do break; done
    [ -x "$home/bin/java" ] || die "no usable Java (11..23) found"
  fi
  echo "$home"
}

ensure_tools() {
  local pkgs=()
  command -v curl >/dev/null 2>&1 || pkgs+=(curl)
  command -v unzip >/dev/null 2>&1 || pkgs+=(unzip)
  command -v mvn >/dev/null 2>&1 || pkgs+=(maven)
  if [ "${#pkgs[@]}" -gt 0 ]; then apt_install "${pkgs[@]}" ca-certificates; fi
  return 0
}

# Download (Maven, cached in ~/.m2) and unpack the distribution plus modules into
# $OS_HOME, once. A stamp file marks a complete unpack; reruns reuse it offline.
prepare() {
  local want
  want="version=$VERSION modules=$(printf '%s\n' "${MODULES[@]}" | cksum | cut -d' ' -f1)"
  if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ]; then
    return 0
  fi
  # a second lock (fd 8): instances with different VOUCH_INFRA_STATE share the cache
  mkdir -p "$VOUCH_INFRA_CACHE"
  exec 8>"$VOUCH_INFRA_CACHE/.opensearch-$VERSION.lock"
  if command -v flock >/dev/null 2>&1; then flock -w 600 8 || die "timed out waiting for the cache lock"; fi
  if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ]; then
    exec 8>&-
    return 0
  fi
  ensure_tools
  local java_home t0 work
  java_home="$(pick_java)"
  t0=$SECONDS
  log "preparing OpenSearch $VERSION in $OS_HOME (Maven download on first use)"
  work="$(mktemp -d "$VOUCH_INFRA_CACHE/.opensearch-$VERSION.XXXXXX")"
  # shellcheck disable=SC2064
  trap "rm -rf '$work'" EXIT

  # One Maven run fetches the zip and every module jar (no transitive deps: the
  # list above is exact).
  local deps="" spec jar jars g a v
  for spec in "${MODULES[@]}"; do
    IFS='|' read -r _ _ _ jars _ <<<"$spec"
    for jar in ${jars//,/ }; do
      IFS=':' read -r g a v <<<"$jar"
      deps+="<dependency><groupId>$g</groupId><artifactId>$a</artifactId><version>$v</version></dependency>"
    done
  done
  cat >"$work/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.vouch</groupId><artifactId>opensearch-fetch</artifactId><version>0</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.opensearch.distribution.integ-test-zip</groupId><artifactId>opensearch</artifactId>
      <version>$VERSION</version><type>zip</type></dependency>
    $deps
  </dependencies>
</project>
POM
  if ! (cd "$work" && JAVA_HOME="$java_home" mvn -B -q -f pom.xml dependency:copy-dependencies \
        -DexcludeTransitive=true -DoutputDirectory="$work/artifacts" </dev/null >"$work/mvn.log" 2>&1); then
    cat "$work/mvn.log" >&2
    die "Maven could not fetch OpenSearch $VERSION (integ-test-zip) and its module jars"
  fi

  unzip -q "$work/artifacts/opensearch-$VERSION.zip" -d "$work/unpacked"
  local dist="$work/unpacked/opensearch-$VERSION"
  [ -x "$dist/bin/opensearch" ] || die "unexpected zip layout in opensearch-$VERSION.zip"

  local name cls ext policy mdir
  for spec in "${MODULES[@]}"; do
    IFS='|' read -r name cls ext jars policy <<<"$spec"
    mdir="$dist/modules/$name"
    mkdir -p "$mdir"
    for jar in ${jars//,/ }; do
      IFS=':' read -r g a v <<<"$jar"
      cp "$work/artifacts/$a-$v.jar" "$mdir/"
    done
    cat >"$mdir/plugin-descriptor.properties" <<DESC
description=$name module (added by vouch infra/opensearch.sh from Maven Central jars)
version=$VERSION
name=$name
classname=$cls
java.version=11
opensearch.version=$VERSION
custom.foldername=
extended.plugins=$ext
has.native.controller=false
DESC
    case "$policy" in
      painless)
        cat >"$mdir/plugin-security.policy" <<'POL'
grant {
  // needed to generate runtime classes
  permission java.lang.RuntimePermission "createClassLoader";
  // needed to find the classloader to load allowlisted classes from
  permission java.lang.RuntimePermission "getClassLoader";
};
POL
        ;;
      reindex)
        cat >"$mdir/plugin-security.policy" <<'POL'
grant {
  // reindex (from remote) opens socket connections using the rest client
  permission java.net.SocketPermission "*", "connect";
  // the rest client reads the default proxy selector
  permission java.net.NetPermission "getProxySelector";
};
POL
        ;;
    esac
  done
  chmod -R a+rX "$dist"
  rm -rf "$OS_HOME"
  mv "$dist" "$OS_HOME"
  echo "$want" >"$STAMP"
  rm -rf "$work"
  trap - EXIT
  exec 8>&-
  log "OpenSearch $VERSION ready in $OS_HOME ($((SECONDS - t0))s)"
}

# OpenSearch refuses to run as root. As root we run it as an unprivileged system
# user ($RUN_USER) that owns the state dir. It must be able to traverse every
# ancestor of the distribution and state dirs; root's home is usually 0700, so such
# a directory gets a traverse-only grant for that user (an ACL when setfacl exists,
# else o+x: search permission, no listing).
ensure_run_user() {
  if ! id -u "$RUN_USER" >/dev/null 2>&1; then
    log "creating system user $RUN_USER (OpenSearch will not run as root)"
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin "$RUN_USER"
  fi
}

as_run_user() { setpriv --reuid="$RUN_USER" --regid="$RUN_USER" --clear-groups -- "$@"; }

ensure_traversable() { # ensure_traversable DIR... : RUN_USER can reach each DIR
  local target p part parts
  for target in "$@"; do
    IFS=/ read -r -a parts <<<"${target#/}"
    p=""
    for part in "${parts[@]}"; do
      [ -n "$part" ] || continue
      p="$p/$part"
      as_run_user test -x "$p" && continue
      if command -v setfacl >/dev/null 2>&1; then
        log "granting $RUN_USER traverse-only access to $p (setfacl -m u:$RUN_USER:x)"
        setfacl -m "u:$RUN_USER:x" "$p"
      else
        log "granting traverse-only access to $p (chmod o+x) so $RUN_USER can reach $target"
        chmod o+x "$p"
      fi
    done
    as_run_user test -r "$target" -a -x "$target" || die "$RUN_USER cannot read $target"
  done
}

write_config() {
  mkdir -p "$CONF/jvm.options.d" "$DATA" "$LOGS" "$STATE/tmp"
  cp "$OS_HOME/config/log4j2.properties" "$CONF/log4j2.properties"
  cat >"$CONF/opensearch.yml" <<YML
# Written by infra/opensearch.sh on every start; edit the script, not this file.
cluster.name: vouch-infra
node.name: vouch-infra-node
discovery.type: single-node
network.host: 127.0.0.1
http.port: $PORT
transport.port: $TPORT
path.data: $DATA
path.logs: $LOGS
cluster.routing.allocation.disk.threshold_enabled: false
action.destructive_requires_name: false
YML
  cat >"$CONF/jvm.options" <<JVM
-Xms$HEAP
-Xmx$HEAP
-XX:+UseG1GC
-XX:G1ReservePercent=25
-XX:InitiatingHeapOccupancyPercent=30
-Djava.io.tmpdir=\${OPENSEARCH_TMPDIR}
-XX:ErrorFile=$LOGS/hs_err_pid%p.log
-Xlog:gc*,gc+age=trace,safepoint:file=$LOGS/gc.log:utctime,pid,tags:filecount=4,filesize=16m
18-:-Djava.security.manager=allow
20-:--add-modules=jdk.incubator.vector
-Djava.util.concurrent.ForkJoinPool.common.threadFactory=org.opensearch.secure_sm.SecuredForkJoinWorkerThreadFactory
JVM
}

owned_pid() { # print the pid from the pidfile if it is a live OpenSearch process
  local pid
  pid="$(read_pid "$PIDFILE")"
  if pid_alive "$pid" && grep -qa 'org.opensearch.bootstrap.OpenSearch' "/proc/$pid/cmdline" 2>/dev/null; then
    echo "$pid"
  fi
}

print_log_tail() {
  local f
  for f in "$LOGS/vouch-infra.log" "$STDOUT_LOG"; do
    if [ -s "$f" ]; then
      log "---- last lines of $f ----"
      tail -n 60 "$f" >&2
    fi
  done
}

# wait_healthy [PID] : wait for yellow/green; on failure print the log, stop PID
# (the process this start launched) and exit 1.
wait_healthy() {
  local pid="${1:-}" deadline=$((SECONDS + TIMEOUT)) st=""
  while :; do
    st="$(health_status)"
    case "$st" in green|yellow) return 0 ;; esac
    if [ -n "$pid" ] && ! pid_alive "$pid"; then
      log "OpenSearch process $pid exited during startup"
      print_log_tail
      exit 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "OpenSearch not yellow/green within ${TIMEOUT}s (last status: ${st:-no answer})"
      print_log_tail
      if [ -n "$pid" ]; then
        log "stopping the OpenSearch this start launched"
        stop_pid "$(owned_pid || true)" || true
        pid_alive "$pid" && stop_pid "$pid"
      fi
      exit 1
    fi
    sleep 1
  done
}

cmd_start() {
  take_lock "$STATE"
  if http_up; then
    if ! curl -s -m 5 "$URL/" 2>/dev/null | grep -q '"cluster_name"'; then
      die "port $PORT answers but not as OpenSearch; set VOUCH_INFRA_OPENSEARCH_PORT"
    fi
    log "opensearch already answering on $URL"
    wait_healthy ""
    return 0
  fi
  prepare
  local java_home t0=$SECONDS
  java_home="$(pick_java)"
  if [ -n "$(owned_pid)" ]; then
    log "a previous OpenSearch (pid $(owned_pid)) is alive but not answering; stopping it"
    stop_pid "$(owned_pid)"
  fi
  if [ "$KEEP_DATA" != "1" ]; then rm -rf "$DATA"; fi
  rm -rf "$CONF" "$STATE/tmp" "$LOGS" "$PIDFILE"
  write_config
  : >"$STDOUT_LOG"

  local launcher=()
  if [ "$(id -u)" -eq 0 ]; then
    ensure_run_user
    chown -R "$RUN_USER:$RUN_USER" "$STATE"
    ensure_traversable "$OS_HOME" "$STATE"
    launcher=(setpriv --reuid="$RUN_USER" --regid="$RUN_USER" --clear-groups --)
  fi
  log "starting OpenSearch $VERSION on $URL (java $java_home, heap $HEAP, state $STATE)"
  (
    cd "$STATE"
    export OPENSEARCH_JAVA_HOME="$java_home" OPENSEARCH_PATH_CONF="$CONF" \
      OPENSEARCH_TMPDIR="$STATE/tmp" HOME="$STATE"
    unset JAVA_HOME JAVA_TOOL_OPTIONS JAVA_OPTS OPENSEARCH_JAVA_OPTS
    exec setsid -w "${launcher[@]}" "$OS_HOME/bin/opensearch" -p "$PIDFILE" \
      >>"$STDOUT_LOG" 2>&1 </dev/null 8>&- 9>&-
  ) &
  local pid=$!
  wait_healthy "$pid"
  log "opensearch up: $URL (pid $(read_pid "$PIDFILE"), $((SECONDS - t0))s)"
}

stop_pid() {
  local pid="$1"
  [ -n "$pid" ] || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do pid_alive "$pid" || return 0; sleep 0.2; done
  log "OpenSearch pid $pid ignored SIGTERM for 20s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  for _ in $(seq 1 25); do pid_alive "$pid" || return 0; sleep 0.2; done
  die "could not kill OpenSearch pid $pid"
}

cmd_stop() {
  take_lock "$STATE"
  local pid
  pid="$(owned_pid)"
  if [ -n "$pid" ]; then
    log "stopping OpenSearch (pid $pid)"
    stop_pid "$pid"
  fi
  rm -f "$PIDFILE"
  if http_up; then
    die "something still answers on $URL (not started by this script / other VOUCH_INFRA_STATE?)"
  fi
  log "opensearch stopped (port $PORT)"
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  status)
    st="$(health_status)"
    if [ -n "$st" ]; then echo "opensearch up: $URL (health $st)"; exit 0
    else echo "opensearch down (port $PORT)"; exit 1; fi ;;
  url) echo "$URL" ;;
  prepare) prepare ;;
  *) echo "usage: $0 start|stop|status|url|prepare" >&2; exit 2 ;;
esac
