package org.iri4j.core;

import java.nio.charset.Charset;
import java.util.Objects;
import org.iri4j.api.IriMapper;
import org.iri4j.api.Leniency;
import org.iri4j.core.mapping.QueryCharsetEncoder;
import org.iri4j.core.reference.IriMapping;
import org.iri4j.spi.HostMapper;

/**
 * Builds an {@link IriMapper} with options (RFC 3987 §3, draft-ietf-iri-3987bis §6-7).
 * Every option is off by default, so that {@code Iris.mapperBuilder().build()} maps exactly
 * as {@link Iris#mapper()} does. Not thread-safe; the mapper it builds is.
 */
public final class IriMapperBuilder {

    private Plugins plugins;
    private HostMapper hostMapper;
    private HostMapper.Purpose purpose = HostMapper.Purpose.CONSUMING;
    private Leniency leniency = Leniency.STRICT;
    private Charset queryCharset;
    private boolean unicodeHosts;

    IriMapperBuilder() {
    }

    /**
     * The plugins that say which schemes use DNS hosts; {@link Plugins#discovered()} by default.
     *
     * @param plugins the plugins
     * @return this builder
     */
    public IriMapperBuilder plugins(Plugins plugins) {
        this.plugins = Objects.requireNonNull(plugins, "plugins");
        return this;
    }

    /**
     * A host mapper to use instead of the plugins' best one.
     *
     * @param hostMapper the mapper
     * @return this builder
     */
    public IriMapperBuilder hostMapper(HostMapper hostMapper) {
        this.hostMapper = Objects.requireNonNull(hostMapper, "hostMapper");
        return this;
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
     * How strings are preprocessed before parsing; {@link Leniency#STRICT} by default.
     *
     * @param leniency the leniency
     * @return this builder
     */
    public IriMapperBuilder leniency(Leniency leniency) {
        this.leniency = Objects.requireNonNull(leniency, "leniency");
        return this;
    }

    /**
     * Maps the query of http and https IRIs with a document charset instead of UTF-8
     * (3987bis §6.3). A character the charset cannot encode becomes {@code %26%23N%3B}, the
     * percent-encoded numeric character reference {@code &#N;}, as browsers do; such a query
     * does not convert back. A Unicode-based charset (UTF-16, UTF-32) means UTF-8.
     *
     * @param charset the document charset, or null for UTF-8 (the default)
     * @return this builder
     * @throws IllegalArgumentException if the charset does not encode US-ASCII as itself
     */
    public IriMapperBuilder queryCharset(Charset charset) {
        this.queryCharset = charset;
        if (charset != null) {
            QueryCharsetEncoder.validate(charset);
        }
        return this;
    }

    /**
     * Whether URI to IRI conversion also runs ToUnicode on the ACE labels ({@code xn--}) of
     * DNS hosts (3987bis step 6), keeping a label unless it converts back to itself.
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
        Plugins chosen = plugins != null ? plugins : Plugins.discovered();
        return new IriMapping(chosen.registry(), hostMapper, purpose, leniency, queryCharset, unicodeHosts);
    }
}
