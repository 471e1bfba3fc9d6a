package org.iri4j.core.internal.layout;

import java.nio.charset.StandardCharsets;
import org.iri4j.api.HostKind;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.syntax.HostParser;

/**
 * The text step of IRI to URI mapping in one pass (RFC 3987 §3.1 step 2): every character
 * outside US-ASCII percent-encoded as UTF-8, everything else copied, into one buffer of
 * US-ASCII bytes sized once (the string is made from it), the offsets moved as the text is
 * written. What {@link ComponentWriters#rewrite} does
 * with a percent-encoding writer for every component, without a writer per component: the
 * delimiters are US-ASCII and stay where they are, so the path keeps its shape.
 */
public final class UriTextWriter {

    private final String src;
    /** The URI's US-ASCII characters, one byte each, sized once. */
    private final byte[] out;
    /** How much of {@link #out} is written. */
    private int written;
    /** The index of {@code src} up to which {@link #out} holds the written text. */
    private int copied;

    private UriTextWriter(String src, int length) {
        this.src = src;
        this.out = new byte[length];
    }

    /**
     * A reference with its characters outside US-ASCII percent-encoded, and its host
     * replaced by a given ASCII form if one is given (ToASCII of a DNS host, RFC 3987 §3.1
     * step 1). A rewritten registered name has its kind decided again, as {@link IriAssembler}
     * decides it: ToASCII of full-width digits can make an IPv4 address.
     *
     * @param p         the reference, with an authority if {@code asciiHost} is given
     * @param asciiHost the host in ASCII, a URI reg-name, or null to percent-encode the host as the rest
     * @return the URI reference
     */
    public static Layout encode(Layout p, String asciiHost) {
        String s = p.string();
        int n = s.length();
        int length;
        if (asciiHost == null) {
            length = PercentEncoder.encodedLength(s, 0, n);
        } else {
            length = PercentEncoder.encodedLength(s, 0, p.hostStart())
                    + asciiHost.length()
                    + PercentEncoder.encodedLength(s, p.hostEnd(), n);
        }
        UriTextWriter w = new UriTextWriter(s, length);
        Layout q = new Layout(p);
        q.schemeEnd = w.to(p.schemeEnd);
        if (p.hasAuthority()) {
            q.authorityStart = w.to(p.authorityStart);
            q.userinfoEnd = w.to(p.userinfoEnd);
            if (asciiHost != null) {
                w.to(p.hostStart());
                w.written = PercentEncoder.putNonAscii(w.out, w.written, asciiHost, 0, asciiHost.length());
                w.copied = p.hostEnd;
            }
            q.hostEnd = w.to(p.hostEnd);
            q.portStart = w.to(p.portStart);
        }
        q.pathStart = w.to(p.pathStart);
        q.queryStart = w.to(p.queryStart);
        q.fragmentStart = w.to(p.fragmentStart);
        w.to(n);
        q.text = new String(w.out, 0, w.written, StandardCharsets.ISO_8859_1);
        if (q.hostKind == HostKind.REG_NAME.ordinal()) {
            q.host(q.hostEnd, HostParser.regNameOrIpv4(q.text, q.hostStart(), q.hostEnd));
        }
        return q.check();
    }

    /**
     * Writes the source up to an offset and answers where that offset lands in the output.
     *
     * @param offset an offset of the source, or -1 for an absent component
     * @return the offset in the output, or -1
     */
    private int to(int offset) {
        if (offset < 0) {
            return -1;
        }
        written = PercentEncoder.putNonAscii(out, written, src, copied, offset);
        copied = offset;
        return written;
    }
}
