package org.iri4j.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.idna.IcuHostMapper;
import org.iri4j.scheme.http.HttpSchemes;
import org.iri4j.scheme.mailto.MailtoScheme;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.iri4j.tests.demo.DemoScheme;

/**
 * Environments built from random sets of plugins, broken ones among them, and every operation
 * run in them on the rest of the input: a broken plugin fails only what it is asked, and never
 * takes the others down (IriEnvironment's javadoc). The first byte chooses the scheme plugins,
 * the second the host mappers and the priority of the broken ones (so that they tie with, lose
 * to or beat the shipped ones). Building never throws and leaves out, listed, the plugin that
 * cannot describe itself; every operation answers or throws an {@link InvalidInputException} with
 * a message, never a plugin's raw exception or an {@code Error}; an IRI is equivalent to its
 * normal form.
 */
final class FuzzEnvironments {

    private FuzzEnvironments() {}

    static void run(byte[] data) {
        if (data.length < 2) {
            return;
        }
        int priority = (data[1] >> 4) - 8;
        IriEnvironment.Builder builder = IriEnvironment.builder().problemReporter(problem -> {});
        List<Supplier<SchemeRules>> schemes = List.of(
                HttpSchemes::new,
                MailtoScheme::new,
                DemoScheme::new,
                () -> new Broken("throw", priority),
                () -> new Broken("null", priority),
                () -> new Broken("rescheme", priority),
                () -> new Broken("overflow", priority),
                BadSelf::new);
        boolean badSelfAdded = false;
        for (int i = 0; i < schemes.size(); i++) {
            if ((data[0] >> i & 1) != 0) {
                SchemeRules plugin = schemes.get(i).get();
                badSelfAdded |= plugin instanceof BadSelf;
                builder.add(plugin);
            }
        }
        if ((data[1] & 1) != 0) {
            builder.add(new IcuHostMapper());
        }
        if ((data[1] & 2) != 0) {
            builder.add(new BrokenMapper(priority));
        }
        IriEnvironment env = builder.build();
        // the plugin that cannot describe itself is left out, and listed, whatever else is there
        assertEquals(
                badSelfAdded,
                env.problems().stream()
                        .anyMatch(p -> p.kind() == PluginProblem.Kind.INVALID
                                && p.provider().equals(BadSelf.class.getName())),
                env.problems()::toString);
        assertFalse(env.schemes().contains("not a scheme"), env.schemes()::toString);
        String input = FuzzInput.decode(Arrays.copyOfRange(data, 2, data.length));
        CheckResult check = env.check(input);
        for (Violation v : check.violations()) {
            assertTrue(v.end() <= input.length(), v::toString);
        }
        Iri iri = attempt(() -> Iris.parse(input));
        // the standard map keeps what plugins and mappers report below ERROR: validity is the grammar's
        assertEquals(iri != null, check.isValid(), check::toString);
        if (iri == null) {
            return;
        }
        attempt(() -> env.toUri(iri));
        attempt(() -> env.toIri(iri));
        attempt(() -> env.displayHost(iri));
        attempt(() -> env.display(iri));
        attempt(() -> env.origin(iri));
        attempt(() -> iri.resolve(Iris.parse("../x?y#z")));
        for (ComparisonLevel level : ComparisonLevel.values()) {
            Iri normal = attempt(() -> env.normalize(iri, level));
            if (normal != null) {
                // RFC 3987 §5.3: equivalent is equality of normal forms, and an IRI has its own
                assertTrue(
                        env.comparatorBuilder().level(level).build().equivalent(iri, normal),
                        () -> iri + " and its normal form " + normal + " at " + level);
            }
        }
    }

    /** An operation's answer, or null for an {@link InvalidInputException}, which must say what. */
    private static <T> T attempt(Supplier<T> operation) {
        try {
            return operation.get();
        } catch (InvalidInputException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), "an error without a message");
            return null;
        }
    }

    /** A plugin for http and x-fz that fails at run time in one of several ways. */
    static final class Broken implements SchemeRules {
        private final String how;
        private final int priority;

        Broken(String how, int priority) {
            this.how = how;
            this.priority = priority;
        }

        @Override
        public Set<String> schemes() {
            return Set.of("http", "x-fz-" + how);
        }

        @Override
        public int priority() {
            return priority;
        }

        /** On purpose, so that a higher priority does beat the shipped http plugin (Plugin javadoc). */
        @Override
        public Set<String> replaces() {
            return Set.of("http");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withDnsHost();
        }

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return fail(iri);
        }

        @Override
        public Iri toUri(Iri iri, SchemeContext context) {
            return fail(iri);
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            fail(iri);
            return List.of();
        }

        private Iri fail(Iri iri) {
            switch (how) {
                case "throw":
                    throw new IllegalStateException("broken on purpose");
                case "null":
                    return null;
                case "rescheme":
                    return iri.toBuilder().scheme("x-other").build();
                default:
                    return recurse(iri, 0);
            }
        }

        private Iri recurse(Iri iri, int depth) {
            return depth < 0 ? iri : recurse(iri, depth + 1);
        }
    }

    /** A plugin whose answers about itself are unusable: it must be left out. */
    static final class BadSelf implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("not a scheme");
        }
    }

    /** A host mapper that throws from every conversion. */
    static final class BrokenMapper implements HostMapper {
        private final int priority;

        BrokenMapper(int priority) {
            this.priority = priority;
        }

        @Override
        public String name() {
            return "broken";
        }

        @Override
        public int priority() {
            return priority;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            throw new UnsupportedOperationException("broken on purpose");
        }

        @Override
        public String toUnicode(String host) {
            throw new IllegalStateException("broken on purpose");
        }
    }
}
