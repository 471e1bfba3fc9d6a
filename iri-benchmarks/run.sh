#!/usr/bin/env bash
# Builds iri4j, runs every benchmark of iri-benchmarks, and regenerates the results part of
# BENCHMARKS.md and its charts from JMH's JSON (iri-benchmarks/results/).
#
#   iri-benchmarks/run.sh            the full settings of BENCHMARKS.md (about 21 minutes on 2 cores)
#   iri-benchmarks/run.sh --quick    shorter iterations (about 10 minutes)
#
# Further arguments go to JMH, e.g. a benchmark pattern: iri-benchmarks/run.sh --quick 'Parse'
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
settings=()
if [ "${1:-}" = "--quick" ]; then
  settings=(-f 1 -wi 2 -w 1s -i 3 -r 1s)
  shift
fi
mvn -B -q install -DskipTests
java -jar iri-benchmarks/target/benchmarks.jar "${settings[@]}" -prof gc \
  -rf json -rff iri-benchmarks/results/jmh-result.json "$@" | tee iri-benchmarks/results/jmh-log.txt
java -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.report.Report \
  iri-benchmarks/results/jmh-result.json iri-benchmarks/results BENCHMARKS.md
