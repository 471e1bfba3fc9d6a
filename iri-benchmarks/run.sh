#!/usr/bin/env bash
# The one command of BENCHMARKS.md: builds iri4j, runs every benchmark of iri-benchmarks and
# Node's URL on the same links, and writes BENCHMARKS.md's figures and charts from that one run
# (org.iri4j.bench.report.Report, from JMH's JSON and node.json in iri-benchmarks/results/).
#
#   iri-benchmarks/run.sh            every operation beside its peers: the benchmarks the targets
#                                    name in three forks, the rest in one (about 50 minutes on 2
#                                    cores)
#   iri-benchmarks/run.sh --quick    one fork each (about 15 minutes); not for the report
#
# The jar holds Jena 6, built for Java 21: it runs on the java of BENCH_JAVA, or on `java` when
# that is Java 21 or later (e.g. BENCH_JAVA="$JAVA21_HOME/bin/java"). Node's figures are taken
# when `node` is on the PATH (iri-benchmarks/node/url-bench.mjs), and left out otherwise.
#
# Further arguments go to JMH instead, in one run, e.g. a benchmark pattern:
#   iri-benchmarks/run.sh --quick 'Parse'
#   iri-benchmarks/run.sh 'Template'       (URI Templates, RFC 6570)
#   iri-benchmarks/run.sh 'Pattern'        (the URL Pattern Standard: a router of 100 routes)
# Such a run writes jmh-result.json, and the report is written from the last full run's files
# (jmh-targets.json, jmh-templates.json, jmh-patterns.json, jmh-rest.json) with the benchmarks
# run again in place of their old runs. A run whose arguments name Template warms up as the full
# run's templates do.
# To compare two operations on a noisy machine, in turn in one JVM, use the paired-ratio tool:
#   $BENCH_JAVA -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.PairedRatio CHECK iri4j CHECK jena-iri3986 mix 60
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# Two warm-up and three measured iterations of a second in every fork: on this kind of machine
# more iterations buy less than more forks do.
settings=(-wi 2 -w 1s -i 3 -r 1s)
# URI Templates' benchmarks allocate fast on a heap the fork has not touched yet: on this VM their
# first five to seven seconds run 3 to 9 times slower, so they warm up for eight. The URL Pattern
# router's passes (12,000 links through 100 routes, about 60 ms each) do the same: eight too.
template_settings=(-wi 8 -w 1s -i 3 -r 1s)
forks=3
if [ "${1:-}" = "--quick" ]; then
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
  "$java" -jar iri-benchmarks/target/benchmarks.jar "$@" -prof gc -rf json -rff "$json" \
    | tee -a "$results/jmh-log.txt"
}
: > "$results/jmh-log.txt"
if [ $# -gt 0 ]; then
  case "$*" in
    *Template* | *Pattern*) settings=("${template_settings[@]}") ;;
  esac
  jmh "$results/jmh-result.json" "${settings[@]}" -f "$forks" "$@"
  json="$results/jmh-result.json"
  # Report: the last full run, a benchmark run again here in place of its run there.
  for full in "$results/jmh-rest.json" "$results/jmh-patterns.json" "$results/jmh-templates.json" \
    "$results/jmh-targets.json"; do
    if [ -f "$full" ]; then
      json="$full,$json"
    fi
  done
else
  # What the targets of BENCHMARKS.md name, in three forks; everything else in one.
  targets='Benchmarks\.(Parse|Check|ToUriParsed|Normalize|Relativize|Compare|WebParse|RegistrableDomain)\.|Threaded|JenaNTriples'
  jmh "$results/jmh-targets.json" "${settings[@]}" -f "$forks" "$targets"
  # URI Templates (RFC 6570) have a target too: three forks, a longer warm-up.
  jmh "$results/jmh-templates.json" "${template_settings[@]}" -f "$forks" 'TemplateBenchmarks'
  # The URL Pattern router, iri4j beside java.util.regex (what issue 38 asks to show): three forks.
  jmh "$results/jmh-patterns.json" "${template_settings[@]}" -f "$forks" 'PatternBenchmarks'
  # The rest in one fork with one warm-up iteration; the tracking-parameter step has its own
  # paired tool (TrackingParamsBenchmark's main), since JMH cannot tell its cost from the noise.
  jmh "$results/jmh-rest.json" -wi 1 -w 1s -i 2 -r 1s -f 1 \
    -e "$targets|TemplateBenchmarks|PatternBenchmarks|TrackingParams"
  json="$results/jmh-targets.json,$results/jmh-templates.json,$results/jmh-patterns.json,$results/jmh-rest.json"
fi
# Node's URL beside the URL Standard's parse: in a full run, or a run of WebParse; a run of other
# benchmarks keeps the last full run's node.json, so that the report compares one hour's figures.
if [ $# -eq 0 ] || [[ "$*" == *WebParse* ]]; then
  rm -f "$results/node.json"
  if command -v node > /dev/null; then
    node iri-benchmarks/node/url-bench.mjs 2 50 "$results/node.json" | tee -a "$results/jmh-log.txt"
  fi
fi
"$java" -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.report.Report "$json" "$results" BENCHMARKS.md
