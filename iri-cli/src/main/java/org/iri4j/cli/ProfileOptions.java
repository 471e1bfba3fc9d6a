package org.iri4j.cli;

import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.internal.tools.ProfileSpec;
import picocli.CommandLine.Option;

/**
 * {@code --profile P} and {@code --steps S}: the crawl canonicalization a command applies first
 * (RFC 3987 §5.3.4, protocol-based normalization), one of iri4j's profiles and, after its own
 * steps, named steps of the caller's; or Google Safe Browsing's key. Mixed into
 * {@code canonicalize} and {@code surt}; the one place where these options become a
 * {@link ProfileSpec} (a {@link CanonProfile}, or {@code safe-browsing}).
 */
final class ProfileOptions {

    @Option(
            names = "--profile",
            paramLabel = "P",
            description = "The canonicalization profile: href (the URL Standard's reading, nothing more), "
                    + "safe-browsing, semantic-precise, semantic, aggressive or ia (the Internet Archive's). "
                    + "Default: the command's own.")
    private String name;

    @Option(
            names = "--steps",
            paramLabel = "S",
            description = "More steps after the profile's, separated by commas: assume-http, remove-userinfo, "
                    + "fix-host-dots, decode-repeatedly, recode-query, collapse-slashes, sort-query, drop-fragment, "
                    + "https-to-http, strip-www, lowercase-path, lowercase-query, strip-session-ids, "
                    + "strip-trailing-slash, drop-empty-query-params, drop-empty-query, drop-port "
                    + "(not after safe-browsing, whose form is a key, not a URL).")
    private String steps;

    /**
     * The profile the options name, checked before any input is read.
     *
     * @param command     the command the options were given to, whose usage mistake a bad name is
     * @param byDefault   the profile without {@code --profile}
     * @return the profile, with the steps of {@code --steps} added after its own
     * @throws picocli.CommandLine.ParameterException for a profile or step that does not exist,
     *     or steps after {@code safe-browsing}
     */
    ProfileSpec profile(InputCommand command, CanonProfile byDefault) {
        String spec = (name == null ? byDefault.name() : name) + (steps == null ? "" : "+" + steps);
        try {
            return ProfileSpec.parse(spec);
        } catch (IllegalArgumentException e) {
            throw command.usage(e.getMessage());
        }
    }
}
