package org.iri4j.core.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Locale;
import java.util.Optional;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;

/**
 * Assertions shared by the grammar conformance tests: each one looks at a string through
 * every entry point (parse, check, isValid), so that the three cannot drift apart.
 */
final class GrammarSupport {

    private GrammarSupport() {
    }

    /** A code point as a string (a surrogate pair for a supplementary one, a lone unit for a surrogate). */
    static String ch(int cp) {
        return new String(Character.toChars(cp));
    }

    /** {@code U+XXXX}. */
    static String hex(int cp) {
        return String.format(Locale.ROOT, "U+%04X", cp);
    }

    /** The input with every character outside printable US-ASCII written as \\uXXXX, for test names. */
    /** Whether {@code s} matches {@code rule}: parse succeeds. */
    static boolean parses(String s, IriRule rule) {
        try {
            Iris.parse(s, rule);
            return true;
        } catch (IriSyntaxException e) {
            return false;
        }
    }

    static String show(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7E) {
                out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Asserts that {@code s} matches {@code rule} through parse, check and isValid; returns the parse. */
    static Iri assertValid(String s, IriRule rule) {
        Iri iri;
        try {
            iri = Iris.parse(s, rule);
        } catch (IriSyntaxException e) {
            return fail("expected [" + show(s) + "] to match " + rule.abnfName() + " but got " + e.code()
                    + " at " + e.violation().start() + ": " + e.getMessage());
        }
        assertEquals(s, iri.toString(), "toString() is the source string");
        CheckResult result = Iris.check(s, rule);
        assertTrue(result.isValid(), () -> "check disagrees with parse for [" + show(s) + "]: " + result);
        assertTrue(result.errors().isEmpty(), () -> "valid but errors: " + result);
        return iri;
    }

    /** Asserts that {@code s} does not match {@code rule}, the first error having {@code code}; returns it. */
    static IriSyntaxException assertInvalid(String s, IriRule rule, ViolationCode code) {
        IriSyntaxException e = assertThrows(IriSyntaxException.class, () -> Iris.parse(s, rule),
                () -> "expected [" + show(s) + "] to be rejected by " + rule.abnfName() + " with " + code);
        assertEquals(code, e.code(), () -> "code for [" + show(s) + "] (" + rule.abnfName() + "): " + e.getMessage());
        assertTrue(e.violation().isError());
        CheckResult result = Iris.check(s, rule);
        assertFalse(result.isValid(), () -> "check disagrees with parse for [" + show(s) + "]");
        assertTrue(result.errors().stream().anyMatch(v -> v.code() == code),
                () -> "check does not list " + code + " for [" + show(s) + "]: " + result);
        return e;
    }

    /** Like {@link #assertInvalid(String, IriRule, ViolationCode)}, also checking where the error starts. */
    static Violation assertInvalidAt(String s, IriRule rule, ViolationCode code, int start) {
        Violation v = assertInvalid(s, rule, code).violation();
        assertEquals(start, v.start(), () -> "start of " + code + " in [" + show(s) + "]: " + v.message());
        return v;
    }

    /** The value of an optional component, or "-" when it is absent (for compact expectations). */
    static String orDash(Optional<String> value) {
        return value.orElse("-");
    }
}
