package org.iri4j.core.internal.bidi;

import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.core.internal.host.HostLabels;
import org.iri4j.core.internal.layout.Layout;

/**
 * Cuts an IRI reference into the components of RFC 3987 §4.2, in order, as index ranges of
 * its string:
 *
 * <ul>
 *   <li>the {@code iuserinfo}, whole;</li>
 *   <li>each label of an {@code ireg-name}, between the four full stops that separate DNS
 *       labels (RFC 3490 §3.1); IP literals and IPv4 addresses hold no letters to speak of;</li>
 *   <li>each {@code isegment} of the path, cut further at {@code "."}: §4.2 says "the
 *       extensions in a resource name can be treated as separate components", and §4.4
 *       Example 4 counts {@code KL.html} as allowed;</li>
 *   <li>each name and each value of the query, the pairs separated by {@code &} or
 *       {@code ;} (the separator of §4.4 Example 3) and the name from the value by the
 *       first {@code =}; a further {@code =} starts another value;</li>
 *   <li>the {@code ifragment}, whole.</li>
 * </ul>
 * Empty components are skipped. The ranges are the layout's offsets, which index its string (the
 * recomposition of its components, RFC 3986 §5.3); for a layout whose offsets do not fit its
 * string nothing is visited.
 */
public final class ComponentWalker {

    /** Receives the components in order. */
    @FunctionalInterface
    public interface Visitor {
        /**
         * One non-empty component.
         *
         * @param part what kind of component
         * @param from its first index in the IRI's string
         * @param to   one past its last index
         */
        void component(Part part, int from, int to);
    }

    /** Every component of the generic syntax, for {@link #walk(Layout, String, Visitor, int)}. */
    public static final int ALL = -1;

    private ComponentWalker() {}

    /**
     * Visits the §4.2 components of an IRI reference.
     *
     * @param iri     the IRI reference
     * @param s       its string, {@code iri.string()}
     * @param visitor what to call for each component
     * @return false, having visited nothing, if the components do not recompose to {@code s}
     */
    public static boolean walk(Layout iri, String s, Visitor visitor) {
        return walk(iri, s, visitor, ALL);
    }

    /**
     * Visits the §4.2 components that lie in some components of the generic syntax.
     *
     * @param iri        the IRI reference
     * @param s          its string, {@code iri.string()}
     * @param visitor    what to call for each component
     * @param components the components of the generic syntax to walk, bit {@code 1 << ordinal}
     *     for each ({@link Component#ordinal()}); the others are skipped
     * @return false, having visited nothing, if the components do not recompose to {@code s}
     */
    public static boolean walk(Layout iri, String s, Visitor visitor, int components) {
        // The layout's offsets are its components: read directly, no component string is made.
        int pathStart = iri.pathStart();
        int pathEnd = iri.pathEnd();
        int queryStart = iri.queryStart();
        int fragmentStart = iri.fragmentStart();
        if (!s.equals(iri.string()) || pathStart < 0 || pathEnd < pathStart || pathEnd > s.length()) {
            // Only a layout whose offsets are wrong could get here: a bug in the core.
            return false;
        }
        if (iri.hasAuthority()) {
            int userinfoEnd = iri.userinfoEnd();
            if (userinfoEnd >= 0 && has(components, Component.USERINFO)) {
                emit(visitor, Part.USERINFO, iri.authorityStart(), userinfoEnd);
            }
            if (iri.hostKind().orElse(HostKind.REG_NAME) == HostKind.REG_NAME && has(components, Component.HOST)) {
                labels(s, iri.hostStart(), iri.hostEnd(), visitor);
            }
        }
        if (has(components, Component.PATH)) {
            segments(s, pathStart, pathEnd, visitor);
        }
        if (queryStart >= 0 && has(components, Component.QUERY)) {
            query(s, queryStart, iri.queryEnd(), visitor);
        }
        if (fragmentStart >= 0 && has(components, Component.FRAGMENT)) {
            emit(visitor, Part.FRAGMENT, fragmentStart, s.length());
        }
        return true;
    }

    private static boolean has(int components, Component component) {
        return (components & 1 << component.ordinal()) != 0;
    }

    private static void labels(String s, int from, int to, Visitor visitor) {
        int start = from;
        while (start <= to) {
            int end = HostLabels.labelEnd(s, start, to);
            emit(visitor, Part.HOST_LABEL, start, end);
            start = end + 1;
        }
    }

    private static void segments(String s, int from, int to, Visitor visitor) {
        int start = from;
        for (int i = from; i <= to; i++) {
            if (i == to || s.charAt(i) == '/' || s.charAt(i) == '.') {
                emit(visitor, Part.PATH_SEGMENT, start, i);
                start = i + 1;
            }
        }
    }

    private static void query(String s, int from, int to, Visitor visitor) {
        int start = from;
        Part part = Part.QUERY_NAME;
        for (int i = from; i <= to; i++) {
            char c = i == to ? '&' : s.charAt(i);
            if (c == '&' || c == ';') {
                emit(visitor, part, start, i);
                start = i + 1;
                part = Part.QUERY_NAME;
            } else if (c == '=') {
                emit(visitor, part, start, i);
                start = i + 1;
                part = Part.QUERY_VALUE;
            }
        }
    }

    private static void emit(Visitor visitor, Part part, int from, int to) {
        if (to > from) {
            visitor.component(part, from, to);
        }
    }
}
