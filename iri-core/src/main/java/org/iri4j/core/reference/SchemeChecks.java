package org.iri4j.core.reference;

import java.util.List;
import java.util.function.Supplier;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.core.plugin.SchemeEntry;
import org.iri4j.core.syntax.ViolationCollector;

/**
 * Adds the findings of the scheme's plugin ({@link org.iri4j.spi.SchemeNormalizer#validate}),
 * of the host mapper ({@link org.iri4j.spi.HostMapper#inspect}, spoofing) and what
 * {@code toUri} would refuse ({@link IriCode#HOST_MAPPING_FAILED}) to a check,
 * each a scheme rule for the environment's {@link SeverityMap}: warnings by default, since
 * {@code check} decides validity by the generic syntax of the rule it was asked for
 * (RFC 3987 §2.2); their own severity in the strict profile. A plugin that fails gives a
 * {@link IriCode#PLUGIN_FAILED} violation naming it, in place of its findings.
 */
final class SchemeChecks {

    private SchemeChecks() {
    }

    static void check(ParsedIri iri, ViolationCollector sink, Environment env) {
        String s = iri.string();
        SeverityMap severities = env.severities();
        int hostStart = iri.hostStart();
        int hostEnd = iri.hostEnd();
        if (iri.hasAuthority() && iri.hostKind().orElse(null) == HostKind.REG_NAME && hostStart < hostEnd) {
            // Spoofing warnings (RFC 3987 §8) come from the host mapper, which knows UTS #39 if any.
            try {
                report(env.hostMapper().inspect(s, hostStart, hostEnd), s, sink, severities, env.hostMapper()::label);
            } catch (PluginFailure f) {
                failed(f, sink, severities, Component.HOST, hostStart, hostEnd);
            }
        }
        SchemeEntry entry = env.entry(iri);
        if (entry != null) {
            try {
                report(entry.validate(iri, env.context()), s, sink, severities, entry::name);
            } catch (PluginFailure f) {
                failed(f, sink, severities, Component.SCHEME, 0, iri.schemeEnd());
            }
        }
        uriForm(iri, sink, env);
    }

    /**
     * What {@code toUri} would refuse (RFC 3987 §3.1): a DNS host that ToASCII rejects, a
     * plugin that fails in its step of the mapping. Scheme rules too, since a DNS host is the
     * plugin's to declare: a valid IRI in the strict profile always has a URI form.
     */
    private static void uriForm(ParsedIri iri, ViolationCollector sink, Environment env) {
        try {
            env.mapping().refusals(iri);
        } catch (IriSyntaxException refused) {
            for (Violation v : refused.violations()) {
                if (!env.severities().isIgnored(v.code())) {
                    sink.addAsIs(v.withSeverity(env.severities().schemeRuleSeverity(v.code())));
                }
            }
        }
    }

    /** A plugin's failure as a PLUGIN_FAILED violation, unless the map leaves that code out. */
    private static void failed(PluginFailure f, ViolationCollector sink, SeverityMap severities, Component component,
                               int start, int end) {
        if (!severities.isIgnored(IriCode.PLUGIN_FAILED)) {
            sink.addAsIs(f.toViolation(severities.schemeRuleSeverity(IriCode.PLUGIN_FAILED), component, start, end));
        }
    }

    /** A plugin's findings, checked, with the plugin named (made only on failure) if they are unusable. */
    private static void report(List<Violation> found, String s, ViolationCollector sink, SeverityMap severities,
                               Supplier<String> plugin) {
        int count = found.size(); // indexed loops: no iterator for the usual empty list
        for (int i = 0; i < count; i++) {
            Violation v = found.get(i);
            if (v == null || v.end() > s.length()) {
                throw new PluginFailure(plugin.get(), "reported " + v + ", which does not lie in the "
                        + s.length() + " characters of the input", null);
            }
        }
        for (int i = 0; i < count; i++) {
            Violation v = found.get(i);
            if (!severities.isIgnored(v.code())) {
                sink.addAsIs(v.withSeverity(severities.schemeRuleSeverity(v.code())));
            }
        }
    }
}
