package org.iri4j.core.internal.bidi;

import java.util.Optional;
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
 * Empty components are skipped. The ranges are computed from the components of the layout,
 * whose recomposition (RFC 3986 §5.3) is its string; for a layout whose components do not
 * recompose to its string nothing is visited.
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
        int pos = iri.scheme().map(scheme -> scheme.length() + 1).orElse(0);
        int userinfoStart = -1;
        int userinfoEnd = -1;
        int hostStart = -1;
        int hostEnd = -1;
        if (iri.hasAuthority()) {
            pos += 2;
            Optional<String> userinfo = iri.userinfo();
            if (userinfo.isPresent()) {
                userinfoStart = pos;
                userinfoEnd = pos + userinfo.get().length();
                pos = userinfoEnd + 1;
            }
            hostStart = pos;
            hostEnd = pos + iri.host().map(String::length).orElse(0);
            pos = hostEnd + iri.port().map(port -> port.length() + 1).orElse(0);
        }
        int pathStart = pos;
        int pathEnd = pos + iri.path().length();
        Optional<String> query = iri.query();
        int queryEnd = pathEnd + query.map(q -> q.length() + 1).orElse(0);
        Optional<String> fragment = iri.fragment();
        int end = queryEnd + fragment.map(f -> f.length() + 1).orElse(0);
        if (end != s.length()) {
            // Only a layout whose offsets are wrong could get here: a bug in the core.
            return false;
        }
        if (userinfoStart >= 0) {
            emit(visitor, Part.USERINFO, userinfoStart, userinfoEnd);
        }
        if (hostStart >= 0 && iri.hostKind().orElse(HostKind.REG_NAME) == HostKind.REG_NAME) {
            labels(s, hostStart, hostEnd, visitor);
        }
        segments(s, pathStart, pathEnd, visitor);
        if (query.isPresent()) {
            query(s, pathEnd + 1, queryEnd, visitor);
        }
        if (fragment.isPresent()) {
            emit(visitor, Part.FRAGMENT, queryEnd + 1, end);
        }
        return true;
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
