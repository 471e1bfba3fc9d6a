package org.iri4j.tests.discovery;

import java.util.Locale;
import java.util.Map;

/**
 * Plugin modules broken on purpose, compiled at test time: what javac accepts and the module
 * system resolves, but {@code ServiceLoader} cannot turn into a provider.
 */
final class BrokenModuleSources {

    /** A module whose provider's constructor throws. */
    static final String CONSTRUCTOR_MODULE = "com.example.brokenctor";

    static final String CONSTRUCTOR_PROVIDER = "com.example.brokenctor.ThrowingScheme";

    /** A module whose provider's static initializer throws. */
    static final String STATIC_INIT_MODULE = "com.example.brokenstatic";

    static final String STATIC_INIT_PROVIDER = "com.example.brokenstatic.FailingScheme";

    /**
     * A module compiled with two good providers, one of which is deleted from the module after
     * compiling (its package stays) and the other replaced by a class of the wrong type: the
     * module system does not look inside classes, so the layer is built, and ServiceLoader
     * fails on each.
     */
    static final String SWAPPED_MODULE = "com.example.swapped";

    static final String DELETED_PROVIDER = "com.example.swapped.Gone";
    static final String WRONG_TYPE_PROVIDER = "com.example.swapped.Swapped";

    /** A module compiled with a provider whose whole package is then deleted. */
    static final String NO_PACKAGE_MODULE = "com.example.nopackage";

    static final String NO_PACKAGE_PROVIDER = "com.example.nopackage.impl.Gone";

    private BrokenModuleSources() {}

    /** @return every module's sources, by path relative to a module source root */
    static Map<String, String> modules() {
        return Map.of(
                CONSTRUCTOR_MODULE + "/module-info.java", moduleInfo(CONSTRUCTOR_MODULE, CONSTRUCTOR_PROVIDER),
                CONSTRUCTOR_MODULE + "/com/example/brokenctor/ThrowingScheme.java",
                        scheme(
                                CONSTRUCTOR_PROVIDER,
                                "throw new IllegalStateException(\"ThrowingScheme fails in its constructor, on purpose\");",
                                ""),
                STATIC_INIT_MODULE + "/module-info.java", moduleInfo(STATIC_INIT_MODULE, STATIC_INIT_PROVIDER),
                STATIC_INIT_MODULE + "/com/example/brokenstatic/FailingScheme.java",
                        scheme(STATIC_INIT_PROVIDER, "", """
                            private static final String NAME = fail();

                            private static String fail() {
                                throw new IllegalStateException("FailingScheme fails in its static initializer, on purpose");
                            }
                        """),
                SWAPPED_MODULE + "/module-info.java",
                        moduleInfo(SWAPPED_MODULE, WRONG_TYPE_PROVIDER + ", " + DELETED_PROVIDER),
                SWAPPED_MODULE + "/com/example/swapped/Swapped.java", scheme(WRONG_TYPE_PROVIDER, "", ""),
                SWAPPED_MODULE + "/com/example/swapped/Gone.java", scheme(DELETED_PROVIDER, "", ""),
                NO_PACKAGE_MODULE + "/module-info.java", moduleInfo(NO_PACKAGE_MODULE, NO_PACKAGE_PROVIDER),
                NO_PACKAGE_MODULE + "/com/example/nopackage/impl/Gone.java", scheme(NO_PACKAGE_PROVIDER, "", ""));
    }

    /** @return the class that replaces {@link #WRONG_TYPE_PROVIDER}: public, a public constructor, no SchemeRules */
    static Map<String, String> wrongType() {
        return Map.of("com/example/swapped/Swapped.java", """
                package com.example.swapped;

                /** Not a SchemeRules any more. */
                public final class Swapped {

                    /** A public constructor: the type is the only thing wrong. */
                    public Swapped() {
                    }
                }
                """);
    }

    private static String moduleInfo(String module, String providers) {
        return "module " + module + " {\n    requires org.iri4j.api;\n    provides org.iri4j.spi.SchemeRules with "
                + providers + ";\n}\n";
    }

    private static String scheme(String className, String constructorBody, String members) {
        int dot = className.lastIndexOf('.');
        String simple = className.substring(dot + 1);
        return "package " + className.substring(0, dot) + ";\n\n"
                + "import java.util.Set;\nimport org.iri4j.spi.SchemeRules;\n\n"
                + "/** A plugin of " + className.substring(0, dot) + ". */\n"
                + "public final class " + simple + " implements SchemeRules {\n\n"
                + members
                + "    /** For ServiceLoader. */\n    public " + simple + "() {\n        " + constructorBody
                + "\n    }\n\n"
                + "    @Override\n    public Set<String> schemes() {\n        return Set.of(\"x-"
                + simple.toLowerCase(Locale.ROOT)
                + "\");\n    }\n}\n";
    }
}
