#!/usr/bin/env bash
# Rows per second of the iri4j Spark functions in local[2] (BENCHMARKS.md, "Apache Spark"):
#   iri-spark/run-throughput.sh [ROWS]         default 10,000,000 rows of the benchmark mix
#   iri-spark/run-throughput.sh ROWS crawl     the crawl canonicalization functions instead
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
classpath="$(pwd)/iri-spark/target/throughput-classpath.txt"
mvn -B -q -Dstyle.color=never -pl iri-spark -am test-compile dependency:build-classpath -Dmdep.outputFile="$classpath" >&2
exec java @iri-spark/spark-java-options -Xmx3g -Dlog4j2.configurationFile=iri-spark/examples/log4j2.properties \
  -cp "iri-spark/target/test-classes:iri-spark/target/classes:$(cat "$classpath")" \
  org.iri4j.spark.SparkThroughput "${1:-10000000}" iri-benchmarks/src/main/resources/org/iri4j/bench/mix.txt ${2:+"$2"}
