package org.iri4j.jena;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.irix.IRIProvider;
import org.apache.jena.irix.SystemIRIx;
import org.junit.rules.TestRule;
import org.junit.runner.Runner;
import org.junit.runner.notification.RunNotifier;
import org.junit.runners.Suite;
import org.junit.runners.model.FrameworkMethod;
import org.junit.runners.model.InitializationError;
import org.junit.runners.model.Statement;
import org.junit.runners.model.TestClass;
import org.junit.runners.parameterized.BlockJUnit4ClassRunnerWithParameters;
import org.junit.runners.parameterized.TestWithParameters;

/**
 * Runs Jena's parameterised IRIx test classes (jena-core, {@code org.apache.jena.irix}) with
 * one parameter only, the iri4j provider, in place of the providers Jena lists for itself.
 * While a class runs, the provider is also Jena's system provider, since some of Jena's tests
 * create IRIs through {@code IRIx.create}. Tests listed in {@link KnownJenaFailures} must fail.
 */
public final class JenaIrixRunner extends Suite {

    /** The Jena test classes to run. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    public @interface JenaTestClasses {
        /** @return the classes, each with a (String name, IRIProvider provider) constructor */
        Class<?>[] value();
    }

    /**
     * The suite of a class annotated with {@link JenaTestClasses}.
     *
     * @param suite the annotated class
     * @throws InitializationError if a Jena class cannot be run with these parameters
     */
    public JenaIrixRunner(Class<?> suite) throws InitializationError {
        super(suite, runners(suite));
    }

    private static List<Runner> runners(Class<?> suite) throws InitializationError {
        JenaTestClasses classes = suite.getAnnotation(JenaTestClasses.class);
        if (classes == null) {
            throw new InitializationError(suite.getName() + " needs @JenaTestClasses");
        }
        List<Runner> runners = new ArrayList<>();
        for (Class<?> jenaClass : classes.value()) {
            runners.add(new WithIri4jProvider(jenaClass));
        }
        return runners;
    }

    private static final class WithIri4jProvider extends BlockJUnit4ClassRunnerWithParameters {
        private final IRIProvider provider;

        WithIri4jProvider(Class<?> jenaClass) throws InitializationError {
            this(jenaClass, Iri4jProvider.create());
        }

        private WithIri4jProvider(Class<?> jenaClass, IRIProvider provider) throws InitializationError {
            super(new TestWithParameters("[iri4j]", new TestClass(jenaClass), List.of("iri4j", provider)));
            this.provider = provider;
        }

        /** The Jena class's name, so that each class is its own container in reports. */
        @Override
        protected String getName() {
            return getTestClass().getJavaClass().getSimpleName() + " [iri4j]";
        }

        @Override
        protected String testName(FrameworkMethod method) {
            return method.getName() + "[iri4j]";
        }

        @Override
        protected Statement classBlock(RunNotifier notifier) {
            // Parameterized runs a class's @BeforeClass and @AfterClass itself, around all its
            // parameters' runners; here this runner is the only one, so it runs them.
            Statement tests = withAfterClasses(withBeforeClasses(super.classBlock(notifier)));
            return new Statement() {
                @Override
                public void evaluate() throws Throwable {
                    IRIProvider before = SystemIRIx.getProvider();
                    SystemIRIx.setProvider(provider);
                    try {
                        tests.evaluate();
                    } finally {
                        SystemIRIx.setProvider(before);
                    }
                }
            };
        }

        @Override
        protected List<TestRule> getTestRules(Object target) {
            List<TestRule> rules = new ArrayList<>(super.getTestRules(target));
            rules.add(new KnownFailureRule());
            return rules;
        }
    }
}
