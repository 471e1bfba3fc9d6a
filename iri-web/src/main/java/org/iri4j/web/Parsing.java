package org.iri4j.web;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;

/**
 * The one routine behind {@link WebUrl}'s entry points (URL Standard §4.4 "basic URL parser"
 * without a URL or state override, and §4.3 "URL parser"): the throwing {@code parse}, the
 * boolean {@code canParse} and the reporting {@code read} all run it.
 */
final class Parsing {

    private Parsing() {}

    /**
     * Parses an input against a base URL.
     *
     * @param in      the preprocessed input
     * @param base    the base URL, or null
     * @param options the options
     * @param report  where errors go
     * @return the URL, or null on failure (the reporter holds it)
     */
    static WebUrl basic(Input in, WebUrl base, WebUrlOptions options, Reporter report) {
        if (report.collecting()) {
            preprocessingErrors(in, report);
        }
        UrlRecord url = new UrlRecord(in.end - in.start + 8);
        Parse ps = new Parse(in, url, base, null, report, options);
        return Parser.run(ps, State.SCHEME_START) ? url.build() : null;
    }

    /** §4.4 steps 1-3: leading or trailing C0 controls and spaces, tabs and newlines. */
    private static void preprocessingErrors(Input in, Reporter report) {
        if (in.trimmedStart > 0) {
            report.warnOriginal(
                    UrlCode.INVALID_URL_UNIT, Component.SCHEME, 0, in.trimmedStart, "leading C0 control or space");
        }
        if (in.trimmedEnd < in.originalLength()) {
            report.warnOriginal(
                    UrlCode.INVALID_URL_UNIT,
                    Component.FRAGMENT,
                    in.trimmedEnd,
                    in.originalLength(),
                    "trailing C0 control or space");
        }
        if (in.hadTabOrNewline()) {
            int at = in.firstRemovalOriginal();
            report.warnOriginal(UrlCode.INVALID_URL_UNIT, Component.PATH, at, at + 1, "ASCII tab or newline");
        }
    }

    /**
     * The input of a parse without a given URL: preprocessed (§4.4 steps 1-3), and read after the
     * assumed scheme's {@code ://} when the options have one, no base URL is given and the
     * scheme state would find no scheme ({@link WebUrlOptions#withAssumedScheme}).
     *
     * @param input   the caller's string
     * @param base    the base URL, or null
     * @param options the options
     * @return the input to parse
     */
    private static Input input(String input, WebUrl base, WebUrlOptions options) {
        Input in = Input.of(input);
        String prefix = options.assumedPrefix();
        if (prefix == null || base != null || SchemeStates.startsWithScheme(in.text, in.start, in.end)) {
            return in;
        }
        return in.assuming(prefix);
    }

    /**
     * Parses, throwing on failure.
     *
     * @param input   the input
     * @param base    the base URL, or null
     * @param options the options
     * @return the URL
     * @throws InvalidInputException on failure
     */
    static WebUrl parse(String input, WebUrl base, WebUrlOptions options) {
        Input in = input(input, base, options);
        Reporter report = new Reporter(in, false);
        WebUrl url = basic(in, base, options, report);
        if (url == null) {
            throw failure(input, report);
        }
        return url;
    }

    /**
     * Parses without building a message for any error.
     *
     * @param input the input
     * @param base  the base URL, or null
     * @return the URL, or null on failure
     */
    static WebUrl orNull(String input, WebUrl base) {
        Input in = Input.of(input);
        return basic(in, base, WebUrlOptions.defaults(), new Reporter(in, false));
    }

    /**
     * Parses and reports.
     *
     * @param input   the input
     * @param base    the base URL, or null
     * @param options the options
     * @return the result
     */
    static WebUrlResult read(String input, WebUrl base, WebUrlOptions options) {
        Input in = input(input, base, options);
        Reporter report = new Reporter(in, true);
        WebUrl url = basic(in, base, options, report);
        return new WebUrlResult(url, report.violations(), url == null ? failure(input, report) : null);
    }

    /**
     * The exception for a failed parse.
     *
     * @param input  the input
     * @param report the reporter that saw the failure
     * @return the exception
     */
    static InvalidInputException failure(String input, Reporter report) {
        Violation failure = report.failure();
        if (failure == null) {
            failure = Violation.of(UrlCode.MISSING_SCHEME_NON_RELATIVE_URL, Component.SCHEME, 0, 0, "not a URL");
        }
        return new InvalidInputException(input, List.of(failure), report.cause());
    }
}
