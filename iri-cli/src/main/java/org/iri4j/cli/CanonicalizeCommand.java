package org.iri4j.cli;

import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.internal.tools.ProfileSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code iri canonicalize [--profile P] [--steps S] LINK}: a link's canonical form under a
 * crawl canonicalization profile (RFC 3987 §5.3.4, protocol-based normalization).
 */
@Command(
        name = "canonicalize",
        mixinStandardHelpOptions = true,
        description = {
            "Print the canonical form of a link under a crawl canonicalization profile (RFC 3987 §5.3.4): the link "
                    + "read as a browser reads it (the WHATWG URL Standard), then the profile's steps, so that "
                    + "links a crawler should fetch once have one form. Default profile: semantic-precise.",
            "JSON (--format json): {\"input\", \"profile\", \"canonical\"}."
        })
final class CanonicalizeCommand extends OneInputCommand {

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "LINK",
            hideParamSyntax = true,
            description = "The link, as found in a page, a log or a seed list (none with --batch).")
    private String input;

    @Mixin
    private ProfileOptions profileOptions;

    private ProfileSpec profile;

    @Override
    String input() {
        return input;
    }

    @Override
    void checkOptions() {
        // urlcanon's semantic precise by default: links that load the same thing in a browser
        profile = profileOptions.profile(this, CanonProfile.SEMANTIC_PRECISE);
    }

    @Override
    Answer answer(String[] in) {
        String canonical = profile.canonicalize(in[0]);
        return Answer.of(
                canonical, new JsonObject().string("profile", profile.name()).string("canonical", canonical));
    }
}
