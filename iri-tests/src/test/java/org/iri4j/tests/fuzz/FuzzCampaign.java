package org.iri4j.tests.fuzz;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.PrintWriter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

/**
 * Runs one fuzz target of {@link FuzzTargetsTest} outside Maven, so that a long campaign does
 * not hold the build: {@code JAZZER_FUZZ=1 JAZZER_MAX_DURATION=20m JAZZER_INSTRUMENT='org.iri4j.**'
 * java -cp <iri-tests' test class path> org.iri4j.tests.fuzz.FuzzCampaign toUri}, from the
 * {@code iri-tests} directory (docs/FUZZING.md, {@code iri-tests/fuzz-campaign.sh}).
 */
public final class FuzzCampaign {

    private FuzzCampaign() {}

    /**
     * Fuzzes the named targets one after the other.
     *
     * @param targets method names of {@link FuzzTargetsTest}
     */
    public static void main(String[] targets) {
        Launcher launcher = LauncherFactory.create();
        PrintWriter out = new PrintWriter(System.out, true);
        for (String target : targets) {
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            launcher.execute(
                    LauncherDiscoveryRequestBuilder.request()
                            .selectors(selectMethod(FuzzTargetsTest.class, target, byte[].class))
                            .build(),
                    listener);
            out.println("FUZZ " + target + ": " + listener.getSummary().getTestsSucceededCount() + " succeeded, "
                    + listener.getSummary().getTotalFailureCount() + " failed");
            listener.getSummary().printFailuresTo(out, 20);
        }
    }
}
