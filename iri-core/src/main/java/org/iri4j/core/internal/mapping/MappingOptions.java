package org.iri4j.core.internal.mapping;

import java.nio.charset.Charset;
import java.util.Objects;
import org.iri4j.core.internal.codec.QueryCharsetEncoder;
import org.iri4j.spi.HostMapper;

/**
 * The options of an {@link IriMapping} (RFC 3987 §3, draft-ietf-iri-3987bis §6-7).
 *
 * @param purpose      why hosts are converted (AllowUnassigned, RFC 3987 §3.1)
 * @param queryCharset the document charset for queries of schemes whose plugin allows one,
 *                     or null for UTF-8 (3987bis §6.3)
 * @param unicodeHosts whether URI to IRI runs ToUnicode on DNS hosts (3987bis step 6)
 */
public record MappingOptions(HostMapper.Purpose purpose, Charset queryCharset, boolean unicodeHosts) {

    /** UTF-8 everywhere, hosts consumed, no ToUnicode: what an environment's {@code toUri} and {@code toIri} use. */
    public static final MappingOptions DEFAULTS = new MappingOptions(HostMapper.Purpose.CONSUMING, null, false);

    /**
     * Checks the options.
     *
     * @throws IllegalArgumentException if the charset does not encode US-ASCII as itself
     */
    public MappingOptions {
        Objects.requireNonNull(purpose, "purpose");
        queryCharset = queryCharset == null ? null : QueryCharsetEncoder.validate(queryCharset);
    }
}
