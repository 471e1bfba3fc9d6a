package org.iri4j.spark;

import org.apache.spark.sql.internal.SQLConf;
import org.iri4j.canon.TrackingParameters;
import org.iri4j.canon.internal.tools.ProfileSpec;

/**
 * The tracking parameters a session adds in {@value IriFunctions#TRACKING_PARAMETERS_OPTION} to
 * iri4j's list, for {@code iri_canonicalize} with a profile that has strip-tracking-params
 * ({@code dedup}, {@code aggressive}, or {@code +strip-tracking-params}): read on the driver when
 * a call is made, and carried with the call's profile to the executors, so that the file need be
 * on the driver only. A file is read again only when it has changed (its identity, size or
 * modification time), however many calls a session makes.
 */
final class TrackingListFiles {

    /** The lists read, refusing a file that is not UTF-8, has a bad line or holds no entry. */
    private static final OptionFiles<TrackingParameters> FILES = new OptionFiles<>(
            IriFunctions.TRACKING_PARAMETERS_OPTION, "a tracking parameter list", TrackingParameters::load);

    private TrackingListFiles() {}

    /**
     * A profile with the active session's tracking list.
     *
     * @param profile the canonicalization a call names
     * @return the profile with iri4j's list and the option's file, or the profile as it is when
     *     the option is unset or blank or no step of the profile reads a list (the file is then
     *     not read)
     * @throws org.apache.spark.sql.AnalysisException {@code INVALID_CONF_VALUE.REQUIREMENT} when
     *     the file cannot be read, is not UTF-8, has a bad line (the message names it) or holds no
     *     entry
     */
    static ProfileSpec ofActiveSession(ProfileSpec profile) {
        String value = SQLConf.get().getConfString(IriFunctions.TRACKING_PARAMETERS_OPTION, "");
        if (value.isBlank()
                || profile.withTrackingParameters(TrackingParameters.defaults()).isEmpty()) {
            return profile;
        }
        TrackingParameters own = FILES.get(value);
        return profile.withTrackingParameters(TrackingParameters.defaults().with(own))
                .orElseThrow();
    }
}
