package org.iri4j.canon;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;

/**
 * Why a link has no canonical form under a profile, no SURT key or no registrable domain,
 * beyond the URL Standard's own failures (which keep their {@code url} codes): the codes of
 * the namespace {@code canon}, each an error of the operation (it has no answer).
 *
 * @since 0.1.0
 */
public enum CanonCode implements ViolationCode {

    /**
     * Safe Browsing canonicalizes URLs with a host; the link has none, or one that is neither a
     * domain nor an IP address, e.g. {@code http://[::1/} ({@code http:///a} reads as
     * {@code http://a/}, as browsers read it).
     */
    MISSING_HOST("Google Safe Browsing, Canonicalization"),
    /**
     * A link whose Safe Browsing form changes each time it is canonicalized again (decoding
     * reveals delimiters anew), so it has no canonical form; found by fuzzing, never by a real link.
     */
    UNSTABLE("Google Safe Browsing, Canonicalization; RFC 3987 §5.3.4 (a rule is idempotent)"),
    /** The link has no host to reverse or look up, e.g. {@code mailto:a@b} for a registrable domain. */
    NO_HOST("URL Standard §3.2 hosts"),
    /**
     * The Internet Archive's code reads no host in the link, so it has no canonical form under
     * {@code ia} ({@code http://}, {@code ?a}: an empty authority) or no CDX key
     * ({@code http://./}: nothing left once the host's dots are fixed; {@code dns:} alone).
     */
    IA_NO_HOST("webarchive-commons 2.0.1: URLParser.parse, URLRegexTransformer.hostToSURT"),
    /** The Internet Archive's code reads the port as a decimal {@code int} ({@code Integer.parseInt}); it is none. */
    IA_BAD_PORT("webarchive-commons 2.0.1: URLParser.parse"),

    // ---- Why a registrable-domain lookup has no answer (DomainAnswer#reason) ----------------

    /**
     * The input is not a host: a character no domain holds ({@code example.com:8080}'s colon, a
     * space), an empty label, a label with no ASCII form, or a last label that is a number in a
     * host that is no IPv4 address. The reason says which character, at which index.
     */
    NOT_A_HOST("URL Standard §3.2 hosts; §3.5 host parsing"),
    /** An IPv4 or IPv6 address: a host, but no domain, so it has no registrable domain. */
    IP_ADDRESS("URL Standard §3.2 obtain the registrable domain"),
    /**
     * A domain that is a public suffix itself, by a rule of the list: {@code com}, {@code co.uk},
     * {@code github.io}. Names are registered under it; it has no registrable domain.
     */
    PUBLIC_SUFFIX("URL Standard §3.2 obtain the registrable domain; publicsuffix.org/list, Algorithm"),
    /**
     * A domain of one label that the list does not name, such as {@code localhost}: a public
     * suffix by the list's implicit rule {@code *}, so it has no registrable domain.
     */
    SINGLE_LABEL("URL Standard §3.2 obtain the registrable domain; publicsuffix.org/list, Algorithm");

    private final String reference;

    CanonCode(String reference) {
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "canon";
    }

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    @Override
    public String reference() {
        return reference;
    }

    /**
     * The exception that says an input fails for this reason, the whole input marked.
     *
     * @param input     the input
     * @param component the component at fault, or null for the whole link
     * @param message   what is wrong, in words
     * @return the exception to throw
     */
    InvalidInputException failure(String input, Component component, String message) {
        return new InvalidInputException(input, List.of(Violation.of(this, component, 0, input.length(), message)));
    }
}
