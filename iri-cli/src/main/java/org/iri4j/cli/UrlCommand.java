package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.Violation;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri url [--base BASE] INPUT}: a link read as a browser reads it, by the WHATWG URL
 * Standard's basic URL parser (§4.4), and its serialization (§4.5). With {@code --batch}, a line
 * is {@code INPUT}, or {@code BASE<TAB>INPUT}.
 */
@Command(
        name = "url",
        mixinStandardHelpOptions = true,
        description = {
            "Read INPUT as a browser reads a link (the WHATWG URL Standard), against BASE if given, and print "
                    + "its href. Not RFC 3987: see parse and to-uri for that.",
            "JSON (--format json): {\"input\" (the line), \"base\" (if any), \"href\", \"origin\", \"protocol\", \"username\", "
                    + "\"password\", \"host\", \"hostname\", \"port\", \"pathname\", \"search\", \"hash\", "
                    + "\"errors\": [{\"code\", \"index\", \"message\"}]}: the URL API's attributes and the "
                    + "validation errors the parser reported without failing."
        })
final class UrlCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "INPUT",
            hideParamSyntax = true,
            description = "The text of the link (none with --batch: each line is INPUT or BASE<TAB>INPUT).")
    private String input;

    @Option(
            names = "--base",
            paramLabel = "BASE",
            description = "The base URL that INPUT is read against (a batch line's own BASE comes first).")
    private String base;

    /** {@link #base} parsed once, before the first input (null for none). */
    private WebUrl baseUrl;

    @Override
    String input() {
        return input;
    }

    @Override
    void prepare() {
        super.prepare();
        if (base != null) {
            baseUrl = WebUrl.read(base, null).url().orElse(null); // a bad --base fails each input, named
        }
    }

    @Override
    Answer answer(String[] in) {
        int tab = isBatch() ? in[0].indexOf('\t') : -1;
        String text = tab < 0 ? in[0] : in[0].substring(tab + 1);
        String baseText = tab < 0 ? base : in[0].substring(0, tab);
        WebUrl against = tab < 0 ? baseUrl : null;
        if (baseText != null && against == null) {
            against = parseBase(baseText);
        }
        WebUrlResult result = WebUrl.read(text, against);
        WebUrl url = result.orElseThrow();
        return Answer.of(url.href(), json(baseText, url, result.violations()));
    }

    private static WebUrl parseBase(String text) {
        try {
            return WebUrl.parse(text);
        } catch (IriSyntaxException e) {
            throw Inputs.named("base", e);
        }
    }

    private static JsonObject json(String baseText, WebUrl url, List<Violation> violations) {
        List<JsonObject> errors = new ArrayList<>(violations.size());
        for (Violation v : violations) {
            errors.add(new JsonObject()
                    .string("code", v.code().id())
                    .number("index", v.start())
                    .string("message", v.message()));
        }
        JsonObject json = baseText == null ? new JsonObject() : new JsonObject().string("base", baseText);
        return json.string("href", url.href())
                .string("origin", url.origin())
                .string("protocol", url.protocol())
                .string("username", url.username())
                .string("password", url.password())
                .string("host", url.host())
                .string("hostname", url.hostname())
                .string("port", url.port())
                .string("pathname", url.pathname())
                .string("search", url.search())
                .string("hash", url.hash())
                .objects("errors", errors);
    }
}
