#!/usr/bin/env bash
# A long fuzzing campaign outside Maven (docs/FUZZING.md): the test class path is copied once,
# then each target is fuzzed for the given time, one after the other, at low CPU priority, so
# that builds on the same machine go first. Logs go to iri-tests/target/fuzz-logs/.
#
#   iri-tests/fuzz-campaign.sh 20m                      every target, 20 minutes each
#   iri-tests/fuzz-campaign.sh 5m toUri componentCodecs  some targets
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
duration="${1:-10m}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(parseAndCheck toUri toIri normalize compare resolveAndRelativize everyOperation pluginEnvironment componentCodecs parallelBatch)
fi
snapshot=target/fuzz-classpath
list="$(pwd)/target/fuzz-classpath.txt"
mkdir -p target/fuzz-logs "$snapshot"
# -am: the modules under test come from this tree's build, never from an older installed jar;
# iri-tests, built last, writes the list last.
(cd .. && "${MVN:-mvn}" -B -q test-compile dependency:build-classpath -pl iri-tests -am \
    -Dmdep.includeScope=test -Dmdep.outputFile="$list")
# A copy, so that a build running meanwhile cannot change a jar under the fuzzer.
rm -rf "$snapshot"/* && mkdir -p "$snapshot/lib"
cp -r target/test-classes "$snapshot/test-classes"
# Numbered copies keep class path order and keep the modules' own classes/ directories apart
# (merged, one module's META-INF/services files would replace another's).
n=0
tr ':' '\n' < "$list" | while read -r entry; do
  n=$((n + 1))
  if [ -n "$entry" ]; then cp -r "$entry" "$snapshot/lib/$(printf '%03d' "$n")-$(basename "$entry")"; fi
done
cp="$snapshot/test-classes:$(ls -d "$snapshot"/lib/* | tr '\n' ':')"
for target in "${targets[@]}"; do
  echo "fuzzing $target for $duration"
  JAZZER_FUZZ=1 JAZZER_MAX_DURATION="$duration" JAZZER_INSTRUMENT='org.iri4j.**' \
    nice -n 19 java -Xshare:off -Xmx2g -cp "$cp" org.iri4j.tests.fuzz.FuzzCampaign "$target" \
    > "target/fuzz-logs/$target.log" 2>&1 || echo "fuzzing $target ended with status $?"
done
