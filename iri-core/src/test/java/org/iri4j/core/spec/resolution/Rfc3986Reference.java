package org.iri4j.core.spec.resolution;

import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A literal, deliberately naive transcription of RFC 3986 §5.2 (pseudo-code of §5.2.2, merge
 * of §5.2.3, the two-buffer remove_dot_segments of §5.2.4) and §5.3 recomposition, used as a
 * test oracle. Components are split with the regular expression of RFC 3986 Appendix B, which
 * RFC 3987 §6.5 lets us apply to IRIs unchanged. Independent of the code under test.
 *
 * <p>One project reading, not from the RFC, is applied by {@link #resolve}, as Iri.resolve's
 * javadoc says: a path beginning with "//" without an authority is written "/.//...", so that
 * it re-parses as a path (§3.3: such a path "cannot begin with two slash characters").
 * {@link #resolveLiterally} and {@link #target} leave the RFC's output as it is.
 *
 * <p>The one oracle of the project: iri-core's tests use it, and iri-tests' differential tests
 * get it from iri-core's test-jar, which is why it is public. It also holds the examples of
 * §5.4 ({@link #EXAMPLE_BASE}, {@link #NORMAL_EXAMPLES}, {@link #ABNORMAL_EXAMPLES}) for both.
 */
public final class Rfc3986Reference {

    /** The base URI of the examples of RFC 3986 §5.4. */
    public static final String EXAMPLE_BASE = "http://a/b/c/d;p?q";

    /** RFC 3986 §5.4.1 Normal Examples, copied from the RFC: reference, target. Not to be modified. */
    public static final String[][] NORMAL_EXAMPLES = {
        {"g:h", "g:h"},
        {"g", "http://a/b/c/g"},
        {"./g", "http://a/b/c/g"},
        {"g/", "http://a/b/c/g/"},
        {"/g", "http://a/g"},
        {"//g", "http://g"},
        {"?y", "http://a/b/c/d;p?y"},
        {"g?y", "http://a/b/c/g?y"},
        {"#s", "http://a/b/c/d;p?q#s"},
        {"g#s", "http://a/b/c/g#s"},
        {"g?y#s", "http://a/b/c/g?y#s"},
        {";x", "http://a/b/c/;x"},
        {"g;x", "http://a/b/c/g;x"},
        {"g;x?y#s", "http://a/b/c/g;x?y#s"},
        {"", "http://a/b/c/d;p?q"},
        {".", "http://a/b/c/"},
        {"./", "http://a/b/c/"},
        {"..", "http://a/b/"},
        {"../", "http://a/b/"},
        {"../g", "http://a/b/g"},
        {"../..", "http://a/"},
        {"../../", "http://a/"},
        {"../../g", "http://a/g"},
    };

    /**
     * RFC 3986 §5.4.2 Abnormal Examples, copied from the RFC (strict parser for "http:g"):
     * reference, target. Not to be modified.
     */
    public static final String[][] ABNORMAL_EXAMPLES = {
        {"../../../g", "http://a/g"},
        {"../../../../g", "http://a/g"},
        {"/./g", "http://a/g"},
        {"/../g", "http://a/g"},
        {"g.", "http://a/b/c/g."},
        {".g", "http://a/b/c/.g"},
        {"g..", "http://a/b/c/g.."},
        {"..g", "http://a/b/c/..g"},
        {"./../g", "http://a/b/g"},
        {"./g/.", "http://a/b/c/g/"},
        {"g/./h", "http://a/b/c/g/h"},
        {"g/../h", "http://a/b/c/h"},
        {"g;x=1/./y", "http://a/b/c/g;x=1/y"},
        {"g;x=1/../y", "http://a/b/c/y"},
        {"g?y/./x", "http://a/b/c/g?y/./x"},
        {"g?y/../x", "http://a/b/c/g?y/../x"},
        {"g#s/./x", "http://a/b/c/g#s/./x"},
        {"g#s/../x", "http://a/b/c/g#s/../x"},
        {"http:g", "http:g"},
    };

    /** RFC 3986 Appendix B. */
    private static final Pattern SPLIT =
            Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?", Pattern.DOTALL);

    private Rfc3986Reference() {}

    /**
     * Every example of RFC 3986 §5.4 against {@link #EXAMPLE_BASE}: the normal ones (§5.4.1),
     * then the abnormal ones (§5.4.2), in the RFC's order.
     *
     * @return rows of reference and target
     */
    public static Stream<String[]> examples() {
        return Stream.concat(Arrays.stream(NORMAL_EXAMPLES), Arrays.stream(ABNORMAL_EXAMPLES));
    }

    /**
     * The five components; null means undefined (RFC 3986 §5.2.1), the path is never null.
     *
     * @param scheme    the scheme, without {@code :}
     * @param authority the authority, without {@code //}
     * @param path      the path
     * @param query     the query, without {@code ?}
     * @param fragment  the fragment, without {@code #}
     */
    public record Parts(String scheme, String authority, String path, String query, String fragment) {

        /**
         * Splits a string with the regular expression of RFC 3986 Appendix B, which matches any
         * string, valid or not.
         *
         * @param reference any string
         * @return its components
         */
        public static Parts of(String reference) {
            Matcher m = SPLIT.matcher(reference);
            if (!m.matches()) {
                throw new AssertionError("Appendix B regex always matches: " + reference);
            }
            return new Parts(m.group(2), m.group(4), m.group(5), m.group(7), m.group(9));
        }

        /**
         * RFC 3986 §5.3, as written (without the "/.//" reading of {@link #resolve}).
         *
         * @return the reference as a string
         */
        public String recompose() {
            StringBuilder result = new StringBuilder();
            if (scheme != null) {
                result.append(scheme).append(':');
            }
            if (authority != null) {
                result.append("//").append(authority);
            }
            result.append(path);
            if (query != null) {
                result.append('?').append(query);
            }
            if (fragment != null) {
                result.append('#').append(fragment);
            }
            return result.toString();
        }

        /**
         * The host of the authority (RFC 3986 §3.2.2): after the last "@", up to a ":" that is
         * not inside brackets.
         *
         * @return the host, or null without an authority
         */
        public String host() {
            return authority == null ? null : hostOf(hostAndPort());
        }

        /**
         * What follows the host in the authority (RFC 3986 §3.2): "", ":" and a port, or junk.
         *
         * @return the rest, or null without an authority
         */
        public String afterHost() {
            if (authority == null) {
                return null;
            }
            String hostPort = hostAndPort();
            return hostPort.substring(hostOf(hostPort).length());
        }

        /**
         * Whether a segment of the path is "." or ".." (RFC 3986 §3.3, §5.2.4).
         *
         * @return true if there is a dot segment
         */
        public boolean hasDotSegment() {
            return Rfc3986Reference.hasDotSegment(path);
        }

        /** The authority after the last "@": host and port. Only with an authority. */
        private String hostAndPort() {
            return authority.substring(authority.lastIndexOf('@') + 1);
        }

        /** The host at the start of host-and-port: an IP literal up to "]", else up to a ":". */
        private static String hostOf(String hostPort) {
            if (hostPort.startsWith("[")) {
                int close = hostPort.indexOf(']');
                return close < 0 ? hostPort : hostPort.substring(0, close + 1);
            }
            int colon = hostPort.indexOf(':');
            return colon < 0 ? hostPort : hostPort.substring(0, colon);
        }
    }

    /**
     * Whether a segment of a path is exactly "." or ".." (RFC 3986 §3.3, §5.2.4), found by
     * splitting the path at every "/".
     *
     * @param path a path
     * @return true if there is a dot segment
     */
    public static boolean hasDotSegment(String path) {
        for (String segment : path.split("/", -1)) {
            if (segment.equals(".") || segment.equals("..")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Resolves a reference (RFC 3986 §5.2.2) and recomposes the target (§5.3) with the "/.//"
     * reading: the target iri4j documents for {@code Iri.resolve}.
     *
     * @param base      an absolute URI or IRI
     * @param reference a URI or IRI reference
     * @param strict    false for the non-strict parser, which ignores a scheme equal to the
     *                  base's (compared case-insensitively, §3.1), "for backward compatibility" (§5.4.2)
     * @return the target
     */
    public static String resolve(String base, String reference, boolean strict) {
        Parts t = target(base, reference, strict);
        if (t.authority() == null && t.path().startsWith("//")) {
            t = new Parts(t.scheme(), null, "/." + t.path(), t.query(), t.fragment());
        }
        return t.recompose();
    }

    /**
     * Resolves a reference (RFC 3986 §5.2.2) and recomposes the target exactly as §5.3 does,
     * keeping a path that begins with "//" without an authority.
     *
     * @param base      an absolute URI or IRI
     * @param reference a URI or IRI reference
     * @param strict    false for the non-strict parser of §5.2.2
     * @return the target, as the RFC writes it
     */
    public static String resolveLiterally(String base, String reference, boolean strict) {
        return target(base, reference, strict).recompose();
    }

    /**
     * The components of the target, RFC 3986 §5.2.2, before recomposition; the non-strict
     * variant compares schemes case-insensitively.
     *
     * @param base      an absolute URI or IRI
     * @param reference a URI or IRI reference
     * @param strict    false for the non-strict parser of §5.2.2
     * @return the target's components
     */
    public static Parts target(String base, String reference, boolean strict) {
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
        return new Parts(scheme, authority, path, query, r.fragment());
    }

    /** RFC 3986 §5.2.3. */
    static String merge(Parts base, String referencePath) {
        if (base.authority() != null && base.path().isEmpty()) {
            return "/" + referencePath;
        }
        int slash = base.path().lastIndexOf('/');
        return base.path().substring(0, slash + 1) + referencePath;
    }

    /**
     * RFC 3986 §5.2.4, step by step with two string buffers.
     *
     * @param path a path
     * @return the path without dot segments
     */
    public static String removeDotSegments(String path) {
        String in = path;
        StringBuilder out = new StringBuilder();
        while (!in.isEmpty()) {
            if (in.startsWith("../")) {
                in = in.substring(3); // A
            } else if (in.startsWith("./")) {
                in = in.substring(2); // A
            } else if (in.startsWith("/./")) {
                in = "/" + in.substring(3); // B
            } else if (in.equals("/.")) {
                in = "/"; // B
            } else if (in.startsWith("/../")) {
                in = "/" + in.substring(4); // C
                removeLastSegment(out);
            } else if (in.equals("/..")) {
                in = "/"; // C
                removeLastSegment(out);
            } else if (in.equals(".") || in.equals("..")) {
                in = ""; // D
            } else {
                int next = in.indexOf('/', in.startsWith("/") ? 1 : 0); // E
                if (next < 0) {
                    next = in.length();
                }
                out.append(in, 0, next);
                in = in.substring(next);
            }
        }
        return out.toString();
    }

    /** "removing the last segment and its preceding "/" (if any) from the output buffer". */
    private static void removeLastSegment(StringBuilder out) {
        int slash = out.lastIndexOf("/");
        out.setLength(Math.max(slash, 0));
    }
}
