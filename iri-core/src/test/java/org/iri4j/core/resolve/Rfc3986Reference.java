package org.iri4j.core.resolve;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A literal, deliberately naive transcription of RFC 3986 §5.2 (pseudo-code of §5.2.2, merge
 * of §5.2.3, the two-buffer remove_dot_segments of §5.2.4) and §5.3 recomposition, used as a
 * test oracle. Components are split with the regular expression of RFC 3986 Appendix B, which
 * RFC 3987 §6.5 lets us apply to IRIs unchanged. Independent of the code under test.
 *
 * <p>One project reading (DESIGN.md), not from the RFC, is applied at recomposition: a path
 * beginning with "//" without an authority is written "/.//...", so that it re-parses as a path.
 */
final class Rfc3986Reference {

    /** RFC 3986 Appendix B. */
    private static final Pattern SPLIT = Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?",
            Pattern.DOTALL);

    private Rfc3986Reference() {
    }

    /** The five components; null means undefined (RFC 3986 §5.2.1). */
    record Parts(String scheme, String authority, String path, String query, String fragment) {

        static Parts of(String reference) {
            Matcher m = SPLIT.matcher(reference);
            if (!m.matches()) {
                throw new AssertionError("Appendix B regex always matches: " + reference);
            }
            return new Parts(m.group(2), m.group(4), m.group(5), m.group(7), m.group(9));
        }

        /** RFC 3986 §5.3, plus the "/.//" reading for a path starting with "//" without authority. */
        String recompose() {
            StringBuilder result = new StringBuilder();
            if (scheme != null) {
                result.append(scheme).append(':');
            }
            if (authority != null) {
                result.append("//").append(authority);
            }
            String p = path;
            if (authority == null && p.startsWith("//")) {
                p = "/." + p;
            }
            result.append(p);
            if (query != null) {
                result.append('?').append(query);
            }
            if (fragment != null) {
                result.append('#').append(fragment);
            }
            return result.toString();
        }
    }

    /** RFC 3986 §5.2.2, with the non-strict variant comparing schemes case-insensitively. */
    static String resolve(String base, String reference, boolean strict) {
        Parts b = Parts.of(base);
        Parts r = Parts.of(reference);
        String rScheme = r.scheme();
        if (!strict && rScheme != null && rScheme.equalsIgnoreCase(b.scheme())) {
            rScheme = null;
        }
        String scheme;
        String authority;
        String path;
        String query;
        if (rScheme != null) {
            scheme = rScheme;
            authority = r.authority();
            path = removeDotSegments(r.path());
            query = r.query();
        } else {
            if (r.authority() != null) {
                authority = r.authority();
                path = removeDotSegments(r.path());
                query = r.query();
            } else {
                if (r.path().isEmpty()) {
                    path = b.path();
                    query = r.query() != null ? r.query() : b.query();
                } else {
                    if (r.path().startsWith("/")) {
                        path = removeDotSegments(r.path());
                    } else {
                        path = removeDotSegments(merge(b, r.path()));
                    }
                    query = r.query();
                }
                authority = b.authority();
            }
            scheme = b.scheme();
        }
        return new Parts(scheme, authority, path, query, r.fragment()).recompose();
    }

    /** RFC 3986 §5.2.3. */
    static String merge(Parts base, String referencePath) {
        if (base.authority() != null && base.path().isEmpty()) {
            return "/" + referencePath;
        }
        int slash = base.path().lastIndexOf('/');
        return base.path().substring(0, slash + 1) + referencePath;
    }

    /** RFC 3986 §5.2.4, step by step with two string buffers. */
    static String removeDotSegments(String path) {
        String in = path;
        StringBuilder out = new StringBuilder();
        while (!in.isEmpty()) {
            if (in.startsWith("../")) {
                in = in.substring(3);                         // A
            } else if (in.startsWith("./")) {
                in = in.substring(2);                         // A
            } else if (in.startsWith("/./")) {
                in = "/" + in.substring(3);                   // B
            } else if (in.equals("/.")) {
                in = "/";                                     // B
            } else if (in.startsWith("/../")) {
                in = "/" + in.substring(4);                   // C
                removeLastSegment(out);
            } else if (in.equals("/..")) {
                in = "/";                                     // C
                removeLastSegment(out);
            } else if (in.equals(".") || in.equals("..")) {
                in = "";                                      // D
            } else {
                int next = in.indexOf('/', in.startsWith("/") ? 1 : 0);   // E
                if (next < 0) {
                    next = in.length();
                }
                out.append(in, 0, next);
                in = in.substring(next);
            }
        }
        return out.toString();
    }

    private static void removeLastSegment(StringBuilder out) {
        int slash = out.lastIndexOf("/");
        out.setLength(Math.max(slash, 0));
    }
}
