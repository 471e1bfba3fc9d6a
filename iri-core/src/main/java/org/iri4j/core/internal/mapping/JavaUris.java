package org.iri4j.core.internal.mapping;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.codec.LenientPreprocessor;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.layout.ReferenceParser;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.syntax.ViolationSink;
import org.iri4j.core.internal.value.IriValue;

/**
 * Interoperation with {@link URI java.net.URI}, which implements RFC 2396 (with IPv6 from
 * RFC 2732) and so accepts a slightly different language than RFC 3986: it rejects, for
 * instance, an empty scheme-specific part ({@code a:}) and IPvFuture literals.
 */
public final class JavaUris {

    private JavaUris() {}

    /**
     * A URI reference as a {@code java.net.URI}.
     *
     * @param uri     a URI reference (US-ASCII), the URI form of an IRI
     * @param plugins the plugins, which say whether the scheme's host is a DNS name
     * @return the {@code java.net.URI}
     * @throws InvalidInputException with {@link IriCode#NOT_A_JAVA_URI} if it rejects it, or if
     *     it would take a percent-encoded host for no host at all
     */
    public static URI toJavaUri(Layout uri, PluginSet plugins) {
        String s = uri.string();
        URI java;
        try {
            java = new URI(s);
        } catch (URISyntaxException e) {
            int index = Math.max(0, Math.min(e.getIndex(), s.length()));
            throw notAJavaUri(
                    uri,
                    index,
                    index,
                    "java.net.URI rejects " + MessageText.quote(s, 0, s.length())
                            + " at index " + index + ": " + e.getReason()
                            + "; it implements RFC 2396, which is stricter than RFC 3986 here");
        }
        if (java.getHost() == null
                && uri.hasAuthority()
                && s.indexOf('%', uri.hostStart()) >= 0
                && s.indexOf('%', uri.hostStart()) < uri.hostEnd()) {
            // RFC 2396 reads an authority with a percent-encoded host as registry-based: no host.
            throw notAJavaUri(
                    uri,
                    uri.hostStart(),
                    uri.hostEnd(),
                    "host " + MessageText.quote(s, uri.hostStart(), uri.hostEnd()) + " at index "
                            + uri.hostStart() + " is percent-encoded, and"
                            + " java.net.URI (RFC 2396) would give no host for it: "
                            + percentEncodedHostReason(uri, plugins));
        }
        return java;
    }

    /** Why the URI form of an IRI holds a percent-encoded host, and what would give one java.net.URI reads. */
    private static String percentEncodedHostReason(Layout uri, PluginSet plugins) {
        if (plugins.usesDnsHost(uri)) {
            return "the URI form keeps a US-ASCII host as it is written (RFC 3987 §3.1 maps only non-ASCII hosts"
                    + " through ToASCII), so the IRI itself percent-encodes it; a DNS name is written without"
                    + " percent-encodings (syntax-based normalization decodes those of unreserved characters,"
                    + " RFC 3986 §6.2.2.2)";
        }
        return "no plugin says that scheme \"" + uri.scheme().orElse("") + "\" uses DNS names, so RFC 3987 §3.1"
                + " percent-encodes its host instead of mapping it with ToASCII; a plugin for the scheme that says so"
                + " (iri-scheme-http does for http, https, ws and wss) gives a host java.net.URI reads";
    }

    private static InvalidInputException notAJavaUri(Layout uri, int start, int end, String message) {
        return new InvalidInputException(
                uri.string(),
                List.of(Violation.of(IriCode.NOT_A_JAVA_URI, uri.componentAt(start), start, end, message)));
    }

    /**
     * A {@code java.net.URI} as the IRI it stands for: its string as a URI reference (the
     * non-ASCII "other" characters RFC 2396 as Java extends it lets a {@code java.net.URI}
     * hold are percent-encoded as UTF-8 first, RFC 3987 §3.1), then converted to an IRI
     * (RFC 3987 §3.2) as {@code toIri} converts it: the ACE labels of a host stay ACE, since
     * ToUnicode (3987bis §6.4 step 6) could turn {@code xn--80ak6aa92e.com} into a look-alike
     * of {@code apple.com}; the environment converts a label only where a spoofing check
     * passes it, and a domain whole or not at all ({@code org.iri4j.core.internal.display.CheckedUnicodeHost}).
     *
     * @param uri the {@code java.net.URI}
     * @param plugins the plugins and host mapper that convert it
     * @return the IRI reference
     * @throws InvalidInputException if its string is not a URI reference even so
     */
    public static Iri fromJavaUri(URI uri, PluginSet plugins) {
        // LEIRI preprocessing encodes what an IRI may not hold (e.g. private use in a path);
        // the parse then reports what nothing can repair, such as a lone surrogate.
        String s = LenientPreprocessor.apply(uri.toString(), Leniency.LEIRI);
        Layout iri = ReferenceParser.parse(s, IriRule.IRI_REFERENCE, ViolationSink.THROWING);
        StringBuilder ascii = new StringBuilder(s.length() + 16);
        PercentEncoder.appendNonAscii(ascii, iri.string(), 0, s.length());
        Layout asUri = ReferenceParser.parse(ascii.toString(), IriRule.URI_REFERENCE, ViolationSink.THROWING);
        return new IriValue(new IriMapping(plugins, MappingOptions.DEFAULTS).toIri(asUri));
    }
}
