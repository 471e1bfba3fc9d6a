package org.iri4j.core;

import java.nio.charset.Charset;
import java.util.Objects;
import org.iri4j.api.IriMapper;
import org.iri4j.core.internal.codec.QueryCharsetEncoder;
import org.iri4j.core.internal.mapping.IriMapping;
import org.iri4j.core.internal.mapping.MappingOptions;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.spi.HostMapper;

/**
 * Builds an {@link IriMapper} with options (RFC 3987 §3, draft-ietf-iri-3987bis §6), in the
 * environment it came from ({@link IriEnvironment#mapperBuilder()}), whose plugins say which
 * schemes use DNS hosts and where a document charset applies, and whose host mapper converts
 * hosts. Every option is off by default, so that {@code env.mapperBuilder().build().toUri(iri)}
 * is {@code env.toUri(iri)}. Not thread-safe; the mapper it builds is.
 *
 * @since 0.1.0
 */
public final class IriMapperBuilder {

    private final PluginSet plugins;
    private HostMapper.Purpose purpose = HostMapper.Purpose.CONSUMING;
    private Charset queryCharset;
    private boolean unicodeHosts;

    IriMapperBuilder(PluginSet plugins) {
        this.plugins = plugins;
    }

    /**
     * Why hosts are converted: RFC 3987 §3.1 runs ToASCII with AllowUnassigned false when
     * creating IRIs and true when consuming them ({@link HostMapper.Purpose#CONSUMING}, the default).
     *
     * @param purpose the purpose
     * @return this builder
     */
    public IriMapperBuilder purpose(HostMapper.Purpose purpose) {
        this.purpose = Objects.requireNonNull(purpose, "purpose");
        return this;
    }

    /**
     * Maps the query with a document charset instead of UTF-8 where the scheme's plugin says
     * one applies (its traits' {@code documentCharsetQuery}; http and https, 3987bis §6.3). A
     * character the charset cannot encode becomes {@code %26%23N%3B}, the percent-encoded
     * numeric character reference {@code &#N;}, as browsers do; such a query does not convert
     * back. A Unicode-based charset (UTF-16, UTF-32) means UTF-8.
     *
     * @param charset the document charset, or null for UTF-8 (the default)
     * @return this builder
     * @throws IllegalArgumentException if the charset does not encode US-ASCII as itself
     */
    public IriMapperBuilder queryCharset(Charset charset) {
        this.queryCharset = charset == null ? null : QueryCharsetEncoder.validate(charset);
        return this;
    }

    /**
     * Whether URI to IRI conversion also runs ToUnicode on the ACE labels ({@code xn--}) of
     * DNS hosts (3987bis step 6), for a whole domain or none of it: if one ACE label has no
     * Unicode form that converts back to it (not valid Punycode, or ToASCII gives another
     * label; UTS #46 §4.2 would record an error), the host stays as it is, so that
     * {@code xn--zca.xn--a} never becomes {@code ß.xn--a}, which reads as another name.
     *
     * @param unicodeHosts true to convert; false by default
     * @return this builder
     */
    public IriMapperBuilder unicodeHosts(boolean unicodeHosts) {
        this.unicodeHosts = unicodeHosts;
        return this;
    }

    /**
     * The mapper.
     *
     * @return an immutable, thread-safe mapper
     */
    public IriMapper build() {
        return new IriMapping(plugins, new MappingOptions(purpose, queryCharset, unicodeHosts));
    }
}
