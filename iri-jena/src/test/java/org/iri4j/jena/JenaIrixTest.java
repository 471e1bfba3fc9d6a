package org.iri4j.jena;

import org.apache.jena.irix.TestIRIxAbsoluteRelative;
import org.apache.jena.irix.TestIRIxJenaSystem;
import org.apache.jena.irix.TestIRIxNormalize;
import org.apache.jena.irix.TestIRIxOther;
import org.apache.jena.irix.TestIRIxReference;
import org.apache.jena.irix.TestIRIxRelative;
import org.apache.jena.irix.TestIRIxRelativize;
import org.apache.jena.irix.TestIRIxResolve;
import org.apache.jena.irix.TestIRIxSyntaxRFC3986;
import org.iri4j.jena.JenaIrixRunner.JenaTestClasses;
import org.junit.runner.RunWith;

/**
 * Jena's own IRIx tests, every class of jena-core's {@code TS_IRIx} suite, run against the
 * iri4j provider (JUnit 4, through the vintage engine).
 */
@RunWith(JenaIrixRunner.class)
@JenaTestClasses({
    TestIRIxSyntaxRFC3986.class,
    TestIRIxJenaSystem.class,
    TestIRIxAbsoluteRelative.class,
    TestIRIxNormalize.class,
    TestIRIxReference.class,
    TestIRIxRelative.class,
    TestIRIxRelativize.class,
    TestIRIxResolve.class,
    TestIRIxOther.class
})
public class JenaIrixTest {}
