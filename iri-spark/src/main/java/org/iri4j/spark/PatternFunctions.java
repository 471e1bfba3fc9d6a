package org.iri4j.spark;

import org.apache.spark.sql.Column;

/**
 * The WHATWG URL Pattern Standard as Spark SQL functions for the DataFrame API: each row's link
 * tested against a URL pattern ({@code URLPattern.test}), or the groups it matched
 * ({@code URLPattern.exec}). The same functions are in SQL once {@code spark.sql.extensions}
 * names {@link IriSparkExtensions}. Null in, null out; non-UTF-8 values and the strict option as
 * for {@link IriFunctions}.
 *
 * <pre>
 * SELECT link FROM logs WHERE url_pattern_test('https://*.example.com/books/:id', link)
 * SELECT url_pattern_exec('https://example.com/books/:id', link)['pathname.id'] AS book FROM logs
 * df.select(PatternFunctions.url_pattern_exec(lit("https://example.com/books/:id"), col("link")))
 * </pre>
 *
 * <p>The pattern is written as a URL that names its protocol ({@code https://example.com/books/:id},
 * {@code https://*.example.com/*}); a component it leaves out after the last one it gives matches
 * anything.
 * A pattern that is not one ({@code urlpattern.UNBALANCED_REGEXP_GROUP}, {@code
 * urlpattern.RELATIVE_WITHOUT_BASE}...) and a link the URL parser refuses ({@code url.*}) give
 * null, or fail the task with the strict option, its {@link RefusedValueException} naming the
 * code and the argument ({@code pattern: }, {@code link: }); the Standard's {@code test} would
 * answer false for such a link, which would count a broken link among those that do not match.
 * A pattern is usually a literal: each task compiles it once. Matching takes time linear in the
 * link's length, whatever the pattern, custom regular expressions included ({@code UrlPattern}).
 *
 * @since 0.1.0
 */
public final class PatternFunctions {

    private PatternFunctions() {}

    /**
     * Whether a link, read as a browser reads it (URL Standard §4.4), matches a URL pattern (URL
     * Pattern Standard §1.2 {@code test}).
     *
     * <pre>
     * url_pattern_test('https://example.com/books/:id', 'https://example.com/books/7')   -- true
     * url_pattern_test('https://example.com/books/:id', 'https://example.com/films/7')   -- false
     * url_pattern_test('https://example.com/books/:id', '/books/7')                      -- null
     * </pre>
     *
     * @param pattern a string column of URL patterns, usually a literal ({@code lit})
     * @param link    a string column of links
     * @return whether each link matches; null for a bad pattern or a link that is no URL
     */
    public static Column url_pattern_test(Column pattern, Column link) {
        return IriFunction.URL_PATTERN_TEST.call(pattern, link);
    }

    /**
     * The groups a link matched in a URL pattern (URL Pattern Standard §1.2 {@code exec}): a map
     * of the groups that took part, each keyed by its component and its name, {@code pathname.id}
     * (an unnamed group is numbered: {@code search.0}), in the components' order. A component the
     * pattern leaves out is a wildcard, whose group {@code 0} holds its whole value.
     *
     * <pre>
     * url_pattern_exec('https://:sub.example.com/books/:id', 'https://www.example.com/books/7')
     *   -- {username.0 -&gt; , password.0 -&gt; , hostname.sub -&gt; www, pathname.id -&gt; 7, search.0 -&gt; , hash.0 -&gt; }
     * </pre>
     *
     * @param pattern a string column of URL patterns, usually a literal
     * @param link    a string column of links
     * @return the groups; null where the link does not match, for a bad pattern or a link that is
     *     no URL
     */
    public static Column url_pattern_exec(Column pattern, Column link) {
        return IriFunction.URL_PATTERN_EXEC.call(pattern, link);
    }
}
