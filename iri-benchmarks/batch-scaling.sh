#!/usr/bin/env bash
# The iri batch on 1, 2, ... N threads (BENCHMARKS.md, "The batch on every core"): LINES lines
# of the benchmark mix (default 10,000,000), each command on each thread count, timed as whole
# processes by GNU time: wall seconds, CPU seconds, peak resident memory; lines per second.
#
#   iri-benchmarks/batch-scaling.sh [LINES] [MAX_THREADS]
#   COMMANDS="canonicalize surt domain" iri-benchmarks/batch-scaling.sh 10000000 2
#
# The output of every run goes to /dev/null; CMP=1 compares each run's output with one
# thread's instead (slower: the output is written to files under target/).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
lines="${1:-10000000}"
max="${2:-$(nproc)}"
mix=iri-benchmarks/src/main/resources/org/iri4j/bench/mix.txt
input="target/batch-scaling-$lines.txt"
mkdir -p target
if [ ! -f "$input" ]; then
  per=$(wc -l < "$mix")
  # Whole copies, then what is left of one (no head on a pipe: pipefail would take its SIGPIPE for a failure).
  for ((i = 0; i < lines / per; i++)); do cat "$mix"; done > "$input"
  if ((lines % per > 0)); then head -n $((lines % per)) "$mix" >> "$input"; fi
fi
./iri --version > /dev/null  # builds the command if it is missing
run() { # command threads output
  /usr/bin/time -f "%e %U %S %M" -o target/batch-scaling-time.txt \
    ./iri "$1" --batch --threads "$2" --no-progress < "$input" > "$3"
  read -r wall user sys rss < target/batch-scaling-time.txt
  awk -v c="$1" -v t="$2" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" -v n="$lines" \
    'BEGIN { printf "%-10s %2d threads %7.2f s wall %7.2f s CPU %6.0f MB peak %12.0f lines/s\n", c, t, w, u + s, r / 1024, n / w }'
}
for command in ${COMMANDS:-check to-uri normalize}; do
  for ((threads = 1; threads <= max; threads++)); do
    if [ "${CMP:-0}" = 1 ]; then
      run "$command" "$threads" "target/batch-scaling-$command-$threads.out"
      cmp -s "target/batch-scaling-$command-1.out" "target/batch-scaling-$command-$threads.out" \
        || { echo "$command: $threads threads wrote other bytes than one" >&2; exit 1; }
    else
      run "$command" "$threads" /dev/null
    fi
  done
done
