package org.iri4j.web;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;

/**
 * The one routine behind {@link WebUrl}'s entry points (URL Standard §4.4 "basic URL parser"
 * without a URL or state override, and §4.3 "URL parser"): the throwing {@code parse}, the
 * non-throwing {@code tryParse} and {@code canParse}, and the reporting {@code read} all run it,
 * each with a {@link Reporter} that keeps what it needs and no more. It reads text and gives a
 * {@link Layout}; the value wraps that.
 */
final class Parsing {

    private Parsing() {}

    /**
     * What a reading found.
     *
     * @param url        the URL, or null when the parser returned failure
     * @param violations every validation error in the Standard's order, the failure, if any, last
     * @param cause      what a plugin threw when its failure ended the parse, or null
     */
    record Reading(Layout url, List<Violation> violations, RuntimeException cause) {}

    /**
     * Parses an input against a base URL.
     *
     * @param in      the preprocessed input
     * @param base    the base URL, or null
     * @param options the options
     * @param report  where errors go
     * @return the URL, or null on failure (the reporter holds it)
     */
    private static Layout basic(Input in, Layout base, WebUrlOptions options, Reporter report) {
        if (report.collecting()) {
            preprocessingErrors(in, report);
        }
        UrlRecord url = new UrlRecord(in.end - in.start + 8);
        Parse ps = new Parse(in, url, base, null, report, options);
        return Parser.run(ps, State.SCHEME_START) ? url.build() : null;
    }

    /**
     * §4.4 steps 1-3: one invalid-URL-unit when leading or trailing C0 controls and spaces are
     * removed, one more when tabs or newlines are, as the Standard reports them.
     */
    private static void preprocessingErrors(Input in, Reporter report) {
        if (in.trimmedStart > 0) {
            report.warnOriginal(
                    UrlCode.INVALID_URL_UNIT, Component.SCHEME, 0, in.trimmedStart, "leading C0 control or space");
        } else if (in.trimmedEnd < in.originalLength()) {
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
    private static Input input(String input, Layout base, WebUrlOptions options) {
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
    static Layout parse(String input, Layout base, WebUrlOptions options) {
        Layout plain = plainLink(input, base, options);
        if (plain != null) {
            return plain;
        }
        Input in = input(input, base, options);
        Reporter report = new Reporter(in, Reporter.Mode.FAILURE);
        Layout url = basic(in, base, options, report);
        if (url == null) {
            throw new InvalidInputException(input, List.of(failure(report)), report.cause());
        }
        return url;
    }

    /**
     * Parses without building a message for any error: the cheap path of {@code tryParse} and
     * {@code canParse}.
     *
     * @param input   the input
     * @param base    the base URL, or null
     * @param options the options
     * @return the URL, or null on failure
     */
    static Layout orNull(String input, Layout base, WebUrlOptions options) {
        Layout plain = plainLink(input, base, options);
        if (plain != null) {
            return plain;
        }
        Input in = input(input, base, options);
        return basic(in, base, options, new Reporter(in, Reporter.Mode.SILENT));
    }

    /**
     * Parses and reports.
     *
     * @param input   the input
     * @param base    the base URL, or null
     * @param options the options
     * @return what was found
     */
    static Reading read(String input, Layout base, WebUrlOptions options) {
        Input in = input(input, base, options);
        Reporter report = new Reporter(in, Reporter.Mode.EVERY);
        Layout url = basic(in, base, options, report);
        List<Violation> violations = report.violations();
        if (url == null && report.failure() == null) {
            violations = new ArrayList<>(violations);
            violations.add(0, failure(report));
        }
        return new Reading(url, violations, url == null ? report.cause() : null);
    }

    /**
     * The URL of an input that is a plain link ({@link PlainLinks}), read without the parser,
     * where nothing but the input decides it: no base URL, queries in UTF-8.
     *
     * @return the URL, or null when the parser must read the input
     */
    private static Layout plainLink(String input, Layout base, WebUrlOptions options) {
        return base == null && StandardCharsets.UTF_8.equals(options.queryEncoding()) ? PlainLinks.read(input) : null;
    }

    /** The violation that ended a failed parse; every failure is reported, this fallback keeps it so. */
    private static Violation failure(Reporter report) {
        Violation failure = report.failure();
        return failure != null
                ? failure
                : Violation.of(UrlCode.MISSING_SCHEME_NON_RELATIVE_URL, Component.SCHEME, 0, 0, "not a URL");
    }
}
