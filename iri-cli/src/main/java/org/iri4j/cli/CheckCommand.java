package org.iri4j.cli;

import java.io.PrintWriter;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code iri check [--rule R] STRING}: {@code valid} or {@code invalid}, then the violations.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check a string against a rule and the recommendations of RFC 3986/3987.",
            "Prints valid or invalid, then one line per violation: code, severity, index, message.",
            "With --batch: valid or invalid, then <TAB>code[,code...] when there are violations.",
            "A scheme plugin's rules (an empty http host, a mailto address that is no addr-spec) are warnings, "
                + "unless --profile strict makes them errors."})
final class CheckCommand extends OneInputCommand {

    @Option(names = "--rule", converter = RuleOption.class, paramLabel = "RULE", defaultValue = "IRI-reference",
            description = "IRI, IRI-reference (default), absolute-IRI, irelative-ref, URI, URI-reference, "
                    + "absolute-URI, relative-ref.")
    private IriRule rule;

    @Option(names = "--profile", paramLabel = "PROFILE", defaultValue = "standard",
            description = "standard (default: validity is the generic grammar, scheme rules are warnings) or strict "
                    + "(scheme rules are errors, with the severity their specification gives them).")
    private SeverityMap.Profile profile;

    private IriEnvironment checking;

    private IriEnvironment checking() {
        if (checking == null) {
            checking = env().withSeverities(SeverityMap.of(profile));
        }
        return checking;
    }

    @Override
    String apply(String[] in) {
        CheckResult result = checking().check(in[0], rule);
        String verdict = result.isValid() ? "valid" : "invalid";
        if (result.violations().isEmpty()) {
            return verdict;
        }
        return verdict + "\t" + result.violations().stream()
                .map(v -> v.code().id()).distinct().collect(Collectors.joining(","));
    }

    @Override
    int single(String[] in, PrintWriter out) {
        CheckResult result = checking().check(in[0], rule);
        out.println(result.isValid() ? "valid" : "invalid");
        for (Violation v : result.violations()) {
            out.println(v.code().id() + "\t" + v.severity() + "\t" + v.start() + "\t" + BatchRunner.singleLine(v.message()));
        }
        return result.isValid() ? 0 : Cli.BAD_INPUT;
    }
}
