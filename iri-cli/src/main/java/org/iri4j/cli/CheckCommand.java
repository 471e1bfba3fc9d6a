package org.iri4j.cli;

import java.io.PrintWriter;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code iri check [--rule R] STRING}: {@code valid} or {@code invalid}, then the violations.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check a string against a rule and the recommendations of RFC 3986/3987.",
            "Prints valid or invalid, then one line per violation: code, severity, index, message.",
            "With --batch: valid or invalid, then <TAB>code[,code...] when there are violations."})
final class CheckCommand extends OneInputCommand {

    @Option(names = "--rule", converter = RuleOption.class, paramLabel = "RULE", defaultValue = "IRI-reference",
            description = "IRI, IRI-reference (default), absolute-IRI, irelative-ref, URI, URI-reference, "
                    + "absolute-URI, relative-ref.")
    private IriRule rule;

    @Override
    String apply(String[] in) {
        CheckResult result = Iris.check(in[0], rule);
        String verdict = result.isValid() ? "valid" : "invalid";
        if (result.violations().isEmpty()) {
            return verdict;
        }
        return verdict + "\t" + result.violations().stream()
                .map(v -> v.code().name()).distinct().collect(Collectors.joining(","));
    }

    @Override
    int single(String[] in, PrintWriter out) {
        CheckResult result = Iris.check(in[0], rule);
        out.println(result.isValid() ? "valid" : "invalid");
        for (Violation v : result.violations()) {
            out.println(v.code() + "\t" + v.severity() + "\t" + v.start() + "\t" + BatchRunner.singleLine(v.message()));
        }
        return result.isValid() ? 0 : Cli.BAD_INPUT;
    }
}
