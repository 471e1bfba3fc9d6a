package org.iri4j.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.CanonStep;
import org.junit.jupiter.api.Test;

/**
 * The inputs of {@link TrackingParamsBenchmark}: every profile it names exists, the baseline is
 * aggressive without the step and nothing else, and the tracked mix is the mix with tracking
 * parameters that aggressive removes again.
 */
class TrackingParamsBenchmarkTest {

    @Test
    void everyProfileParameterNamesAProfile() throws Exception {
        String[] names = TrackingParamsBenchmark.class
                .getField("profile")
                .getAnnotation(org.openjdk.jmh.annotations.Param.class)
                .value();
        for (String name : names) {
            assertEquals(name, TrackingParamsBenchmark.profile(name).name());
        }
    }

    @Test
    void theBaselineIsAggressiveWithoutTheStep() {
        List<CanonStep> steps = new ArrayList<>(CanonProfile.AGGRESSIVE.steps());
        assertTrue(steps.remove(CanonStep.STRIP_TRACKING_PARAMS));
        assertEquals(
                steps,
                TrackingParamsBenchmark.profile("aggressive-without-tracking").steps());
    }

    @Test
    void trackingParametersGoBeforeTheFragment() {
        List<String> tracked = TrackingParamsBenchmark.tracked(List.of("http://a/b#f", "http://a/?q=1"));
        assertTrue(tracked.get(0).startsWith("http://a/b?utm_source=")
                && tracked.get(0).endsWith("#f"));
        assertTrue(tracked.get(1).startsWith("http://a/?q=1&utm_source="));
    }

    /** On the web links of the mix, aggressive gives the tracked link the form it gives the link. */
    @Test
    void aggressiveRemovesWhatTheTrackedMixAdds() {
        List<String> mix = Workloads.get("mix");
        List<String> tracked = TrackingParamsBenchmark.tracked(mix);
        int compared = 0;
        for (int i = 0; i < mix.size(); i++) {
            if (mix.get(i).startsWith("http") && !mix.get(i).contains("?#")) {
                var plain = CanonProfile.AGGRESSIVE.tryCanonicalize(mix.get(i));
                if (plain.isPresent()) {
                    assertEquals(plain, CanonProfile.AGGRESSIVE.tryCanonicalize(tracked.get(i)), mix.get(i));
                    compared++;
                }
            }
        }
        assertTrue(compared > 5_000, "compared " + compared);
        assertFalse(tracked.contains(mix.get(0)));
    }
}
