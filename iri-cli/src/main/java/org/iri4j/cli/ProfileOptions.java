package org.iri4j.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.TrackingParameters;
import org.iri4j.canon.internal.tools.ProfileSpec;
import picocli.CommandLine.Option;

/**
 * {@code --profile P}, {@code --steps S} and {@code --tracking-params FILE}: the crawl
 * canonicalization a command applies first (RFC 3987 §5.3.4, protocol-based normalization), one
 * of iri4j's profiles and, after its own steps, named steps of the caller's, with tracking
 * parameters of the caller's besides iri4j's list; or Google Safe Browsing's key. Mixed into
 * {@code canonicalize} and {@code surt}; the one place where these options become a
 * {@link ProfileSpec} (a {@link CanonProfile}, or {@code safe-browsing}).
 */
final class ProfileOptions {

    @Option(
            names = "--profile",
            paramLabel = "P",
            description = "The canonicalization profile: href (the URL Standard's reading, nothing more), "
                    + "safe-browsing, semantic-precise, semantic, aggressive, ia (the Internet Archive's, as its "
                    + "own code canonicalizes), ia-whatwg (its rules on the URL Standard's reading) or dedup "
                    + "(semantic without tracking parameters). Default: the command's own.")
    private String name;

    @Option(
            names = "--steps",
            paramLabel = "S",
            description = "More steps after the profile's, separated by commas: assume-http, canonicalize-as-ia, "
                    + "remove-userinfo, "
                    + "fix-host-dots, decode-repeatedly, recode-query, collapse-slashes, sort-query, drop-fragment, "
                    + "https-to-http, strip-www, lowercase-path, lowercase-query, strip-session-ids, "
                    + "strip-ia-session-ids, "
                    + "strip-trailing-slash, drop-empty-query-params, drop-empty-query, drop-port, "
                    + "strip-tracking-params (not after safe-browsing, whose form is a key, not a URL).")
    private String steps;

    @Option(
            names = "--tracking-params",
            paramLabel = "FILE",
            description = "More tracking parameters for strip-tracking-params to remove, besides iri4j's list: a "
                    + "UTF-8 file of one name a line, or a prefix ending in * (utm_*), # before a comment. Needs a "
                    + "profile with that step (dedup, aggressive, or --steps strip-tracking-params).")
    private Path trackingFile;

    /**
     * The profile the options name, checked before any input is read.
     *
     * @param command     the command the options were given to, whose usage mistake a bad name is
     * @param byDefault   the profile without {@code --profile}
     * @return the profile, with the steps of {@code --steps} added after its own and the names of
     *     {@code --tracking-params} added to iri4j's tracking list
     * @throws picocli.CommandLine.ParameterException for a profile or step that does not exist,
     *     steps after {@code safe-browsing}, a tracking file that is missing, not UTF-8, holds a
     *     bad line or no entry, or one for a profile without strip-tracking-params
     */
    ProfileSpec profile(InputCommand command, CanonProfile byDefault) {
        String spec = (name == null ? byDefault.name() : name) + (steps == null ? "" : "+" + steps);
        ProfileSpec profile;
        try {
            profile = ProfileSpec.parse(spec);
        } catch (IllegalArgumentException e) {
            throw command.usage(e.getMessage());
        }
        return trackingFile == null ? profile : withTrackingFile(command, profile);
    }

    /** The profile with iri4j's tracking list and the file's, read before any input. */
    private ProfileSpec withTrackingFile(InputCommand command, ProfileSpec profile) {
        String option = "--tracking-params " + trackingFile + ": ";
        TrackingParameters own;
        try {
            own = TrackingParameters.load(trackingFile);
        } catch (NoSuchFileException e) {
            throw command.usage(option + "no such file");
        } catch (IOException e) {
            throw command.usage(option + "cannot read it: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw command.usage(option + e.getMessage()); // the line, the index, the character, the rule
        }
        return profile.withTrackingParameters(TrackingParameters.defaults().with(own))
                .orElseThrow(() -> command.usage(option + "the profile " + profile.name()
                        + " has no strip-tracking-params step to use it (dedup and aggressive have it; or "
                        + "--steps strip-tracking-params)"));
    }
}
