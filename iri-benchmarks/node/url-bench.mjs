// Node's URL (the WHATWG URL Standard, implemented by ada) on the inputs of the JMH benchmark
// WebParse: `new URL(s).href` per input, an input Node rejects caught, as the JVM libraries'
// rejections are. Each workload is warmed up, then timed in passes (a pass goes through the
// workload as many times as it takes to last about 20 ms); the figure is the median pass, in ns
// per URL. Workloads: `wpt`, `mix`, and `http`, the mix's http and https links (the same rule as
// the JMH workload of that name). Reproduce from the repository root:
//
//   node iri-benchmarks/node/url-bench.mjs            # 2 s of warm-up, 50 passes per workload
//   node iri-benchmarks/node/url-bench.mjs 3 100      # 3 s of warm-up, 100 passes
//   node iri-benchmarks/node/url-bench.mjs 2 50 iri-benchmarks/results/node.json
//                                                     # the figures also as JSON, for the report
import { readFileSync, writeFileSync } from 'node:fs';

const resources = new URL('../src/main/resources/org/iri4j/bench/', import.meta.url);
const workloads = {
  wpt: JSON.parse(readFileSync(new URL('wpt.json', resources), 'utf8')).inputs,
  mix: readFileSync(new URL('mix.txt', resources), 'utf8').split('\n').filter((line) => line !== ''),
};
workloads.http = workloads.mix.filter((line) => /^https?:/i.test(line));
const warmupSeconds = Number(process.argv[2] ?? 2);
const passes = Number(process.argv[3] ?? 50);
const jsonFile = process.argv[4];

const results = {};
let sink = 0; // what the loop computes, so that none of it can be left out

/** One trip through the inputs; returns how many of them Node rejected. */
function once(inputs) {
  let rejected = 0;
  for (const input of inputs) {
    try {
      sink += new URL(input).href.length;
    } catch {
      rejected++;
    }
  }
  return rejected;
}

function measure(name, inputs) {
  const rejected = once(inputs);
  const warmupEnd = process.hrtime.bigint() + BigInt(Math.round(warmupSeconds * 1e9));
  let trips = 0;
  const start = process.hrtime.bigint();
  while (process.hrtime.bigint() < warmupEnd) {
    once(inputs);
    trips++;
  }
  const tripNs = Number(process.hrtime.bigint() - start) / trips;
  const tripsPerPass = Math.max(1, Math.round(20e6 / tripNs));
  const perUrl = [];
  for (let p = 0; p < passes; p++) {
    const t0 = process.hrtime.bigint();
    for (let t = 0; t < tripsPerPass; t++) {
      once(inputs);
    }
    perUrl.push(Number(process.hrtime.bigint() - t0) / (tripsPerPass * inputs.length));
  }
  perUrl.sort((a, b) => a - b);
  const median = perUrl[Math.floor(perUrl.length / 2)];
  results[name] = { urls: inputs.length, rejected, medianNs: median, fastestNs: perUrl[0], passes };
  console.log(
    `${name}: ${inputs.length} URLs, ${rejected} rejected, median ${median.toFixed(1)} ns/URL` +
      ` (fastest pass ${perUrl[0].toFixed(1)}, slowest ${perUrl[perUrl.length - 1].toFixed(1)};` +
      ` ${passes} passes of ${tripsPerPass} trips)`,
  );
}

console.log(`node ${process.versions.node}, ada ${process.versions.ada ?? 'unknown'}, V8 ${process.versions.v8}`);
for (const [name, inputs] of Object.entries(workloads)) {
  measure(name, inputs);
}
if (sink === 0) {
  console.log('nothing parsed');
}
if (jsonFile) {
  const versions = { node: process.versions.node, ada: process.versions.ada ?? 'unknown', v8: process.versions.v8 };
  writeFileSync(jsonFile, JSON.stringify({ versions, warmupSeconds, workloads: results }, null, 2) + '\n');
}
