package org.iri4j.canon.internal.tools;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.CanonStep;
import org.iri4j.canon.SafeBrowsingKey;
import org.iri4j.canon.TrackingParameters;

/**
 * A canonicalization as {@code iri canonicalize --profile}, {@code iri surt --profile} and Spark's
 * {@code iri_canonicalize(s, profile)} name it: a {@link CanonProfile} written as
 * {@link CanonProfile#fromSpec} reads it, or {@code safe-browsing}, Google Safe Browsing's key
 * ({@link SafeBrowsingKey}), which is no profile (its form is a key, not a URL) and which no
 * step can follow. Plumbing the command and the SQL function share, so that both give the same
 * answer for the same name. Serializable: a Spark function captures one.
 */
public sealed interface ProfileSpec extends Serializable permits ProfileSpec.Profile, ProfileSpec.SafeBrowsing {

    /** The name of Safe Browsing's canonicalization. */
    String SAFE_BROWSING = "safe-browsing";

    /**
     * The canonicalization a specification names.
     *
     * @param spec a shipped profile's name, optionally {@code +} and steps separated by commas
     *             ({@code ia+drop-port}), or {@code safe-browsing}; in any case
     * @return the canonicalization
     * @throws IllegalArgumentException naming the profiles or steps there are, for a name that is
     *     none; or for steps after {@code safe-browsing}
     */
    static ProfileSpec parse(String spec) {
        int plus = Objects.requireNonNull(spec, "spec").indexOf('+');
        String name = (plus < 0 ? spec : spec.substring(0, plus)).strip();
        if (name.equalsIgnoreCase(SAFE_BROWSING)) {
            if (plus >= 0) {
                throw new IllegalArgumentException(
                        "no steps can follow safe-browsing: its canonical form is a key, not a URL to apply steps to");
            }
            return new SafeBrowsing();
        }
        List<String> names = new ArrayList<>();
        for (CanonProfile profile : CanonProfile.profiles()) {
            if (profile.name().equalsIgnoreCase(name)) {
                return new Profile(CanonProfile.fromSpec(spec));
            }
            names.add(profile.name());
        }
        names.add(1, SAFE_BROWSING); // after href, as the tools list them
        throw new IllegalArgumentException(
                "no canonicalization profile '" + name + "'; the profiles are " + String.join(", ", names));
    }

    /**
     * A profile as a canonicalization.
     *
     * @param profile the profile
     * @return the canonicalization
     */
    static ProfileSpec of(CanonProfile profile) {
        return new Profile(Objects.requireNonNull(profile, "profile"));
    }

    /**
     * This canonicalization with a tracking list for its strip-tracking-params step
     * ({@link CanonProfile#withTrackingParameters}): what {@code iri canonicalize --tracking-params}
     * and Spark's {@code spark.iri4j.trackingParameters} give.
     *
     * @param list the list
     * @return the canonicalization with the list; empty if no step of it reads one (a profile
     *     without strip-tracking-params, Safe Browsing's key)
     */
    default Optional<ProfileSpec> withTrackingParameters(TrackingParameters list) {
        return this instanceof Profile p && p.profile().steps().contains(CanonStep.STRIP_TRACKING_PARAMS)
                ? Optional.of(new Profile(p.profile().withTrackingParameters(list)))
                : Optional.empty();
    }

    /**
     * The name, for messages and the JSON of the commands.
     *
     * @return the profile's name, or {@code safe-browsing}
     */
    String name();

    /**
     * The canonical form of a link as found.
     *
     * @param link the link
     * @return its canonical form, or its Safe Browsing key
     * @throws org.iri4j.api.InvalidInputException if the link has none
     */
    String canonicalize(String link);

    /**
     * The canonical form of a link as found, or empty where {@link #canonicalize} throws: no
     * exception, no message.
     *
     * @param link the link
     * @return its canonical form, or its Safe Browsing key; empty if it has none
     */
    Optional<String> tryCanonicalize(String link);

    /**
     * A {@link CanonProfile}'s canonicalization.
     *
     * @param profile the profile
     */
    record Profile(CanonProfile profile) implements ProfileSpec {

        @Override
        public String name() {
            return profile.name();
        }

        @Override
        public String canonicalize(String link) {
            return profile.canonicalize(link);
        }

        @Override
        public Optional<String> tryCanonicalize(String link) {
            return profile.tryCanonicalize(link);
        }
    }

    /** Google Safe Browsing's key ({@link SafeBrowsingKey}). */
    record SafeBrowsing() implements ProfileSpec {

        @Override
        public String name() {
            return SAFE_BROWSING;
        }

        @Override
        public String canonicalize(String link) {
            return SafeBrowsingKey.of(link).text();
        }

        @Override
        public Optional<String> tryCanonicalize(String link) {
            return SafeBrowsingKey.tryOf(link).map(SafeBrowsingKey::text);
        }
    }
}
