package org.iri4j.tests.discovery;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.PluginProblem;

/**
 * Run in a fresh JVM by {@link DefaultEnvironmentInFreshJvmTest}, with the broken services files
 * on its class path: uses the default environment through {@link Iris} many times, then prints
 * one line per answer (UTF-8, fields separated by TAB), one per problem of the default
 * environment, and {@code done}. Nothing is caught here: a {@code Throwable} that escapes makes
 * the JVM exit with a status other than 0.
 */
public final class DefaultEnvironmentProbe {

    private DefaultEnvironmentProbe() {}

    /**
     * Runs the probe.
     *
     * @param args the number of rounds of every operation
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        int rounds = Integer.parseInt(args[0]);
        for (int i = 0; i < rounds; i++) {
            everyOperation();
        }
        Iri http = Iris.parse("http://a/b?q#f");
        out.println("parse\t" + http + "\t" + http.host().orElse("none"));
        CheckResult check = Iris.check("http:///x");
        out.println("check\t" + (check.isValid() ? "valid" : "invalid") + "\t"
                + check.violations().stream()
                        .map(v -> v.code().namespace() + "." + v.code().name() + " " + v.severity())
                        .collect(Collectors.joining(",")));
        out.println("toUri\t" + Iris.mapperBuilder().build().toUri(Iris.parse("http://b\u00FCcher.example/")));
        out.println("normalize\t" + Iris.normalize(Iris.parse("HTTP://A:80"), ComparisonLevel.SCHEME));
        out.println("compare\t"
                + Iris.comparatorBuilder()
                        .level(ComparisonLevel.SCHEME)
                        .build()
                        .equivalent(Iris.parse("HTTP://A:80"), Iris.parse("http://a/")));
        out.println("displayHost\t"
                + Iris.displayHost(Iris.parse("http://xn--bcher-kva.example/")).orElse("none"));
        out.println("display\t" + Iris.display(Iris.parse("http://a/b")));
        IriEnvironment env = IriEnvironment.defaults();
        out.println("schemes\t" + String.join(",", env.schemes()));
        out.println("hostMapper\t" + env.hostMapper().name());
        for (PluginProblem problem : env.problems()) {
            out.println("problem\t" + problem.kind() + "\t" + problem.service() + "\t" + problem.provider() + "\t"
                    + problem.message());
        }
        // Another environment from the same class path, with the default reporter: it lists
        // the problems too, but they were already reported in this JVM.
        List<PluginProblem> again = IriEnvironment.builder().discover().build().problems();
        out.println("again\t" + again.size());
        out.println("done");
    }

    private static void everyOperation() {
        Iri iri = Iris.parse("HTTP://B\u00FCcher.Example:80/%7e/a/../b?q");
        Iris.check("http:///x");
        Iris.mapperBuilder().build().toUri(iri);
        Iris.mapperBuilder().build().toIri(Iris.parse("http://xn--bcher-kva.example/%C3%A9"));
        Iris.normalize(iri, ComparisonLevel.SCHEME);
        Iris.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .build()
                .equivalent(iri, Iris.parse("http://xn--bcher-kva.example/~/b?q"));
        Iris.displayHost(iri);
        Iris.display(iri);
        IriEnvironment.defaults().problems();
    }
}
