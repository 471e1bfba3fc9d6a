package org.iri4j.jena;

import org.apache.jena.irix.IRIProvider;
import org.apache.jena.riot.system.irix.AbstractTestIRIxRIOT_system;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Jena's parser tests of IRIs (jena-arq, {@code AbstractTestIRIxRIOT_system}): N-Triples and
 * Turtle with and without checking, counting the errors and warnings Jena reports, with the
 * iri4j provider. Tests listed in {@link KnownJenaFailures} must fail.
 */
@ExtendWith(KnownFailureExtension.class)
class JenaRiotIrixTest extends AbstractTestIRIxRIOT_system {

    private static final IRIProvider PROVIDER = Iri4jProvider.create();

    JenaRiotIrixTest() {
        super("iri4j");
    }

    @Override
    protected IRIProvider getProviderForTest() {
        return PROVIDER;
    }
}
