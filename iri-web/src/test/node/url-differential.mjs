// Generates URL inputs and reads each with the URL Standard's reference implementation, the npm
// package whatwg-url (pinned in package.json and package-lock.json beside this file; `npm ci`
// here installs it), for iri4j's differential test (org.iri4j.web.differential.NodeDifferentialTest).
// Deterministic for a seed.
//
//   node url-differential.mjs COUNT SEED
//
// The first line is a JSON object naming the oracle's versions; then one JSON array per input:
//   [input, base or null, url or null, errors, valid]
// url: null for failure, else [href, protocol, username, password, hostname, port, pathname,
// search, hash] as the URL class's getters give them (§6.1); errors: the validation errors'
// names in the order the parser reports them (parseURLWithValidationErrors); valid: whether the
// input is a valid URL string against the base (isValidURLString, §4.3 "URL writing").
//
// Inputs are built from pieces chosen to reach the URL Standard's states and traps: schemes
// special and not, slashes and backslashes, credentials, ports, C0 controls and spaces that are
// stripped or kept, percent-encoded dots and bytes, paths, queries and fragments; hosts most of
// all (IPv4 in every number form, with full-width digits and ideographic dots; IPv6 with
// compression, leading zeros, embedded IPv4 and bad pieces; percent-encoded, non-ASCII, xn--,
// STD3-invalid, hyphenated, long and empty labels); and file URLs (drive letters, hosts,
// localhost).

import { createRequire } from 'node:module';
import { once } from 'node:events';

const require = createRequire(import.meta.url);
const whatwg = require('whatwg-url');
const versions = {
  'whatwg-url': require('whatwg-url/package.json').version,
  tr46: require('tr46/package.json').version,
  node: process.version,
  unicode: process.versions.unicode,
};

const [count, seed] = process.argv.slice(2).map(Number);
if (!Number.isInteger(count) || !Number.isInteger(seed)) {
  process.stderr.write('usage: node url-differential.mjs COUNT SEED\n');
  process.exit(64);
}

let state = seed >>> 0;
function random() { // mulberry32: small, fast, reproducible
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const below = (n) => Math.floor(random() * n);
const chance = (p) => random() < p;

const schemes = ['http:', 'https:', 'HTTP:', 'ws:', 'wss:', 'ftp:', 'file:', 'FILE:', 'foo:', 'blob:',
  'data:', 'mailto:', 'javascript:', 'a+b-c.d:', 'non-spec:', 'sc:', '', '', ''];
const starts = ['//', '/', '\\\\', '\\', '', '///', '/\\', '?', '#', './', '../'];
const hosts = ['example.com', 'EXAMPLE.com', 'a.b', 'x', 'localhost', '0x7f.1', '127.0.0.1', '0300.0250.0.1',
  '4294967295', '4294967296', '1.2.3', '1.2.3.4.5', '09.0.0.1', '0x', '1.0x.3', '256.0.0.1', '0..1',
  '[::1]', '[1:2:3:4:5:6:7:8]', '[::ffff:1.2.3.4]', '[1::]', '[::1', '[:1]', '[1:2::3::4]', '[0:0:0:0:0:0:0:0]',
  'xn--nxasmq6b.com', 'xn--a.com', 'faß.de', 'bücher.de', 'ＡＢＣ.com', 'a\u3002b', '\u200d.com',
  '%41.com', '%zz', 'a%2eb', 'ex ample', 'a<b', 'a^b', 'a|b', '%e2%80%ae', 'C:', 'c|', '', '.', '..',
  '\u05d0.com', '1.2.3.4.', 'test.42', 'a.0x10'];
const userinfos = ['', '', '', 'user@', 'user:pass@', ':@', '@', 'a:b:c@', 'u%40@', 'ü@', '@@', 'a@b@'];
const ports = ['', '', '', ':80', ':443', ':0', ':65535', ':65536', ':', ':8a', ':00080', ':21',
  ':99999999999', ':-1', ':+1', ': 1', ':1\t2'];
const segments = ['a', 'b', '.', '..', '%2e', '%2E', '.%2e', '%2e%2E', 'C:', 'c|', 'x y', '%', '%zz', '%41',
  'ü', '\u{1f4a9}', '{', '|', '^', '`', '"', '<', '>', "'", '\t', '\n', '\0', 'a;b', 'a=b', '~', '',
  'C|', 'C%3A', 'c%7C', 'a:'];
const queries = ['', '', '?', '?a=b', "?a'b", '?%', '?ü', '? #', '?a b', '?"<>', '?%zz', '?\u{1f4a9}'];
const fragments = ['', '', '#', '#f', '#a b', '#`', '#ü', '#%zz', '#<>', '##'];
const edges = ['', '', '', ' ', '\t', '\u0000', '\u001f', '\n', '\u00a0'];
const bases = [null, null, 'http://example.org/foo/bar', 'https://a.b/c/d?q#f', 'file:///C:/dir/file',
  'file://host/share/x', 'sc://h/p', 'sc:opaque', 'about:blank', 'data:text/plain,hi', 'http://[::1]:8/x/'];

// Hosts: IPv4 forms (§3.5 IPv4 parser: "ends in a number", too few and too many parts, decimal,
// octal and hex parts, out of range, and the full-width digits and dots that UTS #46 maps).
const FULL_WIDTH_DIGIT = 0xff10 - 0x30;
const dots = ['.', '.', '.', '.', '.', '\u3002', '\uff0e', '\uff61'];

function ipv4Part() {
  switch (below(10)) {
    case 0: return String(256 + below(70000));
    case 1: return '0' + below(512).toString(8);
    case 2: return (chance(0.5) ? '0x' : '0X') + below(0x1ff).toString(16);
    case 3: return pick(['0x', '0X', '', '09', '08', '0x100000000', '4294967296', 'a', '1a', '0xg']);
    case 4: return String(below(4294967296));
    default: return String(below(256));
  }
}

function fullWidth(text) {
  return text.replace(/[0-9x]/g, (d) => (d === 'x' ? '\uff58' : String.fromCodePoint(d.codePointAt(0) + FULL_WIDTH_DIGIT)));
}

function ipv4() {
  const parts = [];
  const n = pick([1, 2, 3, 4, 4, 4, 4, 5, 6]);
  for (let i = 0; i < n; i++) {
    parts.push(ipv4Part());
  }
  const dot = chance(0.8) ? '.' : pick(dots);
  let text = parts.join(dot) + (chance(0.12) ? dot : '') + (chance(0.03) ? dot : '');
  if (chance(0.12)) {
    text = fullWidth(text);
  }
  return text;
}

// IPv6 (§3.5 IPv6 parser): compression, leading zeros, embedded IPv4, pieces too long or not hex.
function ipv6Piece() {
  switch (below(12)) {
    case 0: return '0'.repeat(1 + below(3)) + below(0x100).toString(16);
    case 1: return pick(['12345', 'g', 'G1', '', '-1', ' ', '00000', 'FFFF', 'ffff0']);
    default: return below(0x10000).toString(16);
  }
}

function ipv6() {
  const n = pick([1, 2, 3, 5, 6, 7, 8, 8, 8, 9]);
  const pieces = [];
  for (let i = 0; i < n; i++) {
    pieces.push(ipv6Piece());
  }
  if (chance(0.5)) {
    pieces.splice(below(n + 1), 0, '');
    if (chance(0.1)) {
      pieces.splice(below(n + 1), 0, '');
    }
  }
  let text = pieces.join(':');
  if (chance(0.2)) {
    text += ':' + pick(['1.2.3.4', '255.255.255.255', '1.2.3', '01.2.3.4', '256.1.1.1', '1.2.3.4.5', '1..3.4',
      '0.0.0.0', '1.2.3.4.', '0x1.2.3.4', '1.2.3.1000']);
  }
  text = pick(['', '', '', '', ':', '::']) + text + pick(['', '', '', '', ':', '::']);
  if (chance(0.1)) {
    text = text.toUpperCase();
  }
  const close = chance(0.93) ? ']' : pick(['', ']]', ']x', ']:1']);
  return '[' + text + (chance(0.03) ? '%25eth0' : '') + close;
}

// Domains (§3.3 domain to ASCII, §3.5 host parser): percent-encoded bytes, labels outside ASCII
// (mapped, deviation, joiners, bidi, combining marks, disallowed), xn-- labels good and bad, the
// ASCII that UseSTD3ASCIIRules refuses, hyphen rules, 63 and 64 code point labels, empty labels.
const labels = ['a', 'b', 'example', 'EXAMPLE', 'com', 'org', 'b-c', 'localhost', 'test',
  '-a', 'a-', 'ab--c', '-', 'a--', 'xn--nxasmq6b', 'xn--a', 'xn--zca', 'XN--ZCA', 'xn--', 'xn--ls8h', 'xn--ab--c',
  'xn--bcher-kva', 'xn--bcher-kva-', 'xn--0', 'a'.repeat(63), 'b'.repeat(64), 'c'.repeat(200),
  '_', 'a_b', '_dmarc', 'a!b', 'a$b', 'a&b', "a'b", 'a(b)', 'a*b', 'a+b', 'a,b', 'a;b', 'a=b', 'a~b',
  'a"b', 'a`b', 'a{b}', 'a<b', 'a%b', 'a b', 'a\u007fb', 'a\u0001b', 'a^b',
  '%41', '%2e', '%2E', '%00', '%zz', '%', '%e2%80%ae', '%c3%bc', 'a%2eb', '%2e%2e', '%ef%bc%8e', '%C3%9F',
  '%ff', '%2541', '%5f', '%20',
  'ü', 'faß', 'ς', 'bücher', '例え', '日本語', '\u200d', 'a\u200cb', '\u0627\u0644', '\u05d0', '1\u05d0',
  '\u05d01', '\u0301a', 'a\u00adb', '\u00ad', 'ＡＢＣ', '\u2488', '\ufffd', '\u{1f4a9}', 'Ⅻ', 'ǅ', 'ß',
  'a\u0338', '\u200c', '\u0663\u06f3', 'İ', 'K', '\u{e0001}', '\u3002', 'а', 'ｅｖｉｌ',
  '0', '1', '09', '0x1', '123', '0x'];

function domain() {
  const n = pick([1, 2, 2, 3, 3, 4]);
  const parts = [];
  for (let i = 0; i < n; i++) {
    parts.push(chance(0.04) ? '' : pick(labels));
  }
  const dot = chance(0.9) ? '.' : pick(dots);
  let text = parts.join(dot);
  if (chance(0.1)) {
    text += pick(['.', '..', '\u3002']);
  }
  if (chance(0.02)) {
    text = Array(5).fill(text || 'a').join('.'); // past 253 sometimes, as VerifyDnsLength counts
  }
  return text;
}

function host() {
  const r = random();
  if (r < 0.2) return pick(hosts);
  if (r < 0.45) return ipv4();
  if (r < 0.62) return ipv6();
  return domain();
}

// Credentials (§4.4 authority state): code points to percent-encode, @ and : repeated.
const users = ['user', 'u', '', 'a b', 'ü', 'u%40', '%zz', 'a:b', 'a@b', '\u{1f4a9}', '%', "'", '"', 'a\\b'];

function userinfo() {
  const r = random();
  if (r < 0.5) return '';
  if (r < 0.7) return pick(userinfos);
  let text = pick(users);
  if (chance(0.6)) {
    text += ':' + pick(users);
  }
  return text + pick(['@', '@', '@', '@@', '@:@']);
}

// File URLs (§4.4 file, file slash and file host states): drive letters, hosts, localhost.
const fileSchemes = ['file:', 'file:', 'FILE:', 'File:', ''];
const fileStarts = ['', '/', '//', '///', '////', '\\\\', '/\\', '\\'];
const fileHosts = ['', '', 'localhost', 'LOCALHOST', 'localhost.', 'host', 'h\u00fcst', 'C:', 'c|', '1.2.3.4',
  '[::1]', 'xn--a', '%41', 'a%2eb', 'loc%61lhost', 'C%3A', 'C'];
const drives = ['', '', 'C:', 'c:', 'C|', 'C:/', 'C|/', 'C%3A', 'C%7C', 'C', 'CD:', '/C:', 'C:\\', 'c:..'];

function fileUrl() {
  const parts = [pick(fileSchemes), pick(fileStarts)];
  if (chance(0.5)) {
    parts.push(pick(fileHosts), pick(['/', '/', '\\', '']));
  }
  parts.push(pick(drives));
  return parts;
}

// Four inputs in ten are clean apart from their host, credentials and port (no edge, `//`, plain
// segments, query and fragment), so that a host's own errors and validity are seen alone.
const cleanSegments = ['a', 'b', 'dir', 'index.html', '', 'a;b', 'a=b', '~'];
const cleanQueries = ['', '', '?', '?a=b'];
const cleanFragments = ['', '', '#', '#f'];

function generate() {
  const clean = chance(0.4);
  const parts = [clean ? '' : pick(edges)];
  const shape = random();
  if (shape < 0.55) {
    parts.push(pick(schemes), clean ? '//' : pick(starts), userinfo(), host(), pick(ports));
  } else if (shape < 0.7) {
    parts.push(...fileUrl());
  } else if (shape < 0.85) {
    parts.push(pick(schemes), pick(starts));
  } else {
    parts.push(pick(schemes));
  }
  const depth = below(4);
  for (let i = 0; i < depth; i++) {
    parts.push(clean ? '/' : pick(['/', '/', '\\']), pick(clean ? cleanSegments : segments));
  }
  parts.push(pick(clean ? cleanQueries : queries), pick(clean ? cleanFragments : fragments));
  parts.push(clean ? '' : pick(edges));
  return parts.join('');
}

// The URL class's getters (§6.1), from the record the parser returned.
function components(url) {
  return [
    whatwg.serializeURL(url),
    url.scheme + ':',
    url.username,
    url.password,
    url.host === null ? '' : whatwg.serializeHost(url.host),
    url.port === null ? '' : whatwg.serializeInteger(url.port),
    whatwg.serializePath(url),
    url.query === null || url.query === '' ? '' : '?' + url.query,
    url.fragment === null || url.fragment === '' ? '' : '#' + url.fragment,
  ];
}

const baseRecords = new Map();
function baseRecord(base) {
  if (!baseRecords.has(base)) {
    baseRecords.set(base, whatwg.parseURL(base));
  }
  return baseRecords.get(base);
}

function read(input, base) {
  const baseURL = base === null ? null : baseRecord(base);
  try {
    const { url, validationErrors } = whatwg.parseURLWithValidationErrors(input, { baseURL });
    const valid = whatwg.isValidURLString(input, { baseURL });
    return [input, base, url === null ? null : components(url), validationErrors, valid];
  } catch (e) {
    process.stderr.write(`whatwg-url threw on ${JSON.stringify(input)} against ${base}: ${e.stack}\n`);
    process.exit(70);
  }
}

// Lines go out in blocks, waiting when the pipe is full: the Java side reads as it compares.
let block = JSON.stringify(versions) + '\n';
for (let i = 0; i < count; i++) {
  const input = generate();
  block += JSON.stringify(read(input, pick(bases))) + '\n';
  if (block.length > 1 << 16) {
    if (!process.stdout.write(block)) {
      await once(process.stdout, 'drain');
    }
    block = '';
  }
}
process.stdout.write(block);
