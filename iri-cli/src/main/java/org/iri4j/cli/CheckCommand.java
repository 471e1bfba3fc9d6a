package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.web.WebUrl;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri check [--rule R] [--url-string] STRING}: {@code valid} or {@code invalid}, then the
 * violations. With {@code --url-string}, the WHATWG URL Standard's reading beside RFC 3987's:
 * whether STRING is a valid URL string (URL Standard §4.3 URL writing, without a base URL), in a
 * second field of the verdict line and as {@code "validUrlString"} in JSON; the exit status stays
 * the rule's.
 */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Check a string against a rule and the recommendations of RFC 3986/3987.",
            "Prints valid or invalid, then one line per violation: code<TAB>severity<TAB>start<TAB>message; "
                    + "exits 1 when invalid.",
            "With --batch, one line per input: valid or invalid, then for each violation the same four fields, "
                    + "<TAB>code<TAB>severity<TAB>start<TAB>message.",
            "JSON (--format json): {\"input\", \"valid\": true|false, \"violations\": [{\"code\", \"severity\", "
                    + "\"start\", \"end\", \"component\", \"message\"}]} (start and end: UTF-16 indexes into the "
                    + "input, the end exclusive).",
            "A scheme plugin's rules (an empty http host, a mailto address that is no addr-spec) are warnings, "
                    + "unless --profile strict makes them errors.",
            "With --url-string, the verdict line has a second field, valid-url-string or invalid-url-string: "
                    + "whether STRING is a valid URL string of the WHATWG URL Standard (§4.3 URL writing; "
                    + "no base URL, so an absolute URL), and JSON has \"validUrlString\": true|false. The exit "
                    + "status stays RFC 3987's."
        })
final class CheckCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "STRING",
            hideParamSyntax = true,
            description = "The string to check (none with --batch).")
    private String input;

    @Option(
            names = "--rule",
            converter = RuleOption.class,
            paramLabel = "RULE",
            defaultValue = "IRI-reference",
            description = "IRI, IRI-reference (default), absolute-IRI, irelative-ref, URI, URI-reference, "
                    + "absolute-URI, relative-ref.")
    private IriRule rule;

    @Option(
            names = "--profile",
            paramLabel = "PROFILE",
            defaultValue = "standard",
            converter = EnumOption.Profile.class,
            description = "standard (default: validity is the generic grammar, scheme rules are warnings) or strict "
                    + "(scheme rules are errors, with the severity their specification gives them).")
    private SeverityMap.Profile profile;

    @Option(
            names = "--url-string",
            description = "Also say whether STRING is a valid URL string of the WHATWG URL Standard (URL writing, "
                    + "no base URL): valid-url-string or invalid-url-string after the verdict, \"validUrlString\" "
                    + "in JSON.")
    private boolean urlString;

    private IriEnvironment checking;

    @Override
    void prepare() {
        checking = env().withSeverities(SeverityMap.of(profile));
    }

    @Override
    String input() {
        return input;
    }

    @Override
    Answer answer(String[] in) {
        CheckResult result = checking.check(in[0], rule);
        String verdict = result.isValid() ? "valid" : "invalid";
        JsonObject json = new JsonObject().bool("valid", result.isValid());
        if (urlString) { // the URL Standard's reading beside the rule's (§4.3 URL writing, no base URL)
            boolean validUrlString = WebUrl.isValidUrlString(in[0]);
            verdict += validUrlString ? "\tvalid-url-string" : "\tinvalid-url-string";
            json.bool("validUrlString", validUrlString);
        }
        json.objects("violations", Json.violations(result.violations()));
        List<String> lines = new ArrayList<>();
        lines.add(verdict);
        StringBuilder batchLine = new StringBuilder(verdict);
        for (Violation v : result.violations()) {
            String fields =
                    v.code().id() + "\t" + v.severity() + "\t" + v.start() + "\t" + BatchRunner.singleLine(v.message());
            lines.add(fields);
            batchLine.append('\t').append(fields);
        }
        return Answer.of(lines, batchLine.toString(), json).negative(!result.isValid());
    }
}
