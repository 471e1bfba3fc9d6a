package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The contracts fail for plugins that break them: each test runs a contract's tests against a
 * broken plugin and expects at least one to fail, naming the breach.
 */
class ContractsCatchBrokenPluginsTest {

    /** Runs dynamic tests, returning the failures. */
    private static List<AssertionError> failures(Stream<DynamicTest> tests) {
        List<AssertionError> failed = new ArrayList<>();
        tests.forEach(test -> run(test.getExecutable(), failed));
        return failed;
    }

    private static void run(Executable executable, List<AssertionError> failed) {
        try {
            executable.execute();
        } catch (AssertionError e) {
            failed.add(e);
        } catch (Throwable e) {
            throw new IllegalStateException("a contract test threw " + e + " instead of failing", e);
        }
    }

    private static SchemeRulesContract contractOf(SchemeRules plugin) {
        return () -> plugin;
    }

    private static void assertSomeFailure(List<AssertionError> failed, String expected) {
        assertTrue(!failed.isEmpty(), "the contract should have failed");
        assertTrue(
                failed.stream().anyMatch(e -> String.valueOf(e.getMessage()).contains(expected)),
                () -> "no failure says \"" + expected + "\": " + failed.get(0).getMessage());
    }

    /** Each call appends one more "x" to the path: not a normal form. */
    static final class NotIdempotent extends ExamplePlugin {
        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder().path(iri.path() + "x").build();
        }
    }

    @Test
    void aNormalFormThatChangesAgainIsCaught() {
        assertSomeFailure(failures(contractOf(new NotIdempotent()).normalFormIsIdempotent()), "changed it");
    }

    /** Throws from validate. */
    static final class ThrowingValidate extends ExamplePlugin {
        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            throw new IllegalStateException("boom");
        }
    }

    @Test
    void aValidateThatThrowsIsCaught() {
        assertSomeFailure(
                failures(contractOf(new ThrowingValidate()).validateNeverThrowsAndReportsDeclaredCodes()), "boom");
    }

    /** Reports a code it never declared. */
    static final class UndeclaredCode extends ExamplePlugin {
        enum Secret implements ViolationCode {
            HIDDEN;

            @Override
            public String namespace() {
                return "x-kit";
            }

            @Override
            public Severity severity() {
                return Severity.WARNING;
            }

            @Override
            public String reference() {
                return "none";
            }
        }

        @Override
        public List<Violation> validate(Iri iri, SchemeContext context) {
            return List.of(Violation.of(Secret.HIDDEN, Component.PATH, 0, 1, "hidden"));
        }
    }

    @Test
    void anUndeclaredCodeIsCaught() {
        assertSomeFailure(
                failures(contractOf(new UndeclaredCode()).validateNeverThrowsAndReportsDeclaredCodes()),
                "x-kit.HIDDEN");
    }

    /** Declares its scheme in upper case and a code without namespace. */
    static final class BadSelfDescription extends ExamplePlugin {
        @Override
        public Set<String> schemes() {
            return Set.of("X-Kit");
        }

        @Override
        public List<? extends ViolationCode> codes() {
            return List.of(org.iri4j.api.IriCode.ILLEGAL_CHARACTER);
        }
    }

    @Test
    void anUpperCaseSchemeAndACoreCodeAreCaught() {
        SchemeRulesContract contract = contractOf(new BadSelfDescription());
        AssertionError scheme = assertThrows(AssertionError.class, contract::schemesAreLowerCaseSchemeNames);
        assertTrue(scheme.getMessage().contains("X-Kit"), scheme::getMessage);
        AssertionError code = assertThrows(AssertionError.class, contract::codesAreDeclaredInTheirOwnNamespace);
        assertTrue(code.getMessage().contains("namespace"), code::getMessage);
    }

    /** Answers differently at each call: state shared between calls and threads. */
    static final class Counting extends ExamplePlugin {
        private final AtomicInteger calls = new AtomicInteger();

        @Override
        public Iri normalize(Iri iri, SchemeContext context) {
            return iri.toBuilder()
                    .query(Integer.toString(calls.incrementAndGet()))
                    .build();
        }
    }

    @Test
    void answersThatDependOnEarlierCallsAreCaught() {
        assertThrows(AssertionError.class, contractOf(new Counting())::safeToCallFromManyThreads);
    }

    /** A mapper whose ToASCII answers something that is no host. */
    static final class SlashMapper implements HostMapper {
        @Override
        public String name() {
            return "slash";
        }

        @Override
        public int priority() {
            return 1;
        }

        @Override
        public String toAscii(String host, Purpose purpose) {
            return host + "/x";
        }

        @Override
        public String toUnicode(String host) {
            return host;
        }
    }

    @Test
    void aMapperAnsweringNoRegNameIsCaught() {
        HostMapperContract contract = SlashMapper::new;
        assertSomeFailure(failures(contract.toAsciiGivesARegNameOrRejectsALabel()), "no US-ASCII reg-name");
    }
}
