package org.iri4j.cli;

import org.iri4j.api.Leniency;
import picocli.CommandLine.Option;

/**
 * {@code --leniency strict|leiri|web-address-3987bis}: how the mapping commands {@code to-uri} and
 * {@code to-iri} read input that is not a strict IRI (RFC 3987 §2.2), the LEIRI and Web
 * Address readings of draft-ietf-iri-3987bis §7 (not a browser's reading: that is {@code iri url}). Mixed into both.
 */
final class LeniencyOptions {

    @Option(
            names = "--leniency",
            paramLabel = "MODE",
            defaultValue = "strict",
            converter = EnumOption.LeniencyMode.class,
            description = "How to read sloppy input: strict (default, RFC 3987 §2.2), leiri (percent-encode the "
                    + "LEIRI characters an IRI may not hold), web-address-3987bis (3987bis §7.2: also trim controls and spaces at the ends, remove TAB/CR/LF, turn \\ into / in the path, "
                    + "%% not followed by two hex digits into %%25; not how browsers read links: see iri url).")
    private Leniency leniency = Leniency.STRICT;

    /** @return the leniency asked for: {@link Leniency#STRICT} by default */
    Leniency leniency() {
        return leniency;
    }
}
