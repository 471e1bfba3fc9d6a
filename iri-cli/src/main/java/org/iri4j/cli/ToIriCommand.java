package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code iri to-iri URI}: the IRI a URI converts to (RFC 3987 §3.2).
 */
@Command(
        name = "to-iri",
        mixinStandardHelpOptions = true,
        description = {
            "Convert a URI reference to an IRI (RFC 3987 §3.2): decode the percent-encoded UTF-8 "
                    + "characters an IRI may hold, keep every other percent-encoding.",
            "JSON (--format json): {\"input\", \"iri\"}, with --steps also \"steps\": [the five results]."
        })
final class ToIriCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "URI",
            hideParamSyntax = true,
            description = "The URI reference (none with --batch).")
    private String input;

    @Mixin
    private LeniencyOptions reading;

    @Option(
            names = "--unicode-hosts",
            description = "Also convert punycode labels (xn--) of DNS hosts with ToUnicode, keeping any label that "
                    + "does not convert back to itself (draft-ietf-iri-3987bis step 6).")
    private boolean unicodeHosts;

    @Option(
            names = "--steps",
            description =
                    "Print the result after each of the five steps of RFC 3987 §3.2, in the notation of "
                            + "its §3.2.1 examples (TAB-separated in batch mode); the input must be a URI reference. "
                            + "Not with --leniency leiri|web-address-3987bis or --unicode-hosts, which the RFC's steps do not have.")
    private boolean steps;

    private IriMapper mapper;

    @Override
    String input() {
        return input;
    }

    @Override
    void checkOptions() {
        if (steps && reading.leniency() != Leniency.STRICT) {
            throw usage("--steps does not apply to --leniency " + EnumOption.name(reading.leniency())
                    + ": the steps of RFC 3987 §3.2 read a URI strictly");
        }
        if (steps && unicodeHosts) {
            throw usage("--steps does not apply to --unicode-hosts, which is no step of RFC 3987 §3.2");
        }
    }

    @Override
    Answer answer(String[] in) {
        if (!steps) {
            return Answer.of(
                    "iri", mapper.toIri(Iris.parse(in[0], reading.leniency())).toString());
        }
        List<String> results = mapper.toIriSteps(Iris.parse(in[0], IriRule.URI_REFERENCE));
        List<String> numbered = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            numbered.add((i + 1) + ". " + results.get(i));
        }
        JsonObject json =
                new JsonObject().string("iri", results.get(results.size() - 1)).strings("steps", results);
        return Answer.of(numbered, String.join("\t", results), json);
    }

    @Override
    void prepare() {
        mapper = env().mapperBuilder().unicodeHosts(unicodeHosts).build();
    }
}
