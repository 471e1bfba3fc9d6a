package org.iri4j.web.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The disagreement classes of {@link UrlPatternNodeDifferentialTest} where urlpattern-polyfill
 * 10.1.0, not iri4j, departs from the URL Pattern Standard (whatwg/urlpattern 203d435) or the URL
 * Standard, each with its reasons ({@link Reason}, the rules) and a bound on its count per
 * {@value #PER} cases; a class not here, or past its bound, fails the test. A class whose name
 * ends in "[as the polyfill with the flag v]", "[as the polyfill on whatwg-url]" or "[as whatwg-url
 * reads the URL]" was checked case by case by the script: iri4j's whole answer is the polyfill's
 * once the flag is the Standard's, or once its URL class is the URL Standard's reference
 * implementation, or iri4j's reading of a URL input is whatwg-url's.
 */
final class PolyfillDeviations {

    /** Why the polyfill is wrong. */
    enum Reason {
        /**
         * §2.3 "generate a regular expression and name list" creates the RegExp with the flags
         * {@code v} or {@code vi}; the polyfill still uses {@code u}, where {@code [^/]},
         * {@code [a|b]}, {@code [-a]} are valid (ECMA-262 §22.2.1 ClassContents: the v flag's
         * ClassSetSyntaxCharacter must be escaped) and {@code [\w--\d]}, {@code [\d&&[0-4]]} are not.
         */
        U_FLAG,
        /**
         * §1.4 "match" step 12 takes a URL input's components from the URL record as they are; the
         * polyfill feeds them through init processing again, with URL setters on
         * {@code https://example.com} and the URL constructor: a path {@code //a} read as an
         * authority, an opaque host lowercased, a query {@code ?foo} losing its {@code ?}.
         */
        URL_INPUT_CANONICALIZED_AGAIN,
        /**
         * §3.1 "canonicalize a pathname/hostname/port/protocol" and "process a URLPatternInit" run
         * the basic URL parser with a state override on a dummy URL; the polyfill uses the URL
         * constructor (strips spaces, ends a path at {@code #}, reads {@code //} as an authority),
         * and its own character checks for hostnames ({@code %}, {@code ?}, tab refused instead of
         * decoded, ended or removed), IPv6 hosts ({@code [0::1]} not compressed, {@code [:ab:1]}
         * not refused) and protocols ({@code .foobar} not refused).
         */
        INIT_CANONICALIZATION,
        /**
         * §3.1 "canonicalize an opaque pathname" runs the opaque path state; the polyfill parses
         * {@code data:} + value, a hierarchical path when it starts with {@code /}: dot segments
         * removed, spaces encoded.
         */
        OPAQUE_PATH_AS_HIERARCHICAL,
        /**
         * §2.1 the tokenizer reads code points; the polyfill reads UTF-16 units, so a name with a
         * supplementary code point (U+E0100, U+20000 after a colon) is cut or refused
         * (WPT urlpatterntestdata.json has both).
         */
        UTF16_TOKENIZER,
        /**
         * §3.1 "canonicalize a hostname" throws a TypeError when the host parser fails (URL
         * Standard §3.5: {@code .127} ends in a number and is no IPv4 address); the polyfill sets
         * the hostname of {@code https://example.com}, a setter that fails silently, and keeps
         * {@code example.com}.
         */
        SILENT_SETTER_FAILURE,
        /**
         * §3.1 "canonicalize a port" runs the port state with a state override, which stops at the
         * first non-digit and drops leading zeros ({@code 8a}, {@code 80 }, {@code 08} are 8, 80
         * and 8, as WPT expects); the polyfill tests {@code ^[0-9]*$} and keeps the text.
         */
        PORT_BY_REGEXP,
        /**
         * Node 20's URL class (ada 2.9.2) where whatwg-url 17.3.0, the URL Standard's reference
         * implementation, answers otherwise (and iri4j as it): {@code xn--a} hosts, opaque paths'
         * trailing spaces, a relative URL against an opaque-path base.
         */
        NODE_URL
    }

    /** The bounds are per this many cases. */
    static final int PER = 24_000;

    private static final String AS_V = " [as the polyfill with the flag v]";
    private static final String AS_W = " [as the polyfill on whatwg-url]";
    private static final String AS_READ = " [as whatwg-url reads the URL]";

    /** Class to its bound per {@value #PER} cases. */
    static final Map<String, Long> KNOWN = new LinkedHashMap<>();

    /** Class to its reasons. */
    static final Map<String, Set<Reason>> REASONS = new LinkedHashMap<>();

    static {
        known(
                "constructor: only iri4j refuses, urlpattern.UNESCAPED_CLASS_SET_CHARACTER in the PATH" + AS_V,
                900,
                Reason.U_FLAG);
        known(
                "constructor: only iri4j refuses, urlpattern.UNESCAPED_CLASS_SET_CHARACTER in the HOST" + AS_V,
                300,
                Reason.U_FLAG);
        known(
                "constructor: only iri4j refuses, urlpattern.UNESCAPED_CLASS_SET_CHARACTER in the PORT" + AS_V,
                10,
                Reason.U_FLAG);
        known(
                "constructor: only iri4j refuses, urlpattern.UNTERMINATED_CHARACTER_CLASS in the PATH" + AS_V,
                10,
                Reason.U_FLAG);
        known(
                "constructor: only iri4j refuses, urlpattern.RESERVED_DOUBLE_PUNCTUATOR in the PATH" + AS_V,
                10,
                Reason.U_FLAG);
        known(
                "constructor: only iri4j refuses, urlpattern.INVALID_COMPONENT_TEXT in the HOST" + AS_V,
                50,
                Reason.U_FLAG);
        known("constructor: only the polyfill refuses, its pathname" + AS_V, 70, Reason.U_FLAG);
        known("constructor: only the polyfill refuses, its hostname" + AS_V, 10, Reason.U_FLAG);
        known(
                "constructor: only the polyfill refuses, its pathname [as the polyfill with the flag v on whatwg-url]",
                10,
                Reason.U_FLAG,
                Reason.NODE_URL);
        known("constructor: only the polyfill refuses, its pathname", 40, Reason.U_FLAG, Reason.UTF16_TOKENIZER);
        known("constructor: only the polyfill refuses, its hostname", 600, Reason.INIT_CANONICALIZATION);
        known("constructor: only the polyfill refuses, its port", 150, Reason.PORT_BY_REGEXP);
        known(
                "constructor: only iri4j refuses, urlpattern.INVALID_COMPONENT_TEXT in the HOST",
                480,
                Reason.SILENT_SETTER_FAILURE);
        known("pattern string: pathname", 580, Reason.OPAQUE_PATH_AS_HIERARCHICAL, Reason.UTF16_TOKENIZER);
        known("pattern string: port", 90, Reason.PORT_BY_REGEXP);
        known("pattern string: port, pathname", 10, Reason.PORT_BY_REGEXP, Reason.OPAQUE_PATH_AS_HIERARCHICAL);
        known("pattern string: hostname", 10, Reason.SILENT_SETTER_FAILURE, Reason.NODE_URL);
        Map<String, Long> urlInputs =
                Map.of("pathname", 1600L, "hostname", 560L, "search", 20L, "hash", 10L, "hostname, pathname", 30L);
        urlInputs.forEach((component, bound) -> {
            known("input read: " + component + " (URL input)" + AS_READ, bound, Reason.URL_INPUT_CANONICALIZED_AGAIN);
            known("input read: " + component + " (URL input)" + AS_READ + AS_W, 40, Reason.NODE_URL);
        });
        known("input read: only iri4j reads it (URL input)" + AS_READ, 1200, Reason.URL_INPUT_CANONICALIZED_AGAIN);
        known("input read: only iri4j reads it (URL input)" + AS_READ + AS_W, 700, Reason.NODE_URL);
        known("input read: only the polyfill reads it (URL input)" + AS_READ + AS_W, 10, Reason.NODE_URL);
        known("input read: only iri4j reads it (init input)", 620, Reason.INIT_CANONICALIZATION);
        known("input read: only the polyfill reads it (init input)", 200, Reason.INIT_CANONICALIZATION);
        known(
                "input read: pathname (init input)",
                540,
                Reason.INIT_CANONICALIZATION,
                Reason.OPAQUE_PATH_AS_HIERARCHICAL);
        known("input read: pathname (init input)" + AS_W, 10, Reason.NODE_URL);
        known("input read: hostname (init input)", 540, Reason.INIT_CANONICALIZATION);
        known("input read: hostname (init input)" + AS_W, 150, Reason.NODE_URL);
        known(
                "input read: hostname, pathname (init input)",
                40,
                Reason.INIT_CANONICALIZATION,
                Reason.OPAQUE_PATH_AS_HIERARCHICAL);
        known("input read: port (init input)", 40, Reason.PORT_BY_REGEXP);
        known("input read: hostname, port (init input)", 10, Reason.INIT_CANONICALIZATION, Reason.PORT_BY_REGEXP);
        known("input read: port, pathname (init input)", 10, Reason.PORT_BY_REGEXP, Reason.INIT_CANONICALIZATION);
    }

    private PolyfillDeviations() {}

    private static void known(String kind, long bound, Reason... reasons) {
        KNOWN.put(kind, bound);
        REASONS.put(kind, Set.of(reasons));
    }

    /**
     * @param counts the classes met and their counts
     * @return one line per known class met: its reasons
     */
    static String reasons(Map<String, Long> counts) {
        StringBuilder out = new StringBuilder("known deviations of the polyfill met, with their reasons:");
        out.append(System.lineSeparator());
        REASONS.forEach((kind, reasons) -> {
            if (counts.containsKey(kind)) {
                out.append("  ").append(kind).append(": ").append(new TreeSet<>(reasons));
                out.append(System.lineSeparator());
            }
        });
        return out.toString();
    }

    /**
     * @param counts the classes met and their counts
     * @param cases how many cases were compared
     * @return each class not known or past its bound (scaled to the cases), with its count
     */
    static List<String> unexplained(Map<String, Long> counts, long cases) {
        List<String> out = new ArrayList<>();
        counts.forEach((kind, n) -> {
            Long bound = KNOWN.get(kind);
            long scaled = bound == null ? 0 : Math.max(bound, (bound * cases + PER - 1) / PER);
            if (bound == null || n > scaled) {
                out.add(kind + " (" + n + (bound == null ? "" : " > " + scaled) + ")");
            }
        });
        return out;
    }
}
