package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.cli.Cli;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.scheme.http.HttpSchemes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 17 bug 3: the display form ({@code Iris.display}, {@code IriEnvironment.display},
 * {@code iri display}) applies the host display policy of the host mapper (RFC 3987 §8;
 * iri-idna: UTS #39) and never shows a password (RFC 3986 §3.2.1), so that SECURITY.md's
 * advice, "use {@code Iris.display}, not the raw string", holds.
 */
class DisplayPolicyTest {

    private static final String LRE = "\u202A";
    private static final String PDF = "\u202C";
    /** "pаypal.com" with U+0430 CYRILLIC SMALL LETTER A: a mixed-script confusable. */
    private static final String PAYPAL = "http://p\u0430ypal.com/";
    /** "аррӏе.com", all Cyrillic: a whole-script confusable of "apple.com". */
    private static final String APPLE = "http://\u0430\u0440\u0440\u04CF\u0435.com/";

    /** RFC 3987 §8 with UTS #39: the confusable label in ACE form, as displayHost shows it. */
    @Test
    void confusableHostDisplaysInAceForm() {
        Iri iri = Iris.parse(PAYPAL);
        assertEquals(Optional.of("xn--pypal-4ve.com"), Iris.displayHost(iri));
        assertEquals("http://xn--pypal-4ve.com/", Iris.display(iri));
        assertEquals("http://xn--pypal-4ve.com/", IriEnvironment.defaults().display(iri));
        assertEquals("http://xn--pypal-4ve.com/", Iris.display(iri, BidiWrapping.ISOLATE));
        assertEquals("http://xn--80ak6aa92e.com/", Iris.display(Iris.parse(APPLE)));
        assertEquals("http://xn--pypal-4ve.com/", Iris.display(Iris.parse("http://P\u0410YPAL.com/")));
        assertEquals(
                "http://xn--pypal-4ve.com/",
                Iris.display(Iris.parse("http://%70%D0%B0ypal.com/")),
                "a percent-encoded confusable host is shown as displayHost shows it too");
    }

    /** A harmless IDN stays Unicode; its ACE form is shown in Unicode (RFC 3987 §3.2, 3987bis §6.4). */
    @Test
    void harmlessIdnStaysUnicode() {
        assertEquals("http://b\u00FCcher.example/", Iris.display(Iris.parse("http://b\u00FCcher.example/")));
        assertEquals("http://b\u00FCcher.example/", Iris.display(Iris.parse("http://xn--bcher-kva.example/")));
        assertEquals("http://\u4F8B\u3048.jp/", Iris.display(Iris.parse("http://\u4F8B\u3048.jp/")));
    }

    /** The host of the display form is always displayHost's. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                PAYPAL,
                APPLE,
                "http://b\u00FCcher.example/",
                "http://xn--bcher-kva.example/",
                "http://user:pw@p\u0430ypal.com:8080/x?q#f",
                "http://example.com/",
                "https://xn--pypal-4ve.com/",
                "http://b%C3%BCcher.example/",
                "http://fa\u00DF.de/",
                "http://[::1]/",
                "http://192.0.2.1/"
            })
    void displayHostIsTheHostOfTheDisplay(String input) {
        Iri iri = Iris.parse(input);
        String host = Iris.displayHost(iri).orElseThrow();
        String display = Iris.display(iri);
        String prefix = input.substring(0, input.indexOf("//") + 2) + (input.contains("@") ? "user:***@" : "");
        assertTrue(display.startsWith(prefix + host), display + " should start with " + prefix + host);
    }

    /** RFC 3986 §3.2.1: "should not render as clear text any data after the first colon". */
    @Test
    void passwordIsNeverShown() {
        assertEquals("http://user:***@a/", Iris.display(Iris.parse("http://user:secret@a/")));
        assertEquals(
                "http://user:***@xn--pypal-4ve.com/x",
                Iris.display(Iris.parse("http://user:secret@p\u0430ypal.com/x")));
        assertEquals("http://user:@a/", Iris.display(Iris.parse("http://user:@a/")), "an empty password is none");
        assertEquals("http://user@a/", Iris.display(Iris.parse("http://user@a/")));
    }

    /** Without iri-idna the JDK mapper has no spoofing check: ACE form, and the reason (issue 32). */
    @Test
    void withoutIdnaTheJdkMapperShowsAce() {
        IriEnvironment jdk = IriEnvironment.builder().add(new HttpSchemes()).build();
        assertEquals("http://xn--pypal-4ve.com/", jdk.display(Iris.parse(PAYPAL)));
        assertEquals(
                "http://user:***@xn--bcher-kva.example/",
                jdk.display(Iris.parse("http://user:pw@xn--bcher-kva.example/")));
        assertEquals(
                List.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE),
                jdk.displayResult(Iris.parse(PAYPAL), BidiWrapping.EMBEDDING).violations().stream()
                        .map(Violation::code)
                        .toList());
    }

    // ---- iri display -----------------------------------------------------------------------

    private static String cli(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, err);
        assertEquals(0, status, () -> err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** {@code iri display}: the same display form, one line per input, single or batch. */
    @Test
    void iriDisplayCommand() {
        assertEquals("http://xn--pypal-4ve.com/\n", cli("", "display", PAYPAL));
        assertEquals("http://user:***@a/\n", cli("", "display", "http://user:secret@a/"));
        assertEquals("http://b\u00FCcher.example/\n", cli("", "display", "http://b\u00FCcher.example/"));
        assertEquals(
                "http://xn--pypal-4ve.com/\nhttp://user:***@a/\nhttp://b\u00FCcher.example/\n",
                cli(PAYPAL + "\nhttp://user:secret@a/\nhttp://b\u00FCcher.example/\n", "display", "--batch"));
    }

    // ---- SECURITY.md -----------------------------------------------------------------------

    /** SECURITY.md at the root of the project. */
    private static Path securityMd() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("SECURITY.md")) && Files.exists(p.resolve("iri-tests"))) {
                return p.resolve("SECURITY.md");
            }
        }
        throw new IllegalStateException("SECURITY.md not found");
    }

    /**
     * SECURITY.md tells users to show {@code Iris.display}, not the raw string, and says what it
     * shows: a deceiving label in {@code xn--} form (the policy of displayHost), a password as
     * {@code ***}, invisible characters percent-encoded, a bidirectional IRI in a left-to-right
     * embedding; {@code Iri.redacted()} masks the password only. Each promise, on the threats of
     * its table.
     */
    @Test
    void securityMdAdviceHolds() throws IOException {
        String doc = Files.readString(securityMd(), StandardCharsets.UTF_8);
        assertTrue(doc.contains("`Iris.display`"), "SECURITY.md advises Iris.display");
        assertTrue(doc.contains("`Iri.redacted()`"), "SECURITY.md names Iri.redacted()");

        List<String> hostile = List.of(
                PAYPAL,
                APPLE,
                "http://user:s3cret@p\u0430ypal.com/a",
                "http://a/b\u200Bc",
                "http://a/\u05D0\u05D1",
                "http://user:s3cret@\u05D0.example/",
                "http://%70%D0%B0ypal.com/");
        for (String input : hostile) {
            Iri iri = Iris.parse(input);
            String display = Iris.display(iri);
            String host = Iris.displayHost(iri).orElseThrow();
            assertFalse(display.contains("s3cret"), display);
            assertFalse(display.contains("\u0430") || display.contains("\u04CF"), "no confusable shown: " + display);
            assertFalse(display.contains("\u200B"), "no invisible character: " + display);
            assertTrue(display.contains("//" + host) || display.contains("@" + host), display + " shows " + host);
        }
        assertEquals("http://a/b%E2%80%8Bc", Iris.display(Iris.parse("http://a/b\u200Bc")));
        assertEquals(LRE + "http://a/\u05D0\u05D1" + PDF, Iris.display(Iris.parse("http://a/\u05D0\u05D1")));

        // Iri.redacted() masks the password only: the host stays as written.
        assertEquals(
                "http://user:***@p\u0430ypal.com/a",
                Iris.parse("http://user:s3cret@p\u0430ypal.com/a").redacted());

        // Userinfo tricks (RFC 3986 §7.6): the display keeps a userinfo without password, and
        // displayHost names the real host, as SECURITY.md's table says to show.
        Iri trick = Iris.parse("http://good.example@evil.example/");
        assertEquals(Optional.of("evil.example"), Iris.displayHost(trick));
        assertEquals("http://good.example@evil.example/", Iris.display(trick));
    }
}
