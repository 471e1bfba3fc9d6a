#!/usr/bin/env bash
# Builds iri4j, runs every benchmark of iri-benchmarks, and regenerates the results part of
# BENCHMARKS.md and its charts from JMH's JSON (iri-benchmarks/results/).
#
#   iri-benchmarks/run.sh            the full settings of BENCHMARKS.md: the benchmarks the
#                                    targets name in three forks, the rest in one (about 90
#                                    minutes on 2 cores)
#   iri-benchmarks/run.sh --quick    shorter iterations, one fork each (about 15 minutes)
#
# The jar holds Jena 6, built for Java 21: it runs on the java of BENCH_JAVA, or on `java` when
# that is Java 21 or later (e.g. BENCH_JAVA="$JAVA21_HOME/bin/java").
#
# Further arguments go to JMH instead, in one run, e.g. a benchmark pattern:
#   iri-benchmarks/run.sh --quick 'Parse'
# To re-run some benchmarks after a change and keep the rest of the last full run, run them
# into another JSON file and name it last: its runs replace the same benchmarks' earlier runs.
#   $BENCH_JAVA -jar iri-benchmarks/target/benchmarks.jar -f 3 'Benchmarks\.Parse\.' -prof gc -rf json \
#       -rff iri-benchmarks/results/jmh-again.json
#   $BENCH_JAVA -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.report.Report \
#       iri-benchmarks/results/jmh-targets.json,iri-benchmarks/results/jmh-rest.json,iri-benchmarks/results/jmh-again.json \
#       iri-benchmarks/results BENCHMARKS.md
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
settings=()
forks=3
if [ "${1:-}" = "--quick" ]; then
  settings=(-f 1 -wi 2 -w 1s -i 3 -r 1s)
  forks=1
  shift
fi
results=iri-benchmarks/results
java="${BENCH_JAVA:-java}"
version=$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
if [ "${version:-0}" -lt 21 ]; then
  echo "run.sh: the benchmarks need Java 21 or later (Jena 6), and $java is Java ${version:-unknown}:" \
    "set BENCH_JAVA to the java of a JDK 21 or later" >&2
  exit 1
fi
mvn -B -q install -DskipTests
jmh() { # json file, then JMH arguments
  local json="$1"
  shift
  "$java" -jar iri-benchmarks/target/benchmarks.jar "${settings[@]}" "$@" -prof gc -rf json -rff "$json" \
    | tee -a "$results/jmh-log.txt"
}
: > "$results/jmh-log.txt"
if [ $# -gt 0 ]; then
  jmh "$results/jmh-result.json" "$@"
  json="$results/jmh-result.json"
else
  # What the targets of BENCHMARKS.md name, in three forks; everything else in one.
  targets='Benchmarks\.(Parse|Check|ToUriParsed|Normalize|Relativize|Compare|WebParse)\.|Threaded'
  jmh "$results/jmh-targets.json" -f "$forks" "$targets"
  jmh "$results/jmh-rest.json" -e "$targets"
  json="$results/jmh-targets.json,$results/jmh-rest.json"
fi
"$java" -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.report.Report "$json" "$results" BENCHMARKS.md
