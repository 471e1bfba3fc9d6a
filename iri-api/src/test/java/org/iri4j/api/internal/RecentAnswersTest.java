package org.iri4j.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The memo of answers about host names and labels that the core and iri-idna keep (RFC 1034
 * §3.1 bounds what is worth keeping: a name of 253 characters, a label of 63).
 */
class RecentAnswersTest {

    @Test
    void anAnswerIsComputedOnceForAKeyMetAgain() {
        RecentAnswers<String> memo = new RecentAnswers<>(63);
        AtomicInteger calls = new AtomicInteger();
        assertEquals("EXAMPLE", memo.get("example", k -> upper(k, calls)));
        assertEquals("EXAMPLE", memo.get("example", k -> upper(k, calls)));
        assertEquals(1, calls.get());
    }

    @Test
    void aKeyIsRecalledInPlace() {
        RecentAnswers<String> memo = new RecentAnswers<>(63);
        memo.remember("b\u00FCcher", "xn--bcher-kva");
        assertEquals("xn--bcher-kva", memo.recall("http://b\u00FCcher.example/", 7, 13));
        assertNull(memo.recall("http://bucher.example/", 7, 13));
    }

    @Test
    void aKeyLongerThanTheLongestKeptIsAnsweredButNotKept() {
        RecentAnswers<String> memo = new RecentAnswers<>(3);
        AtomicInteger calls = new AtomicInteger();
        memo.get("abcd", k -> upper(k, calls));
        memo.get("abcd", k -> upper(k, calls));
        assertEquals(2, calls.get());
    }

    private static String upper(String key, AtomicInteger calls) {
        calls.incrementAndGet();
        return key.toUpperCase(java.util.Locale.ROOT);
    }
}
