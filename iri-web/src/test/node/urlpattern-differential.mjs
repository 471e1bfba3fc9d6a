// Answers URL pattern cases with an independent implementation of the URL Pattern Standard, the npm
// package urlpattern-polyfill (pinned in package.json and package-lock.json beside this file; `npm ci`
// here installs it), for iri4j's differential test
// (org.iri4j.web.differential.UrlPatternNodeDifferentialTest), which generates the cases.
//
//   node urlpattern-differential.mjs CASES.jsonl
//
// Each line of CASES.jsonl is one case, [args, inputs]: args the constructor's arguments
// ([pattern string or init, base URL?, options?]), inputs a list of argument lists for test and
// exec ([url], [url, base] or [init]). The first line written is a JSON object naming the versions;
// then one line per case, in order: {"s": answer, "v": answer, "w": answer, "vw": answer, "u": reads},
// where reads are, per input, a URL input's 8 components as whatwg-url parses it (null for an init
// or for no URL), and
// an answer is
//   {"error": "TypeError: message"}                       the constructor threw
//   {"p": [protocol, ..., hash], "r": hasRegExpGroups,   the 8 component pattern strings
//    "m": [[test, exec, read], ...]}                           per input; test true/false or "throw";
//                                                        exec null, "throw" or 8 x [input, groups];
//                                                        read: the input's 8 components as matched
// and groups a list of [name, value or null] (null: undefined, a group that took no part).
// A case the polyfill does not answer within TIMEOUT_MS (V8 backtracks: the regular expressions the
// Standard generates can take exponential time, e.g. "(?:[^]+?)*" for a repeated group without a
// delimiter) is written {"timeout": TIMEOUT_MS}; the case runs in a worker, ended on time out.
//
// "s" is the package as shipped: it builds its regular expressions with the flag "u" (the Standard
// says "v", §2.3 "generate a regular expression and name list") and canonicalizes with Node's own
// URL class (ada in Node 20). To tell which of those a disagreement comes from, the same code is
// also run with the Standard's flag ("v"), on whatwg-url's URL class, the URL Standard's reference
// implementation ("w"), and with both ("vw"); those answers are left out when they equal "s".

import { readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { URLPattern as Shipped } from 'urlpattern-polyfill/urlpattern';

const require = createRequire(import.meta.url);
// The package exports neither its package.json nor its dist directory by path: read them from node_modules.
const polyfillFile = (name) => fileURLToPath(new URL(`node_modules/urlpattern-polyfill/${name}`, import.meta.url));
const whatwg = require('whatwg-url');
const versions = {
  'urlpattern-polyfill': JSON.parse(readFileSync(polyfillFile('package.json'), 'utf8')).version,
  'whatwg-url': require('whatwg-url/package.json').version,
  node: process.version,
  v8: process.versions.v8,
  ada: process.versions.ada,
  unicode: process.versions.unicode,
};

const [casesFile] = process.argv.slice(2);
if (!casesFile) {
  process.stderr.write('usage: node urlpattern-differential.mjs CASES.jsonl\n');
  process.exit(64);
}

// The shipped code, evaluated again with another URL class and another flag. Each rewrite must
// apply exactly once, or this script stops: a new release would need a new look.
const source = readFileSync(polyfillFile('dist/urlpattern.js'), 'utf8');
function rewrite(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) {
    process.stderr.write(`urlpattern-polyfill's code has ${parts.length - 1} of ${from}, not 1\n`);
    process.exit(70);
  }
  return parts.join(to);
}
const exported = /export\s*\{\s*([\w$]+)\s+as\s+URLPattern\s*\};?\s*$/;
if (!exported.test(source)) {
  process.stderr.write("urlpattern-polyfill's code does not end by exporting URLPattern\n");
  process.exit(70);
}
const body = source.replace(exported, 'return $1;');
const withV = rewrite(body, '?"ui":"u"', '?"vi":"v"');
const variant = (text, urlClass) => new Function('URL', text)(urlClass);
const variants = {
  v: variant(withV, URL),
  w: variant(body, whatwg.URL),
  vw: variant(withV, whatwg.URL),
};

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];

function groups(component) {
  return Object.entries(component.groups).map(([name, value]) => [name, value === undefined ? null : value]);
}

function match(pattern, input) {
  let test;
  let exec;
  try {
    test = pattern.test(...input);
  } catch {
    test = 'throw';
  }
  try {
    const result = pattern.exec(...input);
    exec = result === null || result === undefined
      ? null
      : COMPONENTS.map((c) => [result[c].input, groups(result[c])]);
  } catch {
    exec = 'throw';
  }
  return [test, exec, read(pattern.constructor, input)];
}

// The input's components as canonicalized for matching (§1.4 "match" steps 11-13): what the
// pattern that matches everything gives as each component's input; null when the input is no URL.
function read(URLPattern, input) {
  try {
    const result = new URLPattern({}).exec(...input);
    return result === null || result === undefined ? null : COMPONENTS.map((c) => result[c].input);
  } catch {
    return 'throw';
  }
}

function answer(URLPattern, args, inputs) {
  let pattern;
  try {
    pattern = new URLPattern(...args);
  } catch (e) {
    return { error: `${e.name}: ${e.message}` };
  }
  return {
    p: COMPONENTS.map((c) => pattern[c]),
    r: pattern.hasRegExpGroups,
    m: inputs.map((input) => match(pattern, input)),
  };
}

const TIMEOUT_MS = 500;

// A URL input's components as the Standard takes them (§1.4 "match" step 12: the URL's own
// components, the port already without its scheme's default) from whatwg-url's parser; null for an
// init input or an input that is no URL.
function standardRead(input) {
  if (input.length === 0 || typeof input[0] !== 'string') {
    return null;
  }
  const base = input.length > 1 ? whatwg.parseURL(input[1]) : null;
  if (input.length > 1 && base === null) {
    return null;
  }
  const url = whatwg.parseURL(input[0], { baseURL: base });
  if (url === null) {
    return null;
  }
  return [url.scheme, url.username, url.password, url.host === null ? '' : whatwg.serializeHost(url.host),
    url.port === null ? '' : String(url.port), whatwg.serializePath(url), url.query ?? '', url.fragment ?? ''];
}

function answers(args, inputs) {
  const shipped = answer(Shipped, args, inputs);
  const text = JSON.stringify(shipped);
  const out = { s: shipped, u: inputs.map(standardRead) };
  for (const [name, URLPattern] of Object.entries(variants)) {
    const other = answer(URLPattern, args, inputs);
    if (JSON.stringify(other) !== text) {
      out[name] = other;
    }
  }
  return JSON.stringify(out);
}

if (!isMainThread) {
  parentPort.on('message', (line) => {
    const [args, inputs] = JSON.parse(line);
    parentPort.postMessage(answers(args, inputs));
  });
} else {
  let worker = null;
  const ask = (line) => new Promise((resolve) => {
    if (worker === null) {
      worker = new Worker(new URL(import.meta.url), { argv: [casesFile] });
    }
    const timer = setTimeout(() => {
      worker.removeAllListeners('message');
      worker.terminate();
      worker = null;
      resolve(JSON.stringify({ timeout: TIMEOUT_MS }));
    }, TIMEOUT_MS);
    worker.once('message', (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    worker.postMessage(line);
  });
  let block = JSON.stringify(versions) + '\n';
  for (const line of readFileSync(casesFile, 'utf8').split('\n')) {
    if (line === '') {
      continue;
    }
    block += (await ask(line)) + '\n';
    if (block.length > 1 << 16) {
      if (!process.stdout.write(block)) {
        await once(process.stdout, 'drain');
      }
      block = '';
    }
  }
  process.stdout.write(block);
  if (worker !== null) {
    await worker.terminate();
  }
}
