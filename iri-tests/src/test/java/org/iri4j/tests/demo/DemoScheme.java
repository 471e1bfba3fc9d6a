package org.iri4j.tests.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * A made-up scheme, "x-testdemo", as a user would write one: its host is a DNS name, its
 * default port is 7, its path is case-insensitive (US-ASCII letters lower-cased, outside
 * percent-encodings), and an empty host is reported. Registered only through
 * {@code src/test/resources/META-INF/services/org.iri4j.spi.SchemeRules}, without
 * {@code @AutoService}; it depends on the API and SPI only, as a plugin must.
 */
public final class DemoScheme implements SchemeRules {

    /** The scheme name. */
    public static final String SCHEME = "x-testdemo";

    /** The demo scheme's own code, in its own namespace. */
    public enum DemoCode implements ViolationCode {
        /** An x-testdemo IRI without a host. */
        EMPTY_HOST;

        @Override
        public String namespace() {
            return SCHEME;
        }

        @Override
        public Severity severity() {
            return Severity.ERROR;
        }

        @Override
        public String reference() {
            return "iri4j demo";
        }
    }

    /** The public no-argument constructor ServiceLoader needs. */
    public DemoScheme() {}

    @Override
    public Set<String> schemes() {
        return Set.of(SCHEME);
    }

    @Override
    public List<DemoCode> codes() {
        return List.of(DemoCode.values());
    }

    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withDnsHost().withDefaultPort(7);
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        IriBuilder builder = iri.toBuilder();
        boolean changed = false;
        if (iri.hostKind().orElse(null) == HostKind.REG_NAME
                && !iri.host().orElse("").isEmpty()) {
            String host = context.dnsHostNormalForm(iri.host().get());
            if (!host.equals(iri.host().get())) {
                builder.host(host);
                changed = true;
            }
        }
        String path = lowerCaseOutsideEncodings(iri.path());
        if (!path.equals(iri.path())) {
            builder.path(path);
            changed = true;
        }
        return changed ? builder.build() : iri;
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        List<Violation> found = new ArrayList<>(1);
        if (iri.host().map(String::isEmpty).orElse(true)) {
            int at = SCHEME.length() + (iri.authority().isPresent() ? 3 : 1);
            found.add(Violation.of(
                    DemoCode.EMPTY_HOST,
                    Component.HOST,
                    at,
                    at,
                    "empty host at index " + at + " in host; an " + SCHEME + " IRI needs a host"));
        }
        return found;
    }

    private static String lowerCaseOutsideEncodings(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                out.append(s, i, i + 3);
                i += 2;
            } else {
                out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
            }
        }
        return out.toString();
    }
}
