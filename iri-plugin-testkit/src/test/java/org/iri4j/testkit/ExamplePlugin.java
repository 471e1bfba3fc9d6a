package org.iri4j.testkit;

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
import org.iri4j.spi.SchemeTraits;

/** A plugin that keeps the contract: DNS hosts, default port 7, a case-insensitive path, one code. */
public class ExamplePlugin implements SchemeRules {

    /** A plugin has a public no-argument constructor, for ServiceLoader. */
    public ExamplePlugin() {}

    /** Its one code. */
    public enum ExampleCode implements ViolationCode {
        /** No host. */
        NO_HOST;

        @Override
        public String namespace() {
            return "x-kit";
        }

        @Override
        public Severity severity() {
            return Severity.ERROR;
        }

        @Override
        public String reference() {
            return "iri4j test kit";
        }
    }

    @Override
    public Set<String> schemes() {
        return Set.of("x-kit");
    }

    @Override
    public List<? extends ViolationCode> codes() {
        return List.of(ExampleCode.values());
    }

    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withDnsHost().withDefaultPort(7);
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        String path = iri.path().toLowerCase(Locale.ROOT);
        return path.equals(iri.path()) ? iri : iri.toBuilder().path(path).build();
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        return iri.host().isPresent()
                ? List.of()
                : List.of(Violation.of(ExampleCode.NO_HOST, Component.HOST, 0, 0, "an x-kit IRI needs a host"));
    }
}
