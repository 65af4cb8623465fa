#!/usr/bin/env bash
# Runs a command in a private network namespace with only loopback up, and fails when anything in
# it asked for the cloud metadata server: its address (169.254.169.254, and the name
# metadata.google.internal through a private /etc/hosts) is answered by a local trap that records
# every request. Needs root (CI is root); `unshare` and `ip` come with util-linux and iproute2.
#
#   bash scripts/hermetic/run.sh npm test
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"

if [ "${POMOPLAN_HERMETIC_INSIDE:-}" != 1 ]; then
  exec unshare --net --mount --fork env POMOPLAN_HERMETIC_INSIDE=1 bash "$0" "$@"
fi

METADATA_IP=169.254.169.254
WORK="$(mktemp -d)"
TRAP_LOG="$WORK/metadata-requests.jsonl"

ip link set lo up
ip addr add "$METADATA_IP/32" dev lo
# Names resolve from this file alone (no DNS server is reachable in here): loopback and this
# machine's own name, then the metadata server's names.
{
  echo '127.0.0.1 localhost'
  echo '::1 localhost ip6-localhost ip6-loopback'
  echo "127.0.1.1 $(hostname)"
  # With and without the final dot: google-auth-library asks for the fully qualified name.
  echo "$METADATA_IP metadata.google.internal metadata.google.internal. metadata"
} >"$WORK/hosts"
mount --bind "$WORK/hosts" /etc/hosts

node "$HERE/metadataTrap.mjs" "$METADATA_IP" 80 "$TRAP_LOG" &
TRAP_PID=$!
# The trap must listen before the command starts, or an early lookup would go unrecorded.
for _ in $(seq 1 50); do
  if (exec 3<>"/dev/tcp/$METADATA_IP/80") 2>/dev/null; then break; fi
  sleep 0.1
done
: >"$TRAP_LOG"

echo "Running inside a private network namespace (loopback only): $*"
set +e
"$@" 2>&1 | tee "$WORK/output.log"
CODE=${PIPESTATUS[0]}
set -e
kill "$TRAP_PID" 2>/dev/null || true
wait "$TRAP_PID" 2>/dev/null || true

REQUESTS=$(wc -l <"$TRAP_LOG")
if [ "$REQUESTS" -gt 0 ]; then
  echo "✖ $REQUESTS request(s) asked for the cloud metadata server during the run:"
  head -n 20 "$TRAP_LOG"
  [ "$CODE" -eq 0 ] && CODE=1
else
  echo "No request asked for the cloud metadata server."
fi
# The test runner's closing count stays the last line of the run.
grep -E '^[0-9]+ passed, [0-9]+ failed' "$WORK/output.log" | tail -n 1 || true
exit "$CODE"
