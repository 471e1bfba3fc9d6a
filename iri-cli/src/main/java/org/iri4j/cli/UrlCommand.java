package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriMapper;
import org.iri4j.api.Violation;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri url [--base BASE] [--whole-line] [--to-iri] INPUT}: a link read as a browser reads
 * it, by the WHATWG URL Standard's basic URL parser (§4.4), and its serialization (§4.5), or the
 * IRI of that URL ({@link IriBridge#toIri}, RFC 3987 §3.2). With {@code --batch}, a line is
 * {@code BASE<TAB>INPUT} or {@code INPUT} without {@code --base}; with {@code --base} or
 * {@code --whole-line} the whole line is {@code INPUT}, its TABs removed by the parser as the
 * Standard says (§4.4 step 3), never taken for a separator. JSON also says whether INPUT, as
 * written, is a valid URL string (§4.3 URL writing), against the base when there is one.
 */
@Command(
        name = "url",
        mixinStandardHelpOptions = true,
        description = {
            "Read INPUT as a browser reads a link (the WHATWG URL Standard), against BASE if given, and print "
                    + "its href (--to-iri: the IRI of that URL). Not RFC 3987: see parse and to-uri for that.",
            "With --batch, each line is one INPUT when --base or --whole-line is given (a TAB in it is part of "
                    + "the link, which the Standard removes), and otherwise BASE<TAB>INPUT or INPUT.",
            "JSON (--format json): {\"input\" (the line), \"base\" (if any), \"href\", \"origin\", \"protocol\", \"username\", "
                    + "\"password\", \"host\", \"hostname\", \"port\", \"pathname\", \"search\", \"hash\", "
                    + "\"errors\": [{\"code\", \"start\", \"end\", \"message\"}], \"validUrlString\", and with --to-iri "
                    + "\"iri\"}: the URL API's attributes, the validation errors the parser reported without failing "
                    + "(start and end: UTF-16 indexes into INPUT, the end exclusive), and whether INPUT as written is "
                    + "a valid URL string (§4.3 URL writing, against BASE if given), which is stricter than what parses."
        })
final class UrlCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "INPUT",
            hideParamSyntax = true,
            description = "The text of the link (none with --batch: each line is INPUT, or BASE<TAB>INPUT without "
                    + "--base and --whole-line).")
    private String input;

    @Option(
            names = "--base",
            paramLabel = "BASE",
            description =
                    "The base URL that INPUT is read against; with --batch, every line is read against it, " + "whole.")
    private String base;

    @Option(
            names = "--whole-line",
            description = "With --batch and no --base: each whole line is one INPUT, read without a base; a TAB in "
                    + "it is no separator (the Standard removes it), so one link per line is read as written.")
    private boolean wholeLine;

    @Option(
            names = "--to-iri",
            description = "Print the IRI of the URL instead of its href (RFC 3987 §3.2 on the href made a URI, DNS "
                    + "hosts in Unicode when safe to show): the bridge from links to IRIs.")
    private boolean toIri;

    /** {@link #base} parsed once, before the first input (null for none). */
    private WebUrl baseUrl;

    /** Whether a batch line is BASE<TAB>INPUT: no --base and no --whole-line. */
    private boolean pairs;

    /**
     * The mapper of the bridge with --to-iri (RFC 3987 §3.2), built once from the command's
     * environment: a plain one, since the bridge decides the host itself.
     */
    private IriMapper mapper;

    @Override
    String input() {
        return input;
    }

    @Override
    void checkOptions() {
        if (wholeLine && !isBatch()) {
            throw usage("--whole-line applies to --batch only");
        }
    }

    @Override
    void prepare() {
        super.prepare();
        if (base != null) {
            baseUrl = WebUrl.tryParse(base).orElse(null); // a bad --base fails each input, named
        }
        pairs = isBatch() && base == null && !wholeLine;
        mapper = toIri ? env().mapperBuilder().build() : null;
    }

    @Override
    Answer answer(String[] in) {
        int tab = pairs ? in[0].indexOf('\t') : -1;
        String text = tab < 0 ? in[0] : in[0].substring(tab + 1);
        String baseText = tab < 0 ? base : in[0].substring(0, tab);
        WebUrl against = tab < 0 ? baseUrl : null;
        if (baseText != null && against == null) {
            against = parseBase(baseText);
        }
        WebUrlResult result = WebUrl.read(text, against);
        WebUrl url = result.orElseThrow();
        JsonObject json =
                json(baseText, url, result.violations()).bool("validUrlString", WebUrl.isValidUrlString(text, against));
        if (!toIri) {
            return Answer.of(url.href(), json);
        }
        String iri = IriBridge.toIri(url, mapper).toString();
        return Answer.of(iri, json.string("iri", iri));
    }

    private static WebUrl parseBase(String text) {
        try {
            return WebUrl.parse(text);
        } catch (InvalidInputException e) {
            throw Inputs.named("base", e);
        }
    }

    private static JsonObject json(String baseText, WebUrl url, List<Violation> violations) {
        List<JsonObject> errors = new ArrayList<>(violations.size());
        for (Violation v : violations) {
            errors.add(new JsonObject()
                    .string("code", v.code().id())
                    .number("start", v.start())
                    .number("end", v.end())
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
