#!/usr/bin/env bash
# huge-line-test.sh: a batch line of 2 GiB, outside the default build (it pushes 2 GiB through a
# pipe per run, a few seconds each). It checks what --max-line-length promises: the line is
# skipped without being held in memory and answered with exactly one LINE_TOO_LONG error, the
# lines around it are answered, the status is 0, and the command's peak memory stays small: on
# one thread and on two, in text and in JSON, with the default maximum (64M) in a 256 MB heap and
# with a maximum of 1M in a 48 MB heap. The line is made on the fly (head -c from /dev/zero
# through tr), never stored.
#
#   flock /tmp/iri4j-mvn.lock mvn -B -q -DskipTests -pl iri-cli -am package   # build ./iri first
#   iri-cli/huge-line-test.sh
#
# Settings (environment): IRI_HUGE_LINE_BYTES (default 2147483648) and IRI_HUGE_LINE_MAX_RSS_KB
# (the peak resident memory allowed, default 524288). Needs GNU time (/usr/bin/time -v).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
bytes="${IRI_HUGE_LINE_BYTES:-2147483648}"
max_rss_kb="${IRI_HUGE_LINE_MAX_RSS_KB:-524288}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ! -x /usr/bin/time ]; then
  echo "huge-line-test: needs GNU time at /usr/bin/time" >&2
  exit 2
fi

failed=0
fail() {
  echo "FAIL ($1): $2" >&2
  failed=1
}

# One run: a short line, the huge one, a bad line. Arguments: a label, the heap (-Xmx), the
# maximum the error must name, then iri's arguments after 'check --batch'.
run() {
  local label="$1" heap="$2" maximum="$3"
  shift 3
  {
    printf 'http://a/\n'
    head -c "$bytes" /dev/zero | tr '\0' 'a'
    printf '\nhttp://b/ c\n'
  } | JDK_JAVA_OPTIONS="-Xmx$heap" /usr/bin/time -v -o "$work/time" "$root/iri" check --batch "$@" \
      >"$work/out" 2>"$work/err" || fail "$label" "exit status $?"
  # The launcher says it picked up JDK_JAVA_OPTIONS; nothing else may be on standard error.
  if grep -v '^NOTE: Picked up JDK_JAVA_OPTIONS' "$work/err" | grep -q .; then
    fail "$label" "standard error: $(head -c 2000 "$work/err")"
  fi
  local lines errors rss seconds
  lines="$(wc -l <"$work/out")"
  errors="$(grep -c 'LINE_TOO_LONG' "$work/out" || true)"
  rss="$(sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$work/time")"
  seconds="$(sed -n 's/^[[:space:]]*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time")"
  [ "$lines" -eq 3 ] || fail "$label" "$lines output lines, not 3: $(head -c 2000 "$work/out")"
  [ "$errors" -eq 1 ] || fail "$label" "$errors LINE_TOO_LONG lines, not 1"
  sed -n '2p' "$work/out" | grep -q "is $bytes bytes long, more than the maximum of $maximum " \
    || fail "$label" "the error does not name the length, $bytes, and the maximum, $maximum: $(sed -n '2p' "$work/out" | head -c 300)"
  [ "$rss" -le "$max_rss_kb" ] || fail "$label" "peak resident memory $rss kB, over $max_rss_kb kB"
  printf '%-38s %s lines, %s LINE_TOO_LONG, peak %s kB (-Xmx%s), %s\n' "$label" "$lines" "$errors" "$rss" \
    "$heap" "$seconds"
}

run "text, --threads 1"                     256m 67108864 --threads 1
run "json, --threads 2"                     256m 67108864 --threads 2 --format json
run "text, --threads 2, 1M in a 48 MB heap" 48m  1048576  --threads 2 --max-line-length 1M
sed -n '2p' "$work/out"

exit "$failed"
