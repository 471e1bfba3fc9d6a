package org.iri4j.tests;

import java.util.List;
import java.util.Optional;

/**
 * Which of iri4j's modules a package belongs to, by its root package, named as the module is
 * on the module path ({@code module-info.java}, or the automatic module name of iri-jena and
 * iri-spark). The architecture rules that speak of "another module" read it; a package under
 * no root here is a module of its own, so a new module fails those rules until it is added
 * ({@code QualifiedExportsTest#everyPackageOfMainCodeBelongsToAKnownModule}).
 */
final class Modules {

    /** Root package and module, one line per root: a package belongs to its longest root. */
    private static final List<String[]> ROOTS = List.of(
            root("org.iri4j.api", "org.iri4j.api"),
            root("org.iri4j.spi", "org.iri4j.api"),
            root("org.iri4j.core", "org.iri4j.core"),
            root("org.iri4j.scheme.http", "org.iri4j.scheme.http"),
            root("org.iri4j.scheme.mailto", "org.iri4j.scheme.mailto"),
            root("org.iri4j.scheme.urn", "org.iri4j.scheme.urn"),
            root("org.iri4j.scheme.data", "org.iri4j.scheme.data"),
            root("org.iri4j.idna", "org.iri4j.idna"),
            root("org.iri4j.web", "org.iri4j.web"),
            root("org.iri4j.canon", "org.iri4j.canon"),
            root("org.iri4j.template", "org.iri4j.template"),
            root("org.iri4j.testkit", "org.iri4j.testkit"),
            root("org.iri4j.jena", "org.iri4j.jena"),
            root("org.iri4j.spark", "org.iri4j.spark"),
            root("org.iri4j.cli", "org.iri4j.cli"),
            root("org.iri4j.bench", "org.iri4j.bench"));

    private Modules() {}

    private static String[] root(String pkg, String module) {
        return new String[] {pkg, module};
    }

    /**
     * @param pkg a package name
     * @return the module that holds it, if it lies under one of iri4j's roots
     */
    static Optional<String> known(String pkg) {
        String[] best = null;
        for (String[] root : ROOTS) {
            boolean under = pkg.equals(root[0]) || pkg.startsWith(root[0] + ".");
            if (under && (best == null || root[0].length() > best[0].length())) {
                best = root;
            }
        }
        return best == null ? Optional.empty() : Optional.of(best[1]);
    }

    /**
     * @param pkg a package name
     * @return the module that holds it, or the package itself when no root holds it
     */
    static String of(String pkg) {
        return known(pkg).orElse(pkg);
    }

    /**
     * Whether a package is internal: one of its names is {@code internal} (issue 33's boundary).
     *
     * @param pkg a package name
     * @return true for {@code org.iri4j.web.internal.codec}, false for {@code org.iri4j.web}
     */
    static boolean isInternal(String pkg) {
        return ("." + pkg + ".").contains(".internal.");
    }
}
