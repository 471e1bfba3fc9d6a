package org.iri4j.scheme.urn;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;

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
 */
final class UrnRules {

    private static final int NID_MAX = 32;

    private final Iri iri;
    private final List<Violation> found = new ArrayList<>(2);

    private UrnRules(Iri iri) {
        this.iri = iri;
    }

    static List<Violation> check(Iri iri) {
        UrnRules rules = new UrnRules(iri);
        if (iri.authority().isPresent()) {
            int at = iri.scheme().orElse("").length() + 1;
            rules.report(UrnCode.INVALID_NID, Component.AUTHORITY, at, at + 2,
                    "\"//\" at index " + at + "; a URN is urn:NID:NSS, with no authority (RFC 8141 §2 assigned-name)");
        } else {
            rules.name(UrnName.of(iri));
        }
        iri.query().ifPresent(rules::rqComponents);
        return rules.found;
    }

    private void name(UrnName name) {
        String nidProblem = nidProblem(name.nid());
        if (nidProblem != null) {
            int end = name.nidStart() + name.nid().length();
            report(UrnCode.INVALID_NID, Component.PATH, name.nidStart(), end, "namespace identifier \"" + name.nid()
                    + "\" at index " + name.nidStart() + " in path: " + nidProblem
                    + "; expected 2 to 32 letters, digits or hyphens, not starting or ending with a hyphen (RFC 8141 §2 NID)");
        } else if (!name.hasNss() || name.nss().isEmpty() || name.nss().charAt(0) == '/') {
            nssProblem(name);
        } else if (name.isUuid() && !UuidSyntax.isUuid(name.nss())) {
            report(UrnCode.INVALID_UUID, Component.PATH, name.nssStart(), name.nssStart() + name.nss().length(),
                    "\"" + name.nss() + "\" at index " + name.nssStart()
                            + " in path is not a UUID; expected 8-4-4-4-12 hexadecimal digits (RFC 9562 §4)");
        }
    }

    /** What is wrong with a NID, or null if nothing is. */
    static String nidProblem(String nid) {
        for (int i = 0; i < nid.length(); ) {
            int c = nid.codePointAt(i);
            if (c >= 0x80 || !isAlphanum((char) c) && c != '-') {
                return "character " + (c < 0x80 ? "'" + (char) c + "'" : String.format(Locale.ROOT, "U+%04X", c))
                        + " at its position " + (nid.codePointCount(0, i) + 1) + " is not a letter, digit or hyphen";
            }
            i += Character.charCount(c);
        }
        if (nid.length() < 2 || nid.length() > NID_MAX) {
            return nid.length() + " characters long";
        }
        if (nid.charAt(0) == '-' || nid.charAt(nid.length() - 1) == '-') {
            return "it starts or ends with a hyphen";
        }
        return null;
    }

    private void nssProblem(UrnName name) {
        String what = !name.hasNss() ? "no \":\" and namespace specific string after the NID"
                : name.nss().isEmpty() ? "an empty namespace specific string" : "a namespace specific string starting with \"/\"";
        int at = name.hasNss() ? name.nssStart() : name.nidStart() + name.nid().length();
        report(UrnCode.INVALID_NSS, Component.PATH, at, at + Math.min(1, name.nss().length()),
                what + " at index " + at + " in path; expected NSS = pchar *(pchar / \"/\") (RFC 8141 §2)");
    }

    /**
     * The query is "+" r-component and/or "?=" q-component, or "=" q-component. The first "?="
     * after "?+" starts the q-component: RFC 8141 §2 makes "?+" and "?=" the delimiters of the
     * two components, though the ABNF alone would also let an r-component end with "?=".
     */
    private void rqComponents(String query) {
        int start = iri.toString().length() - iri.fragment().map(f -> f.length() + 1).orElse(0) - query.length();
        if (query.startsWith("+")) {
            int q = query.indexOf("?=", 1);
            component("r-component", query.substring(1, q < 0 ? query.length() : q), start + 1);
            if (q >= 0) {
                component("q-component", query.substring(q + 2), start + q + 2);
            }
        } else if (query.startsWith("=")) {
            component("q-component", query.substring(1), start + 1);
        } else {
            report(UrnCode.INVALID_RQ_COMPONENTS, Component.QUERY, start - 1, start + query.length(),
                    "query \"?" + query + "\" at index " + (start - 1)
                            + "; a URN's query is \"?+\" r-component and/or \"?=\" q-component (RFC 8141 §2 rq-components)");
        }
    }

    /** pchar *( pchar / "/" / "?" ): not empty, not starting with "/" or "?", no private-use character. */
    private void component(String name, String value, int at) {
        String problem = value.isEmpty() ? "is empty"
                : value.charAt(0) == '/' || value.charAt(0) == '?' ? "starts with '" + value.charAt(0) + "'"
                : hasPrivateUse(value) ? "holds a private-use character, which pchar excludes" : null;
        if (problem != null) {
            report(UrnCode.INVALID_RQ_COMPONENTS, Component.QUERY, at, at + value.length(), name + " at index " + at
                    + " " + problem + "; expected " + name + " = pchar *( pchar / \"/\" / \"?\" ) (RFC 8141 §2)");
        }
    }

    private static boolean hasPrivateUse(String s) {
        return s.codePoints().anyMatch(c -> Character.getType(c) == Character.PRIVATE_USE);
    }

    private static boolean isAlphanum(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }

    private void report(UrnCode code, Component component, int start, int end, String message) {
        found.add(Violation.of(code, component, start, end, message));
    }
}
