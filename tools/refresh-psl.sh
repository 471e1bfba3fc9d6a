#!/usr/bin/env bash
# Refreshes the Public Suffix List that iri-canon ships (docs/DATA.md, "The Public Suffix List").
#
#   tools/refresh-psl.sh CHECKOUT             # a clone of github.com/publicsuffix/list, at the
#                                             # commit to ship (nothing is fetched)
#   tools/refresh-psl.sh --fetch COMMIT [--date YYYY-MM-DD]
#                                             # the two files of that commit, with curl; the commit's
#                                             # date from GitHub's API unless given
#
# From the repository root. It copies, unchanged:
#   public_suffix_list.dat   -> iri-canon/src/main/resources/org/iri4j/canon/public_suffix_list.dat
#   tests/test_psl.txt       -> iri-canon/src/test/resources/org/iri4j/canon/psl/test_psl.txt
# and writes what is derived from them:
#   public_suffix_list.properties  the revision (commit, date): the one record the code reads
#                                  (PublicSuffixList.source())
#   public_suffix_list.NOTICE      the licence notice, naming the revision
#   psl/SOURCE.md                  the test file's provenance and line counts
# Then run `mvn -pl iri-canon test`: PslConformanceTest counts the test lines (update its
# ACTIVE_LINES and COMMENTED_OUT_LINES to the counts printed here when they change).
set -euo pipefail

canon=iri-canon/src/main/resources/org/iri4j/canon
tests=iri-canon/src/test/resources/org/iri4j/canon/psl
if [ ! -d "$canon" ] || [ ! -d "$tests" ]; then
  echo "refresh-psl: run from the repository root (no $canon here)" >&2
  exit 2
fi

usage() {
  sed -n '2,8p' "$0" >&2
  exit 2
}

date=""
if [ "${1:-}" = "--fetch" ]; then
  commit="${2:-}"
  [ -n "$commit" ] || usage
  if [ "${3:-}" = "--date" ]; then date="${4:-}"; fi
  if ! [[ "$commit" =~ ^[0-9a-f]{40}$ ]]; then
    echo "refresh-psl: give the full 40-digit commit, not '$commit'" >&2
    exit 2
  fi
  source_dir="$(mktemp -d)"
  trap 'rm -rf "$source_dir"' EXIT
  mkdir -p "$source_dir/tests"
  raw="https://raw.githubusercontent.com/publicsuffix/list/$commit"
  curl -fsSL "$raw/public_suffix_list.dat" -o "$source_dir/public_suffix_list.dat"
  curl -fsSL "$raw/tests/test_psl.txt" -o "$source_dir/tests/test_psl.txt"
  if [ -z "$date" ]; then
    # The commit's committer date, from the API's JSON (the first "committer" object with a date).
    date="$(curl -fsSL "https://api.github.com/repos/publicsuffix/list/commits/$commit" | tr -d '\n' \
      | sed -n 's/.*"committer": *{[^}]*"date": *"\([0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}\)T.*/\1/p')"
  fi
elif [ $# -eq 1 ] && [ -d "$1" ]; then
  source_dir="$1"
  if ! git -C "$source_dir" rev-parse HEAD >/dev/null 2>&1; then
    echo "refresh-psl: $source_dir is not a git checkout of publicsuffix/list" >&2
    exit 2
  fi
  if [ -n "$(git -C "$source_dir" status --porcelain -- public_suffix_list.dat tests/test_psl.txt)" ]; then
    echo "refresh-psl: $source_dir has local changes to the list: they would not be the commit named" >&2
    exit 1
  fi
  commit="$(git -C "$source_dir" rev-parse HEAD)"
  date="$(git -C "$source_dir" log -1 --format=%cs HEAD)"
else
  usage
fi

if ! [[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
  echo "refresh-psl: no date for commit $commit: give it with --date YYYY-MM-DD" >&2
  exit 1
fi
for f in public_suffix_list.dat tests/test_psl.txt; do
  if [ ! -s "$source_dir/$f" ]; then
    echo "refresh-psl: $source_dir/$f is missing or empty" >&2
    exit 1
  fi
done
if ! grep -q '^// ===BEGIN ICANN DOMAINS===' "$source_dir/public_suffix_list.dat"; then
  echo "refresh-psl: $source_dir/public_suffix_list.dat has no ICANN section: not the list" >&2
  exit 1
fi

cp "$source_dir/public_suffix_list.dat" "$canon/public_suffix_list.dat"
cp "$source_dir/tests/test_psl.txt" "$tests/test_psl.txt"

cat > "$canon/public_suffix_list.properties" <<EOF
# The revision of public_suffix_list.dat beside this file: the commit of
# https://github.com/publicsuffix/list it was copied from, and that commit's date.
# Written by tools/refresh-psl.sh; read by org.iri4j.canon.PublicSuffixList.
commit=$commit
date=$date
EOF

cat > "$canon/public_suffix_list.NOTICE" <<EOF
public_suffix_list.dat

The Public Suffix List, a copy of the file public_suffix_list.dat from
https://github.com/publicsuffix/list at commit $commit
($date), unchanged. It is also published at https://publicsuffix.org/list/.

This Source Code Form is subject to the terms of the Mozilla Public License, v. 2.0.
If a copy of the MPL was not distributed with this file, you can obtain one at
https://mozilla.org/MPL/2.0/.

iri4j reads it with org.iri4j.canon.PublicSuffixList.snapshot(); a newer list can be
read at run time with PublicSuffixList.load(Path).
EOF

active="$(grep -c '^checkPublicSuffix(' "$tests/test_psl.txt" || true)"
commented="$(grep -c '^//checkPublicSuffix(' "$tests/test_psl.txt" || true)"
cat > "$tests/SOURCE.md" <<EOF
# test_psl.txt

The Public Suffix List's own test cases for the registrable domain, copied unchanged from
\`tests/test_psl.txt\` of https://github.com/publicsuffix/list at commit
\`$commit\` ($date), the commit of the bundled
\`public_suffix_list.dat\` (written by \`tools/refresh-psl.sh\`). The file dedicates itself to
the public domain (CC0 1.0, https://creativecommons.org/publicdomain/zero/1.0/).

Each \`checkPublicSuffix(input, expected)\` line says that the registrable domain of \`input\`
is \`expected\` (\`null\`: none). \`PslConformanceTest\` runs every line that is not commented out:
$active lines, and the $commented commented-out ones are counted too, so that a new copy with more
or fewer lines is noticed.
EOF

rules="$(grep -cv '^\(//\|$\)' "$canon/public_suffix_list.dat" || true)"
echo "Public Suffix List at $commit ($date): $rules rules; test_psl.txt: $active lines, $commented commented out."
echo "Next: mvn -pl iri-canon test (PslConformanceTest's ACTIVE_LINES and COMMENTED_OUT_LINES must be $active and $commented)."
