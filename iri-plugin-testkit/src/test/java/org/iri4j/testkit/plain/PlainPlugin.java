package org.iri4j.testkit.plain;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;

/**
 * A plugin that keeps the contract and has no static field at all (no enum, no constant):
 * "x-plain:NAME", where the name is case-insensitive US-ASCII and must not be empty.
 * Registered in the kit's test {@code META-INF/services}.
 */
public class PlainPlugin implements SchemeRules {

    /** The plugin's one code, a record made at each call: no static field holds it. */
    public record PlainCode(String namespace, String name, Severity severity, String reference)
            implements ViolationCode {
    }

    /** For ServiceLoader. */
    public PlainPlugin() {
    }

    private static PlainCode emptyName() {
        return new PlainCode("x-plain", "EMPTY_NAME", Severity.ERROR, "iri4j test kit");
    }

    @Override
    public Set<String> schemes() {
        return Set.of("x-plain");
    }

    @Override
    public List<? extends ViolationCode> codes() {
        return List.of(emptyName());
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        String path = iri.path().toLowerCase(Locale.ROOT);
        return path.equals(iri.path()) ? iri : iri.toBuilder().path(path).build();
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        int at = iri.scheme().orElseThrow().length() + 1;
        return iri.path().isEmpty() && !iri.hasAuthority()
                ? List.of(Violation.of(emptyName(), Component.PATH, at, at, "an x-plain IRI names something"))
                : List.of();
    }
}
