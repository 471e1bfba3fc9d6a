package org.iri4j.core.reference;

import java.util.Optional;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriRule;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.plugin.CoreSchemeContext;
import org.iri4j.core.plugin.PluginRegistry;
import org.iri4j.core.syntax.ViolationCollector;
import org.iri4j.spi.SchemeNormalizer;

/**
 * Adds the findings of the scheme's plugin ({@link SchemeNormalizer#validate}) and of the
 * host mapper ({@link org.iri4j.spi.HostMapper#inspect}, spoofing) to a check.
 * They are reported as warnings: {@code check} decides validity by the generic syntax of the
 * rule it was asked for (RFC 3987 §2.2), and a scheme's own restrictions, such as RFC 9110's
 * non-empty http host, are a further layer the caller sees but that does not change it.
 */
final class SchemeChecks {

    private SchemeChecks() {
    }

    static void check(ParsedIri iri, ViolationCollector sink) {
        PluginRegistry plugins = PluginRegistry.discovered();
        if (iri.hasAuthority() && iri.hostKind().orElse(null) == HostKind.REG_NAME && iri.hostStart() < iri.hostEnd()) {
            // Spoofing warnings (RFC 3987 §8) come from the host mapper, which knows UTS #39 if any.
            for (Violation v : plugins.hostMapper().inspect(iri.string(), iri.hostStart(), iri.hostEnd())) {
                sink.add(v);
            }
        }
        if (!iri.isAbsolute()) {
            return;
        }
        Optional<SchemeNormalizer> plugin;
        try {
            plugin = plugins.find(iri.string().substring(0, iri.schemeEnd()));
        } catch (IllegalStateException conflict) {
            return; // a configuration error, reported where the plugin is used
        }
        if (plugin.isEmpty()) {
            return;
        }
        CoreSchemeContext context = new CoreSchemeContext(plugins.hostMapper(),
                s -> ReferenceParser.parse(s.toString(), IriRule.IRI_REFERENCE, null));
        for (Violation v : plugin.get().validate(iri, context)) {
            sink.add(v.severity() == Severity.WARNING ? v
                    : new Violation(v.code(), Severity.WARNING, v.component(), v.start(), v.end(), v.message()));
        }
    }
}
