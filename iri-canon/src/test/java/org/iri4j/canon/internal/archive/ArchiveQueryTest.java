package org.iri4j.canon.internal.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The query: webarchive-commons 2.0.1, URLRegexTransformer.stripQuerySessionID and IAURLCanonicalizer.alphaReorderQuery. */
class ArchiveQueryTest {

    private static final String T32 = "0123456789abcdef0123456789ABCDEF";

    /** stripQuerySessionID: jsessionid=, phpsessid=, sid= with exactly 32 alphanumerics, names in any case. */
    @Test
    void tokensOfExactly32Go() {
        assertEquals("a=1", ArchiveQuery.withoutSessionIds("JSESSIONID=" + T32 + "&a=1"));
        assertEquals("a=1", ArchiveQuery.withoutSessionIds("PhpSessId=" + T32 + "&a=1"));
        assertEquals("a=1", ArchiveQuery.withoutSessionIds("sid=" + T32 + "&a=1"));
        for (String other : new String[] {"sid=" + T32 + "0", "sid=" + T32.substring(1), "sid=0123456789abcdef"}) {
            assertSame(other, ArchiveQuery.withoutSessionIds(other), other);
        }
    }

    /** stripQuerySessionID: a match that ends the query leaves the & before it. */
    @Test
    void aMatchAtTheEndLeavesItsAmpersand() {
        assertEquals("a=1&", ArchiveQuery.withoutSessionIds("a=1&sid=" + T32));
        assertEquals("a=1&", ArchiveQuery.withoutSessionIds("a=1&sid=" + T32 + "&"));
    }

    /** stripQuerySessionID: a pattern matches inside a longer name ({@code (.*)} before it). */
    @Test
    void aPatternMatchesInsideALongerName() {
        assertEquals("xa=1", ArchiveQuery.withoutSessionIds("xsid=" + T32 + "&a=1"));
    }

    /** stripQuerySessionID: ASPSESSIONID, 8 letters, =, exactly 24 letters. */
    @Test
    void aspSessionsGo() {
        assertEquals("x=y", ArchiveQuery.withoutSessionIds("aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVWX&x=y"));
        String digit = "aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVW1&x=y";
        assertSame(digit, ArchiveQuery.withoutSessionIds(digit));
    }

    /** stripQuerySessionID: one ColdFusion pair, the last, goes in one pass; a half alone stays. */
    @Test
    void theLastColdFusionPairGoes() {
        assertEquals("cfid=1&cftoken=2&", ArchiveQuery.withoutSessionIds("cfid=1&cftoken=2&cfid=3&cftoken=4"));
        assertEquals("cfid=1&x=y", ArchiveQuery.withoutSessionIds("cfid=1&x=y"));
    }

    /** stripQuerySessionID: each pattern is looked for only where the query as it came holds its name. */
    @Test
    void aNameACutRevealsIsNotLookedFor() {
        String query = "s" + "jsessionid=" + T32 + "&id=" + T32;
        assertEquals("sid=" + T32, ArchiveQuery.withoutSessionIds(query));
    }

    /** alphaReorderQuery: by name, then no value before a value, then value. */
    @Test
    void parametersSortByNameThenValue() {
        assertEquals("&a&a=&a=1&b", ArchiveQuery.sorted("b&a=1&a=&a&"));
        assertEquals("a=1&a.b=2", ArchiveQuery.sorted("a.b=2&a=1"));
        assertEquals("&", ArchiveQuery.sorted("&"));
    }
}
