package org.iri4j.cli;

import java.io.PrintWriter;
import java.util.List;
import org.iri4j.api.IriMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code iri to-iri URI}: the IRI a URI converts to (RFC 3987 §3.2).
 */
@Command(name = "to-iri", mixinStandardHelpOptions = true,
        description = "Convert a URI reference to an IRI (RFC 3987 §3.2): decode the percent-encoded UTF-8 "
                + "characters an IRI may hold, keep every other percent-encoding.")
final class ToIriCommand extends OneInputCommand {

    @Mixin
    private LeniencyOption leniency;

    @Option(names = "--unicode-hosts",
            description = "Also convert punycode labels (xn--) of DNS hosts with ToUnicode, keeping any label that "
                    + "does not convert back to itself (draft-ietf-iri-3987bis step 6).")
    private boolean unicodeHosts;

    @Option(names = "--steps",
            description = "Print the result after each of the five steps of RFC 3987 §3.2, in the notation of "
                    + "its §3.2.1 examples (TAB-separated in batch mode); the input must be a URI reference, "
                    + "and --leniency and --unicode-hosts do not apply.")
    private boolean steps;

    private IriMapper mapper;

    @Override
    int single(String[] in, PrintWriter out) {
        if (!steps) {
            return super.single(in, out);
        }
        List<String> results = mapper().toIriSteps(in[0]);
        for (int i = 0; i < results.size(); i++) {
            out.println((i + 1) + ". " + results.get(i));
        }
        return 0;
    }

    @Override
    String apply(String[] in) {
        if (steps) {
            return String.join("\t", mapper().toIriSteps(in[0]));
        }
        return mapper().toIri(in[0]).toString();
    }

    private IriMapper mapper() {
        if (mapper == null) {
            mapper = env().mapperBuilder().leniency(leniency.leniency).unicodeHosts(unicodeHosts).build();
        }
        return mapper;
    }
}
