package org.iri4j.cli;

import org.iri4j.api.Leniency;
import picocli.CommandLine.Option;

/**
 * {@code --leniency strict|leiri|web}, shared by the mapping commands
 * (draft-ietf-iri-3987bis §7).
 */
final class LeniencyOption {

    @Option(names = "--leniency", paramLabel = "MODE", defaultValue = "strict", converter = EnumOption.LeniencyMode.class,
            description = "How to read sloppy input: strict (default, RFC 3987 §2.2), leiri (percent-encode the "
                    + "LEIRI characters an IRI may not hold), web (also trim whitespace, turn \\ into / in the path, "
                    + "%% not followed by two hex digits into %%25).")
    Leniency leniency = Leniency.STRICT;
}
