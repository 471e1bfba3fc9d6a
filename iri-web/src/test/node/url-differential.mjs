// Generates URL inputs and reads each with Node's URL (ada), for iri4j's differential test
// (org.iri4j.web.differential.NodeDifferentialTest). Deterministic for a seed.
//
//   node url-differential.mjs COUNT SEED
//
// Writes one JSON array per line: [input, base or null, href or null], null href = failure.
// Inputs are built from pieces chosen to reach the URL Standard's states and traps: schemes
// special and not, slashes and backslashes, credentials, IPv4 number forms, IPv6 pieces,
// percent-encoded dots and bytes, Windows drive letters, C0 controls and spaces that are
// stripped or kept, and non-ASCII domains and paths.

const [count, seed] = process.argv.slice(2).map(Number);

let state = seed >>> 0;
function random() { // mulberry32: small, fast, reproducible
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

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
const ports = ['', '', '', ':80', ':443', ':0', ':65535', ':65536', ':', ':8a', ':00080', ':21'];
const segments = ['a', 'b', '.', '..', '%2e', '%2E', '.%2e', '%2e%2E', 'C:', 'c|', 'x y', '%', '%zz', '%41',
  'ü', '\u{1f4a9}', '{', '|', '^', '`', '"', '<', '>', "'", '\t', '\n', '\0', 'a;b', 'a=b', '~', ''];
const queries = ['', '', '?', '?a=b', "?a'b", '?%', '?ü', '? #', '?a b', '?"<>', '?%zz', '?\u{1f4a9}'];
const fragments = ['', '', '#', '#f', '#a b', '#`', '#ü', '#%zz', '#<>', '##'];
const edges = ['', '', '', ' ', '\t', '\u0000', '\u001f', '\n', '\u00a0'];
const bases = [null, null, 'http://example.org/foo/bar', 'https://a.b/c/d?q#f', 'file:///C:/dir/file',
  'file://host/share/x', 'sc://h/p', 'sc:opaque', 'about:blank', 'data:text/plain,hi', 'http://[::1]:8/x/'];

function generate() {
  const parts = [pick(edges), pick(schemes)];
  const shape = random();
  if (shape < 0.6) {
    parts.push(pick(starts), pick(userinfos), pick(hosts), pick(ports));
  } else if (shape < 0.8) {
    parts.push(pick(starts));
  }
  const depth = Math.floor(random() * 4);
  for (let i = 0; i < depth; i++) {
    parts.push(pick(['/', '/', '\\']), pick(segments));
  }
  parts.push(pick(queries), pick(fragments), pick(edges));
  return parts.join('');
}

function read(input, base) {
  try {
    return base === null ? new URL(input).href : new URL(input, base).href;
  } catch {
    return null;
  }
}

const out = [];
for (let i = 0; i < count; i++) {
  const input = generate();
  const base = pick(bases);
  out.push(JSON.stringify([input, base, read(input, base)]));
  if (out.length === 10000) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
}
process.stdout.write(out.length ? out.join('\n') + '\n' : '');
