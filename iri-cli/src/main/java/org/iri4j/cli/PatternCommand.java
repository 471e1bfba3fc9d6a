package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternCode;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternComponentResult;
import org.iri4j.web.UrlPatternOptions;
import org.iri4j.web.UrlPatternResult;
import org.iri4j.web.WebUrl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri pattern [--base URL] [--link-base URL] [--ignore-case] [--exec] PATTERN LINK}: a
 * link tested against a URL pattern (the WHATWG URL Pattern Standard, §1.2 {@code test}), or
 * with {@code --exec} the groups each component matched (§1.2 {@code exec}).
 *
 * <p>PATTERN is given with {@code --batch} too and compiled once; the lines are the links. A bad
 * PATTERN (or {@code --base}) fails each input with its error, as a bad {@code template}
 * TEMPLATE does. A link that does not match is an answer, {@code no-match}, which makes a single
 * run exit 1 as {@code compare}'s {@code different} does, so that it works in {@code if}. A LINK
 * the URL parser refuses is bad input with the parser's error and its index into LINK: the
 * Standard's {@code test} answers false for it, which would pass a broken link for one that
 * merely does not match.
 */
@Command(
        name = "pattern",
        mixinStandardHelpOptions = true,
        description = {
            "Test LINK, read as a browser reads a link (WHATWG URL Standard), against a URL pattern (WHATWG URL "
                    + "Pattern Standard, as URLPattern.test) and print match, or no-match. With --exec, print "
                    + "match and then each group that took part, one per line as COMPONENT.NAME=VALUE "
                    + "(pathname.id=7; an unnamed group is numbered: search.0=), in the components' order "
                    + "(protocol, username, password, hostname, port, pathname, search, hash).",
            "PATTERN is given with --batch too: each line is then one LINK (a TAB in it is part of the link, "
                    + "which the URL parser removes), answered with one line: match or no-match, with --exec "
                    + "followed by <TAB>COMPONENT.NAME=VALUE per group.",
            "Exit status: 0 when LINK matches; 1 when it does not (no-match, as compare's different; grep's 1), "
                    + "and for bad input: a PATTERN that is not one (urlpattern.UNBALANCED_REGEXP_GROUP, ... with "
                    + "its index), a --base or --link-base that is no URL, a LINK the URL parser refuses "
                    + "(url.*, with its index into LINK), each printed as CODE: MESSAGE on standard error, "
                    + "never a no-match; 2 for a usage mistake. With --batch the status is 0 once every line "
                    + "was read; a bad PATTERN gives every line its ERROR line.",
            "JSON (--format json): {\"input\" (LINK, or the line), \"pattern\", \"base\" and \"linkBase\" (if "
                    + "given), \"match\": true|false}; with --exec also \"components\": {\"protocol\": "
                    + "{\"input\", \"groups\": {NAME: VALUE or null for a group that did not take part}}, ...} "
                    + "(the Standard's URLPatternResult), null on no match."
        })
final class PatternCommand extends InputCommand {

    /** The text line of a match, and the first field of a batch line that matched. */
    static final String MATCH = "match";

    /** The text line of a link that does not match. */
    static final String NO_MATCH = "no-match";

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "PATTERN",
            hideParamSyntax = true,
            description = "The URL pattern, e.g. 'https://*.example.com/books/:id' or, with --base, '/books/:id' "
                    + "(given with --batch too).")
    private String patternText;

    @Parameters(
            index = "1",
            arity = "0..1",
            paramLabel = "LINK",
            hideParamSyntax = true,
            description = "The link to test (none with --batch: each line is one).")
    private String link;

    @Option(
            names = "--base",
            paramLabel = "URL",
            description = "The base URL of PATTERN (URLPattern's baseURL): what a relative PATTERN such as "
                    + "'/books/:id' takes its protocol, host and port from.")
    private String base;

    @Option(
            names = "--link-base",
            paramLabel = "URL",
            description = "The base URL LINK (each line, with --batch) is read against, so that a relative link "
                    + "such as '/books/7' can be tested.")
    private String linkBase;

    @Option(
            names = "--ignore-case",
            description = "Match the pathname, search and hash without regard to case (URLPattern's ignoreCase).")
    private boolean ignoreCase;

    @Option(
            names = "--exec",
            description = "Print the groups each component matched, not only whether LINK matches (URLPattern.exec).")
    private boolean exec;

    /** PATTERN compiled, before the first input; null when it is bad. */
    private UrlPattern pattern;

    /** Why PATTERN or {@code --base} is bad, named {@code pattern: } or {@code base: }; null when good. */
    private InvalidInputException patternFailure;

    /** {@code --link-base} parsed once (null for none, or when it is bad). */
    private WebUrl linkBaseUrl;

    /** Why {@code --link-base} is bad, named {@code link base: }; null when it is good or not given. */
    private InvalidInputException linkBaseFailure;

    @Override
    int inputCount() {
        return 1;
    }

    /** The input a single run answers: LINK; none when it is not given. */
    @Override
    List<String> arguments() {
        return link == null ? List.of() : List.of(link);
    }

    @Override
    void checkOptions() {
        if (patternText == null) {
            throw usage("missing PATTERN (the URL pattern, given with --batch too)");
        }
        if (link == null && !isBatch()) {
            throw usage("missing LINK (or give --batch and one link per line on standard input)");
        }
    }

    @Override
    void prepare() {
        UrlPatternOptions options = ignoreCase ? UrlPatternOptions.ignoringCase() : UrlPatternOptions.defaults();
        try {
            pattern = UrlPattern.compile(patternText, base, options);
        } catch (InvalidInputException e) {
            patternFailure = Inputs.named(e.code() == UrlPatternCode.INVALID_BASE_URL ? "base" : "pattern", e);
        }
        if (linkBase != null) {
            try {
                linkBaseUrl = WebUrl.parse(linkBase);
            } catch (InvalidInputException e) {
                linkBaseFailure = Inputs.named("link base", e);
            }
        }
    }

    @Override
    Answer answer(String[] in) {
        if (patternFailure != null) {
            throw patternFailure;
        }
        if (linkBaseFailure != null) {
            throw linkBaseFailure;
        }
        // the URL Standard's error, its index into the link itself: no name before its message
        WebUrl url = WebUrl.parse(in[0], linkBaseUrl);
        JsonObject json = new JsonObject().string("pattern", patternText);
        if (base != null) {
            json.string("base", base);
        }
        if (linkBase != null) {
            json.string("linkBase", linkBase);
        }
        if (!exec) {
            boolean matched = pattern.test(url);
            return Answer.of(matched ? MATCH : NO_MATCH, json.bool("match", matched))
                    .negative(!matched);
        }
        Optional<UrlPatternResult> result = pattern.exec(url);
        if (result.isEmpty()) {
            // JSON null: no components matched
            return Answer.of(NO_MATCH, json.bool("match", false).string("components", null))
                    .negative(true);
        }
        return groups(result.get(), json.bool("match", true));
    }

    /**
     * A match with its groups (URL Pattern Standard §1.5 "create a component match result"): in
     * text each group that took part as {@code COMPONENT.NAME=VALUE}; in JSON each component's
     * input and every group, null for one that did not take part (ECMAScript's undefined).
     */
    private static Answer groups(UrlPatternResult result, JsonObject json) {
        List<String> lines = new ArrayList<>();
        lines.add(MATCH);
        StringBuilder batchLine = new StringBuilder(MATCH);
        JsonObject components = new JsonObject();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            UrlPatternComponentResult matched = result.component(c);
            JsonObject groups = new JsonObject();
            for (String name : matched.groupNames()) {
                String value = matched.group(name).orElse(null);
                groups.string(name, value);
                if (value != null) {
                    String field = BatchRunner.singleLine(c.key() + "." + name + "=" + value);
                    lines.add(field);
                    batchLine.append('\t').append(field);
                }
            }
            components.object(
                    c.key(), new JsonObject().string("input", matched.input()).object("groups", groups));
        }
        return Answer.of(lines, batchLine.toString(), json.object("components", components));
    }
}
