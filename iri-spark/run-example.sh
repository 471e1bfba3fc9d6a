#!/usr/bin/env bash
# The example job of iri-spark on this machine: de-duplicate a crawl's links by their
# scheme-based normal form or a crawl profile (README, "In Apache Spark"). Local mode on every core; Spark's jars
# come from Maven Central through the build, so no Spark installation is needed.
#
#   iri-spark/run-example.sh [--profile P] INPUT OUTPUT
#     P       a crawl canonicalization profile to group by instead of the normal form: href,
#             safe-browsing, semantic-precise, semantic, aggressive, dedup or ia, optionally + steps
#     INPUT   a text file, one link per line, or a Parquet file or directory (.parquet)
#     OUTPUT  a directory, written as Parquet: site, normal, surt, count, variants (replaced if
#             it exists)
#   A line that is not UTF-8 is an invalid link, as iri reads it. Exit status 2, with one line on
#   standard error, for arguments the job cannot use (a profile that does not exist, say).
#
#   iri-spark/run-example.sh iri-spark/examples/crawl-sample.txt /tmp/dedup
#   iri-spark/run-example.sh --profile aggressive iri-spark/examples/crawl-sample.txt /tmp/dedup
set -euo pipefail
profile=()
if [ $# -eq 4 ] && [ "$1" = "--profile" ]; then
  profile=(--profile "$2")
  shift 2
fi
if [ $# -ne 2 ]; then
  echo "usage: iri-spark/run-example.sh [--profile P] INPUT OUTPUT" >&2
  exit 2
fi
# The paths as the caller meant them, before moving to the project's root.
input="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
output="$(mkdir -p "$(dirname "$2")" && cd "$(dirname "$2")" && pwd)/$(basename "$2")"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
classpath="$(pwd)/iri-spark/target/example-classpath.txt"
# iri-spark and the modules it needs, built from this tree, with every dependency's path,
# Spark's (provided) included; iri-spark, built last, writes the list last.
mvn -B -q -Dstyle.color=never -DskipTests -pl iri-spark -am package dependency:build-classpath -Dmdep.outputFile="$classpath" >&2
exec java @iri-spark/spark-java-options -Dlog4j2.configurationFile=iri-spark/examples/log4j2.properties \
  -cp "iri-spark/target/classes:$(cat "$classpath")" org.iri4j.spark.example.DedupJob "${profile[@]}" "$input" "$output"
