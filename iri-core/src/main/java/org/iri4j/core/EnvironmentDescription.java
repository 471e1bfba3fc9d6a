package org.iri4j.core;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.IriCode;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;

/**
 * What an {@link IriEnvironment} is made of, as it describes itself: its scheme plugins, its
 * host mapper, its severity map, the problems met while building it and the codes it may
 * report. None of it is an operation on IRIs, so {@link Iris} mirrors none of it; it lives
 * here so that {@code IriEnvironment}'s own file (and {@link EnvironmentDisplay}'s) holds the
 * operations. Javadoc and reflection show these methods as {@code IriEnvironment}'s own (this
 * class is not public). Immutable.
 */
abstract class EnvironmentDescription {

    /** The plugins, resolved. */
    final PluginSet plugins;
    /** The severity map of checks. */
    final SeverityMap severities;

    EnvironmentDescription(PluginSet plugins, SeverityMap severities) {
        this.plugins = plugins;
        this.severities = severities;
    }

    /**
     * The scheme plugins in use, each once, best first by the tie rule ({@link org.iri4j.spi.Plugin}).
     *
     * @return the plugins; one that lost every scheme it claims is left out
     */
    public List<SchemeRules> plugins() {
        return plugins.plugins();
    }

    /**
     * The plugin used for a scheme.
     *
     * @param scheme a scheme name, in any case (RFC 3986 §3.1)
     * @return the plugin, or empty if none claims the scheme
     */
    public Optional<SchemeRules> plugin(String scheme) {
        SchemeEntry entry = plugins.entry(Objects.requireNonNull(scheme, "scheme"));
        return entry == null ? Optional.empty() : Optional.of(entry.plugin());
    }

    /**
     * The schemes that have a plugin (RFC 3986 §3.1 names).
     *
     * @return their names in lower case, sorted
     */
    public List<String> schemes() {
        return plugins.schemes();
    }

    /**
     * The host mapper in use (IDNA, RFC 3987 §3.1): the best one found or registered, or the
     * core's {@code java.net.IDN} one.
     *
     * @return the host mapper
     */
    public HostMapper hostMapper() {
        return plugins.hostMapper().unguarded();
    }

    /**
     * The severity map of checks.
     *
     * @return the map
     */
    public SeverityMap severities() {
        return severities;
    }

    /**
     * What was wrong with the plugins when this environment was built.
     *
     * @return the problems, in the order found; each was reported once
     */
    public List<PluginProblem> problems() {
        return plugins.problems();
    }

    /**
     * Every violation code this environment's operations may report: a check's, and the
     * reasons of {@link IriEnvironment#displayResult(org.iri4j.api.Iri) displayResult}
     * ({@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}, which only a display reports).
     *
     * @return the core's codes ({@link IriCode}), then those the plugins and the host mapper declared
     */
    public List<ViolationCode> codes() {
        return plugins.codes();
    }

    @Override
    public String toString() {
        return "IriEnvironment[" + plugins + ", " + severities + "]";
    }
}
