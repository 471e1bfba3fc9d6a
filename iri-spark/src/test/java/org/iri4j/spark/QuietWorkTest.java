package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.List;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A refused value that only needs null costs no exception: the work a call runs when its settings
 * make such a value null answers it null itself, without throwing (the URL Standard's parser
 * returns failure, §4.4; a link has no host or no key), so that a crawl's bad rows never reach
 * {@link FunctionCall}'s catch. With the strict setting, the work throws the reason, which fails
 * the task. The works are run here directly, outside the call that would catch an exception.
 */
class QuietWorkTest {

    private static final FunctionSettings QUIET = new FunctionSettings(false, SeverityMap.Profile.STANDARD, List.of());
    private static final FunctionSettings STRICT = new FunctionSettings(true, SeverityMap.Profile.STANDARD, List.of());

    /** The function's work on its default choice, for one or two strings. */
    private static Object run(Work work, String a, String b) {
        IriEnvironment env = Environments.of(QUIET);
        return b == null
                ? assertInstanceOf(OneStringWork.class, work).apply(env, a)
                : assertInstanceOf(TwoStringWork.class, work).apply(env, a, b);
    }

    private static Work work(String function, FunctionSettings settings, String b) {
        IriFunction f = IriFunction.valueOf(function);
        return f.work(f.choice().byDefault(), settings, b == null ? 1 : 2);
    }

    /** A function, its strings (the second null for none) and the code of the reason it refuses them. */
    static Stream<Arguments> refused() {
        return Stream.of(
                arguments("URL_HREF", "http://exa mple.org/", null, "url.DOMAIN_TO_ASCII"),
                arguments("URL_RESOLVE", "http://[::1", "a", "url.IPV6_UNCLOSED"),
                arguments("URL_RESOLVE", "http://example.org/", "http://[::1", "url.IPV6_UNCLOSED"),
                arguments("URL_PARSE", "http://[::1", null, "url.IPV6_UNCLOSED"),
                arguments("URL_TO_IRI", "http://exa mple.org/", null, "url.DOMAIN_TO_ASCII"),
                arguments("URL_TO_IRI", "a", "http://[::1", "url.IPV6_UNCLOSED"),
                arguments("URL_IS_VALID_STRING", "a", "http://[::1", "url.IPV6_UNCLOSED"),
                arguments("CANONICALIZE", "http://exa mple.com/", null, "url.DOMAIN_TO_ASCII"),
                arguments("SURT", "http://[::1", null, "url.IPV6_UNCLOSED"),
                arguments("REGISTRABLE_DOMAIN", "mailto:a@example.com", null, "canon.NO_HOST"),
                arguments("PUBLIC_SUFFIX", "http://[::1", null, "url.IPV6_UNCLOSED"),
                arguments("SAME_SITE", "http://[::1", "http://example.com/", "url.IPV6_UNCLOSED"),
                arguments("SAME_SITE", "http://example.com/", "mailto:a@example.com", "canon.NO_HOST"));
    }

    @ParameterizedTest
    @MethodSource("refused")
    void aRefusedValueIsNullWithoutAnException(String function, String a, String b, String code) {
        assertNull(run(work(function, QUIET, b), a, b), code);
    }

    @ParameterizedTest
    @MethodSource("refused")
    void theStrictWorkThrowsTheReason(String function, String a, String b, String code) {
        Work strict = work(function, STRICT, b);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> run(strict, a, b));
        assertEquals(code, e.code().id());
    }
}
