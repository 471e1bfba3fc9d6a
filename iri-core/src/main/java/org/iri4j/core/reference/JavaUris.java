package org.iri4j.core.reference;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Leniency;
import org.iri4j.api.Violation;
import org.iri4j.core.mapping.LenientPreprocessor;
import org.iri4j.core.mapping.PercentEncoder;
import org.iri4j.core.syntax.ViolationMessages;

/**
 * Interoperation with {@link URI java.net.URI}, which implements RFC 2396 (with IPv6 from
 * RFC 2732) and so accepts a slightly different language than RFC 3986: it rejects, for
 * instance, an empty scheme-specific part ({@code a:}) and IPvFuture literals.
 */
public final class JavaUris {

    private JavaUris() {
    }

    /**
     * A URI reference as a {@code java.net.URI}.
     *
     * @param uri a URI reference (US-ASCII)
     * @return the {@code java.net.URI}
     * @throws IriSyntaxException with {@link IriCode#NOT_A_JAVA_URI} if it rejects it
     */
    public static URI toJavaUri(String uri) {
        try {
            return new URI(uri);
        } catch (URISyntaxException e) {
            ParsedIri parsed = ReferenceParser.parse(uri, IriRule.URI_REFERENCE, null, Environment.defaults());
            int index = Math.max(0, Math.min(e.getIndex(), uri.length()));
            String message = "java.net.URI rejects " + ViolationMessages.excerpt(uri, 0, uri.length())
                    + " at index " + index + ": " + e.getReason()
                    + "; it implements RFC 2396, which is stricter than RFC 3986 here";
            throw new IriSyntaxException(uri, List.of(new Violation(IriCode.NOT_A_JAVA_URI,
                    IriCode.NOT_A_JAVA_URI.severity(), parsed.componentAt(index), index, index, message)));
        }
    }

    /**
     * A {@code java.net.URI} as an {@link Iri}: its string, which RFC 3986 accepts as a URI
     * reference in all but a few corner cases. A {@code java.net.URI} may hold non-ASCII
     * characters ("other" characters, RFC 2396 as Java extends it); they are percent-encoded
     * as UTF-8 (RFC 3987 §3.1), so the result is always a URI.
     *
     * @param uri the {@code java.net.URI}
     * @param env the environment of the value
     * @return the URI reference
     * @throws IriSyntaxException if its string is not a URI reference
     */
    public static Iri fromJavaUri(URI uri, Environment env) {
        // LEIRI preprocessing encodes what an IRI may not hold (e.g. private use in a path);
        // the parse then reports what nothing can repair, such as a lone surrogate.
        String s = LenientPreprocessor.apply(uri.toString(), Leniency.LEIRI);
        ParsedIri iri = ReferenceParser.parse(s, IriRule.IRI_REFERENCE, null, env);
        StringBuilder ascii = new StringBuilder(s.length() + 16);
        PercentEncoder.appendNonAscii(ascii, iri.string(), 0, s.length());
        return ReferenceParser.parse(ascii.toString(), IriRule.URI_REFERENCE, null, env);
    }
}
