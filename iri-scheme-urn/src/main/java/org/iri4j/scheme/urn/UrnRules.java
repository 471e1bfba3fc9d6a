package org.iri4j.scheme.urn;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.spi.SchemeContext;

/**
 * The syntax of RFC 8141 §2 on top of the generic grammar the core has already checked:
 * <pre>
 * namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 * assigned-name = "urn" ":" NID ":" NSS
 * NID           = (alphanum) 0*30(ldh) (alphanum)
 * NSS           = pchar *(pchar / "/")
 * rq-components = [ "?+" r-component ] [ "?=" q-component ]
 * r-component   = pchar *( pchar / "/" / "?" )
 * q-component   = pchar *( pchar / "/" / "?" )
 * </pre>
 * and, in the uuid namespace, the UUID string of RFC 9562 §4. The f-component is any
 * fragment. Each rule broken gives one violation; an NSS is checked only after a valid NID.
 * The components are read in place, in the IRI's string: a URN with nothing to report costs
 * no copy and no list, and only what is found is put into words.
 */
final class UrnRules {

    private UrnRules() {}

    /**
     * The violations of a urn IRI.
     *
     * @param iri     an IRI with the scheme urn
     * @param context where its components lie
     * @return the violations; {@code List.of()} when there are none
     */
    static List<Violation> check(Iri iri, SchemeContext context) {
        String s = iri.toString();
        Violation name;
        if (iri.hasAuthority()) {
            int at = context.end(iri, Component.SCHEME) + 1;
            name = Violation.of(
                    UrnCode.INVALID_NID,
                    Component.AUTHORITY,
                    at,
                    at + 2,
                    "\"//\" at index " + at + "; a URN is urn:NID:NSS, with no authority (RFC 8141 §2 assigned-name)");
        } else {
            name = name(s, context.start(iri, Component.PATH), context.end(iri, Component.PATH));
        }
        List<Violation> found = name == null ? List.of() : add(List.of(), name);
        int query = context.start(iri, Component.QUERY);
        return query < 0 ? found : rqComponents(s, query, context.end(iri, Component.QUERY), found);
    }

    /** {@code NID ":" NSS} in the path {@code s[from, to)}: what is wrong with it, or null. */
    private static Violation name(String s, int from, int to) {
        int colon = UrnName.nidEnd(s, from, to);
        String nidProblem = UrnName.nidProblem(s, from, colon);
        if (nidProblem != null) {
            return Violation.of(
                    UrnCode.INVALID_NID,
                    Component.PATH,
                    from,
                    colon,
                    "namespace identifier \""
                            + s.substring(from, colon) + "\" at index " + from + " in path: " + nidProblem
                            + "; expected 2 to 32 letters, digits or hyphens, not starting or ending with a hyphen (RFC 8141 §2 NID)");
        }
        if (colon == to || colon + 1 == to || s.charAt(colon + 1) == '/') {
            return nssProblem(colon, to);
        }
        return UrnName.isUuid(s, from, colon) ? uuidProblem(s, colon + 1, to) : null;
    }

    /** What is wrong with the UUID {@code s[from, to)} of a uuid name (RFC 9562 §4), or null. */
    private static Violation uuidProblem(String s, int from, int to) {
        if (!UuidSyntax.isUuid(s, from, to)) {
            return Violation.of(
                    UrnCode.INVALID_UUID,
                    Component.PATH,
                    from,
                    to,
                    "\"" + s.substring(from, to) + "\" at index " + from
                            + " in path is not a UUID; expected 8-4-4-4-12 hexadecimal digits (RFC 9562 §4)");
        }
        if (UrnName.hasUpperCase(s, from, to)) {
            return Violation.of(
                    UrnCode.UUID_NOT_LOWERCASE,
                    Component.PATH,
                    from,
                    to,
                    "UUID \"" + s.substring(from, to) + "\" at index " + from
                            + " in path has upper-case hexadecimal digits; RFC 9562 §4 writes them in lower case");
        }
        return null;
    }

    /**
     * A missing, empty or "/"-led NSS after the NID that ends at {@code colon}, in a path that
     * ends at {@code to}: {@code colon == to} when the path has no ":".
     */
    private static Violation nssProblem(int colon, int to) {
        boolean hasNss = colon < to;
        String what = !hasNss
                ? "no \":\" and namespace specific string after the NID"
                : colon + 1 == to
                        ? "an empty namespace specific string"
                        : "a namespace specific string starting with \"/\"";
        int at = hasNss ? colon + 1 : colon;
        return Violation.of(
                UrnCode.INVALID_NSS,
                Component.PATH,
                at,
                Math.min(at + 1, to),
                what + " at index " + at + " in path; expected NSS = pchar *(pchar / \"/\") (RFC 8141 §2)");
    }

    /**
     * The query {@code s[from, to)} is "+" r-component and/or "?=" q-component, or "="
     * q-component. The first "?=" after "?+" starts the q-component: RFC 8141 §2 makes "?+"
     * and "?=" the delimiters of the two components, though the ABNF alone would also let an
     * r-component end with "?=".
     */
    private static List<Violation> rqComponents(String s, int from, int to, List<Violation> found) {
        char first = from < to ? s.charAt(from) : 0;
        if (first == '+') {
            int q = qComponentStart(s, from + 1, to);
            List<Violation> out = component("r-component", s, from + 1, q, found);
            return q == to ? out : component("q-component", s, q + 2, to, out);
        }
        if (first == '=') {
            return component("q-component", s, from + 1, to, found);
        }
        return add(
                found,
                Violation.of(
                        UrnCode.INVALID_RQ_COMPONENTS,
                        Component.QUERY,
                        from - 1,
                        to,
                        "query \"?"
                                + s.substring(from, to) + "\" at index " + (from - 1)
                                + "; a URN's query is \"?+\" r-component and/or \"?=\" q-component (RFC 8141 §2 rq-components)"));
    }

    /** The index of the first "?=" in {@code s[from, to)}, or {@code to}. */
    private static int qComponentStart(String s, int from, int to) {
        for (int i = from; i + 1 < to; i++) {
            if (s.charAt(i) == '?' && s.charAt(i + 1) == '=') {
                return i;
            }
        }
        return to;
    }

    /** pchar *( pchar / "/" / "?" ) in {@code s[from, to)}: not empty, not starting with "/" or "?", no private-use character. */
    private static List<Violation> component(String name, String s, int from, int to, List<Violation> found) {
        String problem = from == to
                ? "is empty"
                : s.charAt(from) == '/' || s.charAt(from) == '?'
                        ? "starts with '" + s.charAt(from) + "'"
                        : hasPrivateUse(s, from, to) ? "holds a private-use character, which pchar excludes" : null;
        if (problem == null) {
            return found;
        }
        return add(
                found,
                Violation.of(
                        UrnCode.INVALID_RQ_COMPONENTS,
                        Component.QUERY,
                        from,
                        to,
                        name + " at index " + from + " " + problem + "; expected " + name
                                + " = pchar *( pchar / \"/\" / \"?\" ) (RFC 8141 §2)"));
    }

    private static boolean hasPrivateUse(String s, int from, int to) {
        for (int i = from; i < to; ) {
            int c = s.codePointAt(i);
            if (Character.getType(c) == Character.PRIVATE_USE) {
                return true;
            }
            i += Character.charCount(c);
        }
        return false;
    }

    /** {@code found} with one more violation: a list is made only for the first one. */
    private static List<Violation> add(List<Violation> found, Violation violation) {
        List<Violation> out = found.isEmpty() ? new ArrayList<>(2) : found;
        out.add(violation);
        return out;
    }
}
