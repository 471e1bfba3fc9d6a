package org.iri4j.core;

import java.net.URI;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.internal.check.Checker;
import org.iri4j.core.internal.display.CheckedUnicodeHost;
import org.iri4j.core.internal.display.DisplayForm;
import org.iri4j.core.internal.display.HostDisplay;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.mapping.IriMapping;
import org.iri4j.core.internal.mapping.JavaUris;
import org.iri4j.core.internal.mapping.MappingOptions;
import org.iri4j.core.internal.mapping.Origins;
import org.iri4j.core.internal.normalize.Ladder;
import org.iri4j.core.internal.normalize.LadderOptions;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.value.IriValue;

/**
 * The operations of an {@link IriEnvironment} with their default options, made once when the
 * environment is built: a checker per rule, the mapping, a comparator per level, a display
 * per wrapping. Immutable and thread-safe.
 */
final class Operations {

    private final PluginSet plugins;
    private final Map<IriRule, Checker> checkers = new EnumMap<>(IriRule.class);
    private final IriMapping mapping;
    private final Origins origins;
    private final Map<ComparisonLevel, IriComparator> comparators = new EnumMap<>(ComparisonLevel.class);
    private final HostDisplay hosts;
    private final CheckedUnicodeHost unicodeHosts;
    private final Map<BidiWrapping, DisplayForm> displays = new EnumMap<>(BidiWrapping.class);

    Operations(PluginSet plugins, SeverityMap severities) {
        this.plugins = plugins;
        this.mapping = new IriMapping(plugins, MappingOptions.DEFAULTS);
        this.origins = new Origins(plugins, mapping);
        for (IriRule rule : IriRule.values()) {
            checkers.put(rule, new Checker(rule, plugins, severities, mapping));
        }
        for (ComparisonLevel level : ComparisonLevel.values()) {
            comparators.put(level, new Ladder(LadderOptions.of(level), plugins));
        }
        this.hosts = HostDisplay.of(plugins);
        this.unicodeHosts = new CheckedUnicodeHost(plugins, hosts);
        for (BidiWrapping wrapping : BidiWrapping.values()) {
            displays.put(wrapping, new DisplayForm(hosts, wrapping));
        }
    }

    Checker checker(IriRule rule) {
        return checkers.get(rule);
    }

    IriMapping mapping() {
        return mapping;
    }

    Origins origins() {
        return origins;
    }

    IriComparator comparator(ComparisonLevel level) {
        return comparators.get(level);
    }

    DisplayForm display(BidiWrapping wrapping) {
        return displays.get(wrapping);
    }

    URI toJavaUri(Iri iri) {
        return JavaUris.toJavaUri(mapping.toUri(IriValue.layoutOf(iri)), plugins);
    }

    /** The IRI of a java.net.URI as toIri gives it, ACE labels in Unicode only where a spoofing check passes them. */
    Iri fromJavaUri(URI uri) {
        Iri iri = JavaUris.fromJavaUri(uri, plugins);
        Layout p = IriValue.layoutOf(iri);
        Layout checked = unicodeHosts.apply(p);
        return checked == p ? iri : new IriValue(checked);
    }

    Optional<String> displayHost(Iri iri) {
        return hosts.host(IriValue.layoutOf(iri));
    }
}
