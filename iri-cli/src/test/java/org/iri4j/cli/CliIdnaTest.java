package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.iri4j.cli.CliTestSupport.splitLines;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;

/**
 * The CLI with {@code iri-idna} and the http plugin on its path (they always are): hosts of
 * DNS schemes go through UTS #46 (RFC 3987 §3.1, 3987bis step 6) and spoofing shows in
 * {@code check} (RFC 3987 §8, UTS #39).
 */
class CliIdnaTest {

    @Test
    void toUriRunsToAsciiOnHttpHosts() {
        Result r = run("to-uri", "http://Bücher.example/");
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://xn--bcher-kva.example/", r.singleLine());
    }

    @Test
    void toIriWithUnicodeHostsRunsToUnicode() {
        Result r = run("to-iri", "--unicode-hosts", "http://xn--bcher-kva.example/");
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://bücher.example/", r.singleLine());
        assertEquals(
                "http://xn--bcher-kva.example/",
                run("to-iri", "http://xn--bcher-kva.example/").singleLine());
    }

    /**
     * UTS #46 §4.1 criterion 2 counts character positions (RFC 5891 §4.2.3.1): 𠀀--x has its
     * hyphens in positions 2-3 and maps; 𠀀𠀀--x has them in 3-4 and is refused.
     */
    @Test
    void theHyphenRuleCountsCharacters() {
        Result ok = run("to-uri", "http://\uD840\uDC00--x.com/");
        assertEquals(0, ok.status(), ok::describe);
        assertEquals("http://xn----x-bu14b.com/", ok.singleLine());
        Result refused = run("to-uri", "http://\uD840\uDC00\uD840\uDC00--x.com/");
        assertEquals(1, refused.status(), refused::describe);
        assertTrue(
                refused.err().startsWith("HOST_MAPPING_FAILED") && refused.err().contains("HYPHEN_3_4"), refused.err());
    }

    /** UTS #46 nontransitional: "ß" stays, an invalid ACE label is an error naming it. */
    @Test
    void batchOfIdnaCases() {
        Result r = batch(
                lines("http://faß.de/", "http://xn--a.com/", "http://例え。テスト/", "http://ok.a\u200Db.example/"),
                "to-uri",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = splitLines(r.out(), "\n");
        assertEquals("http://xn--fa-hia.de/", out.get(0));
        assertTrue(assertErrorLine(out.get(1), "HOST_MAPPING_FAILED").contains("\"xn--a\""), out.get(1));
        assertEquals("http://xn--r8jz45g.xn--zckzah/", out.get(2));
        assertTrue(assertErrorLine(out.get(3), "HOST_MAPPING_FAILED").contains("CONTEXTJ"), out.get(3));
    }

    @Test
    void checkWarnsOfCyrillicLookAlikes() {
        Result r = run("check", "http://аррӏе.com/");
        assertEquals(0, r.status(), r::describe);
        assertTrue(r.out().startsWith("valid"), r.out());
        assertTrue(r.out().contains("HOST_WHOLE_SCRIPT_CONFUSABLE\tWARNING\t7\t"), r.out());
    }
}
