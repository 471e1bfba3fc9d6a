package org.iri4j.testkit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * A contract test class run with JUnit's own launcher, as a plugin author's build runs it:
 * every test the class gets from the kit, and what failed. Asking the whole class (not one
 * method by name) makes a test of the kit fail for as long as the kit misses a bug, whatever
 * the kit's tests are called.
 *
 * @param ran    how many tests ran (dynamic tests included)
 * @param failed each failure: the test's unique id and what it threw
 */
record ContractRun(int ran, List<Failure> failed) {

    /**
     * One failed test.
     *
     * @param uniqueId the test's unique id, which names the contract method
     * @param thrown   what it threw
     */
    record Failure(String uniqueId, Throwable thrown) {
        @Override
        public String toString() {
            return uniqueId + ": " + thrown;
        }
    }

    /**
     * Runs the tests of a class.
     *
     * @param testClass a class implementing a contract
     * @return the run
     */
    static ContractRun of(Class<?> testClass) {
        List<Failure> failed = new ArrayList<>();
        int[] ran = new int[1];
        TestExecutionListener listener = new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                if (!test.isTest()) {
                    return;
                }
                ran[0]++;
                if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                    failed.add(new Failure(
                            test.getUniqueId(), result.getThrowable().orElse(null)));
                }
            }
        };
        // Only this listener: the build's own (surefire's) must not count the fixtures' failures.
        Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
                .enableTestExecutionListenerAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false)
                .build());
        launcher.execute(
                LauncherDiscoveryRequestBuilder.request()
                        .selectors(selectClass(testClass))
                        .filters(EngineFilter.includeEngines("junit-jupiter"))
                        .build(),
                listener);
        return new ContractRun(ran[0], List.copyOf(failed));
    }

    /**
     * The failures of the tests a contract method made (a test method, or each dynamic test
     * of a test factory), whose message holds a text.
     *
     * @param method the contract method's name
     * @param text   what the failure message must hold
     * @return those failures
     */
    List<Failure> failuresOf(String method, String text) {
        return failed.stream()
                .filter(f -> f.uniqueId().contains(":" + method + "()]"))
                .filter(f -> String.valueOf(
                                f.thrown() == null ? null : f.thrown().getMessage())
                        .contains(text))
                .toList();
    }
}
