package org.iri4j.cli;

import java.util.List;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri display [--wrap embedding|isolate] IRI}: the form of an IRI reference to show to
 * people (RFC 3987 §4.1, §4.2; draft-ietf-iri-3987bis "Display of URIs/IRIs"), and why its host
 * is not shown as written ({@link DisplayResult#violations()}, RFC 3987 §8): notes on standard
 * error in text, {@code "violations"} in JSON. The display form keeps its left-to-right pair
 * ({@link Terminal#printableWrapped}); anything else in it is printed by {@link Terminal}'s rule.
 */
@Command(
        name = "display",
        mixinStandardHelpOptions = true,
        description = {
            "Print the form of an IRI reference to show to people (RFC 3987 §4.1, §4.2): characters "
                    + "that cannot be shown safely and components that break the bidi rules of §4.2 percent-encoded, "
                    + "and the whole wrapped in a left-to-right embedding when right-to-left text would otherwise "
                    + "change how it displays.",
            "The output is for people: it is not an IRI to parse again.",
            "A host label is not shown as written (but in ACE form, xn--) when no spoofing check (UTS #39, RFC 3987 "
                    + "§8) passed it, when it could pass for another name, or when it breaks the bidi rules; a single "
                    + "run in text says why on standard error, one CODE: MESSAGE line per finding "
                    + "(HOST_SPOOF_CHECK_UNAVAILABLE, idna.HOST_WHOLE_SCRIPT_CONFUSABLE, BIDI_MIXED_DIRECTIONS...), "
                    + "and exits 0; a batch prints only its line per input.",
            "JSON (--format json): {\"input\", \"display\", \"violations\": [{\"code\", \"severity\", \"start\", "
                    + "\"end\", \"component\", \"message\"}]}, as iri check writes violations."
        })
final class DisplayCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "IRI",
            hideParamSyntax = true,
            description = "The IRI reference (none with --batch).")
    private String input;

    @Option(
            names = "--wrap",
            paramLabel = "PAIR",
            defaultValue = "embedding",
            converter = EnumOption.Wrapping.class,
            description = "embedding (default: U+202A LRE ... U+202C PDF, as RFC 3987 §4.1 says) or isolate "
                    + "(U+2066 LRI ... U+2069 PDI, Unicode 6.3).")
    private BidiWrapping wrapping;

    @Override
    String input() {
        return input;
    }

    @Override
    Answer answer(String[] in) {
        DisplayResult result = env().displayResult(Iris.parse(in[0]), wrapping);
        String line = Terminal.printableWrapped(result.text(), wrapping.open(), wrapping.close());
        List<Violation> reasons = result.violations();
        Answer answer = Answer.of(
                List.of(line),
                line,
                new JsonObject().string("display", result.text()).objects("violations", Json.violations(reasons)));
        for (Violation v : reasons) {
            answer = answer.withNote(v.code().id() + ": " + v.message());
        }
        return answer;
    }
}
