package org.iri4j.scheme.urn;

import java.util.Optional;
import org.iri4j.api.Iri;

/**
 * The assigned name of a urn IRI without an authority, {@code "urn:" NID ":" NSS} (RFC 8141
 * §2), with where each part starts in the IRI's string.
 *
 * @param nid      the namespace identifier: the path up to its first ":" (all of it if none)
 * @param nidStart the index of the NID in the IRI
 * @param nss      the namespace specific string after that ":", empty if there is no ":"
 * @param hasNss   whether the path has the ":" that starts an NSS
 */
record UrnName(String nid, int nidStart, String nss, boolean hasNss) {

    static UrnName of(Iri iri) {
        String path = iri.path();
        int start = iri.scheme().orElse("").length() + 1;
        int colon = path.indexOf(':');
        return colon < 0
                ? new UrnName(path, start, "", false)
                : new UrnName(path.substring(0, colon), start, path.substring(colon + 1), true);
    }

    int nssStart() {
        return nidStart + nid.length() + 1;
    }

    /** Whether this is a name in the uuid namespace (RFC 9562 §4), NIDs being case-insensitive in US-ASCII. */
    boolean isUuid() {
        return lowerCaseAscii(nid).equals("uuid");
    }

    /**
     * The path in normal form, if it differs: the NID in lower case (RFC 8141 §3.1: it is
     * case-insensitive), and a UUID's hexadecimal digits too (RFC 9562 §4: "case insensitive
     * on input", output in lower case). Only a name with a valid NID and an NSS has one: what
     * is not a URN is left as it is, and only US-ASCII letters change case.
     *
     * @param validNid whether the NID has the syntax of RFC 8141 §2
     */
    Optional<String> normalPath(boolean validNid) {
        if (!validNid || !hasNss) {
            return Optional.empty();
        }
        String normalNid = lowerCaseAscii(nid);
        String normalNss = isUuid() && UuidSyntax.isUuid(nss) ? lowerCaseAscii(nss) : nss;
        if (normalNid.equals(nid) && normalNss.equals(nss)) {
            return Optional.empty();
        }
        return Optional.of(normalNid + ":" + normalNss);
    }

    /** US-ASCII letters to lower case, every other character as it is. */
    static String lowerCaseAscii(String s) {
        char[] chars = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (chars == null) {
                    chars = s.toCharArray();
                }
                chars[i] = (char) (c + ('a' - 'A'));
            }
        }
        return chars == null ? s : new String(chars);
    }
}
