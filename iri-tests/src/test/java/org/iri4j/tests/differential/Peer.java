package org.iri4j.tests.differential;

import java.net.URI;
import java.net.URISyntaxException;
import org.apache.jena.rfc3986.IRI3986;
import org.apache.jena.rfc3986.IRIParseException;
import org.apache.jena.rfc3986.RFC3986;

/**
 * A library iri4j is compared with. Each answers the two questions of the differential tests:
 * is this string a reference, and what does a reference resolve to against a base.
 */
enum Peer {

    /**
     * {@code java.net.URI}: RFC 2396 with the amendments of its javadoc (non-ASCII "other"
     * characters allowed, IPv6 literals of RFC 2732, an authority that does not parse as a
     * server falls back to a registry-based one).
     */
    JAVA_NET_URI("java.net.URI") {
        @Override
        boolean accepts(String input) {
            try {
                new URI(input);
                return true;
            } catch (URISyntaxException e) {
                return false;
            }
        }

        @Override
        String resolve(String base, String reference) throws Exception {
            return new URI(base).resolve(new URI(reference)).toString();
        }
    },

    /**
     * Apache Jena's {@code jena-iri3986}: RFC 3986 / RFC 3987 syntax. Validity is
     * {@link RFC3986#checkSyntax}, the pure grammar check: {@link IRI3986#create} adds
     * scheme-specific checks (http, urn, file, did), which are outside the generic syntax and
     * which, in 5.6.0, throw {@code NumberFormatException} for an http port above
     * {@code Integer.MAX_VALUE}. Resolution goes through {@code create}, so such a base or
     * reference makes the peer answer with that exception.
     */
    JENA("Jena IRI3986") {
        @Override
        boolean accepts(String input) {
            try {
                RFC3986.checkSyntax(input);
                return true;
            } catch (IRIParseException e) {
                return false;
            }
        }

        @Override
        String resolve(String base, String reference) {
            return IRI3986.create(base).resolve(IRI3986.create(reference)).str();
        }
    };

    private final String displayName;

    Peer(String displayName) {
        this.displayName = displayName;
    }

    /**
     * Whether the peer parses the string as a reference (relative references included).
     *
     * @param input the string
     * @return true if it does not reject it
     */
    abstract boolean accepts(String input);

    /**
     * Resolves a reference against a base.
     *
     * @param base      an absolute reference the peer accepts
     * @param reference a reference the peer accepts
     * @return the peer's target as a string
     * @throws Exception whatever the peer throws
     */
    abstract String resolve(String base, String reference) throws Exception;

    @Override
    public String toString() {
        return displayName;
    }
}
