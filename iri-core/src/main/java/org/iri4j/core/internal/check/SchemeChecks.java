package org.iri4j.core.internal.check;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.mapping.IriMapping;
import org.iri4j.core.internal.plugin.GuardedHostMapper;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.plugin.SchemeEntry;
import org.iri4j.core.internal.value.ComponentViews;
import org.iri4j.core.internal.value.IriValue;

/**
 * Adds the findings of the scheme's plugin ({@link org.iri4j.spi.SchemeRules#validate}),
 * of the host mapper ({@link org.iri4j.spi.HostMapper#inspect}, spoofing) and what
 * {@code toUri} would refuse ({@link IriCode#HOST_MAPPING_FAILED}) to a check,
 * each a scheme rule for the environment's {@link SeverityMap}: warnings by default, since
 * {@code check} decides validity by the generic syntax of the rule it was asked for
 * (RFC 3987 §2.2); their own severity in the strict profile. A plugin that fails gives a
 * {@link IriCode#PLUGIN_FAILED} violation naming it, in place of its findings.
 */
final class SchemeChecks {

    private SchemeChecks() {}

    /**
     * The scheme rules a reference breaks.
     *
     * @param iri        a reference the grammar accepts
     * @param plugins    the plugins whose rules and host mapper take part
     * @param severities the map: each finding is a scheme rule for it
     * @param mapping    the IRI to URI mapping whose refusals are reported
     * @return the violations, each with the severity the map gives it; {@code List.of()} when none
     */
    static List<Violation> check(IriValue iri, PluginSet plugins, SeverityMap severities, IriMapping mapping) {
        Layout p = iri.layout();
        String s = p.string();
        List<Violation> found = List.of();
        int hostStart = p.hostStart();
        int hostEnd = p.hostEnd();
        if (p.hasAuthority() && p.hostKind().orElse(null) == HostKind.REG_NAME && hostStart < hostEnd) {
            // Spoofing warnings (RFC 3987 §8) come from the host mapper, which knows UTS #39 if any.
            try {
                found = report(
                        plugins.hostMapper().inspect(s, hostStart, hostEnd),
                        s,
                        found,
                        severities,
                        plugins.hostMapper());
            } catch (PluginFailure f) {
                found = failed(f, found, severities, Component.HOST, hostStart, hostEnd);
            }
        }
        SchemeEntry entry = plugins.entryOf(p);
        if (entry != null) {
            found = defaultPort(p, entry, found, severities);
            try {
                found = report(entry.validate(iri, plugins.context()), s, found, severities, entry);
            } catch (PluginFailure f) {
                found = failed(f, found, severities, Component.SCHEME, 0, p.schemeEnd());
            }
        }
        return uriForm(p, entry, found, severities, mapping);
    }

    /**
     * The scheme's default port written out (RFC 3986 §3.2.3: producers should omit it; §6.2.3:
     * {@code http://example.com:80/} and {@code http://example.com/} are equivalent). Leading
     * zeros do not hide it: the port is a number.
     */
    private static List<Violation> defaultPort(
            Layout p, SchemeEntry entry, List<Violation> found, SeverityMap severities) {
        if (entry.defaultPort() < 0 || p.portStart() < 0 || severities.isIgnored(IriCode.DEFAULT_PORT)) {
            return found;
        }
        // above 65535 the marker matches no default port: Advisories reports PORT_OUT_OF_RANGE
        if (ComponentViews.portOrMarker(p) != entry.defaultPort()) {
            return found;
        }
        String s = p.string();
        int colon = p.portStart() - 1;
        int end = p.pathStart();
        int port = entry.defaultPort();
        String scheme = entry.scheme();
        Violation written = Violation.of(
                IriCode.DEFAULT_PORT,
                Component.PORT,
                colon,
                end,
                () -> MessageText.quote(s, colon, end) + " at index " + colon + " is port " + port
                        + ", the default port of " + scheme + "; producers should leave it out, with its \":\""
                        + " (RFC 3986 §3.2.3, §6.2.3)");
        return Found.add(found, written.withSeverity(severities.schemeRuleSeverity(IriCode.DEFAULT_PORT)));
    }

    /**
     * What {@code toUri} would refuse (RFC 3987 §3.1): a DNS host that ToASCII rejects, a
     * plugin that fails in its step of the mapping. Scheme rules too, since a DNS host is the
     * plugin's to declare: a valid IRI in the strict profile always has a URI form.
     */
    private static List<Violation> uriForm(
            Layout p, SchemeEntry entry, List<Violation> found, SeverityMap severities, IriMapping mapping) {
        try {
            mapping.refusals(p, entry);
            return found;
        } catch (InvalidInputException refused) {
            return mapped(refused.violations(), found, severities);
        }
    }

    /** A plugin's failure as a PLUGIN_FAILED violation, unless the map leaves that code out. */
    private static List<Violation> failed(
            PluginFailure f, List<Violation> found, SeverityMap severities, Component component, int start, int end) {
        if (severities.isIgnored(IriCode.PLUGIN_FAILED)) {
            return found;
        }
        Severity severity = severities.schemeRuleSeverity(IriCode.PLUGIN_FAILED);
        return Found.add(found, f.toViolation(severity, component, start, end));
    }

    /**
     * A plugin's findings, checked (a finding outside the input makes the plugin fail, named
     * only then), with the severities the map gives scheme rules.
     */
    private static List<Violation> report(
            List<Violation> reported, String s, List<Violation> found, SeverityMap severities, Object plugin) {
        int count = reported.size(); // indexed loops: no iterator for the usual empty list
        for (int i = 0; i < count; i++) {
            Violation v = reported.get(i);
            if (v == null || v.end() > s.length()) {
                throw new PluginFailure(
                        name(plugin),
                        "reported " + v + ", which does not lie in the " + s.length() + " characters of the input",
                        null);
            }
        }
        return count == 0 ? found : mapped(reported, found, severities);
    }

    private static List<Violation> mapped(List<Violation> reported, List<Violation> found, SeverityMap severities) {
        List<Violation> out = found;
        for (int i = 0; i < reported.size(); i++) {
            Violation v = reported.get(i);
            if (!severities.isIgnored(v.code())) {
                out = Found.add(out, v.withSeverity(severities.schemeRuleSeverity(v.code())));
            }
        }
        return out;
    }

    private static String name(Object plugin) {
        return plugin instanceof SchemeEntry ? ((SchemeEntry) plugin).name() : ((GuardedHostMapper) plugin).label();
    }
}
