package org.iri4j.core.internal.normalize;

import java.text.Normalizer;
import java.util.List;
import java.util.Objects;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.ProtocolRule;

/**
 * The options of a comparison (RFC 3987 §5.3): the level of the ladder, character
 * normalization (§5.3.2.2, never silent), protocol-based rules (§5.3.4), and whether fragments
 * are left out (§5.1, when deciding whether two IRIs retrieve the same resource).
 *
 * @param level          the level
 * @param characters     {@link Normalizer.Form#NFC} or {@link Normalizer.Form#NFKC}, or null for none
 * @param rules          the protocol-based rules, applied in order after the level's
 * @param ignoreFragment whether fragments are left out
 */
public record LadderOptions(
        ComparisonLevel level, Normalizer.Form characters, List<ProtocolRule> rules, boolean ignoreFragment) {

    /**
     * Checks and copies the options.
     *
     * @throws IllegalArgumentException for NFD or NFKD, which no normal form of an IRI uses, or
     *     character normalization at the simple level, which compares strings as they are
     */
    public LadderOptions {
        Objects.requireNonNull(level, "level");
        rules = List.copyOf(rules);
        if (characters == Normalizer.Form.NFD || characters == Normalizer.Form.NFKD) {
            throw new IllegalArgumentException(
                    "character normalization is NFC or NFKC (RFC 3987 §5.3.2.2), not " + characters);
        }
        if (characters != null && level == ComparisonLevel.SIMPLE) {
            throw new IllegalArgumentException("the simple string comparison (RFC 3987 §5.3.1) normalizes nothing;"
                    + " character normalization needs the syntax or the scheme level");
        }
    }

    /**
     * The options of a level alone.
     *
     * @param level the level
     * @return no character normalization, no rule, fragments compared
     */
    public static LadderOptions of(ComparisonLevel level) {
        return new LadderOptions(level, null, List.of(), false);
    }
}
