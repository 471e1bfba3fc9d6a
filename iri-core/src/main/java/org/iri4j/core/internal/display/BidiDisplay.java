package org.iri4j.core.internal.display;

import java.util.Objects;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.bidi.ComponentWalker;
import org.iri4j.core.internal.bidi.DirectionSummary;
import org.iri4j.core.internal.bidi.Part;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.layout.Layout;

/**
 * The display form of IRI references (RFC 3987 §4.1 and §4.2, draft-ietf-iri-3987bis
 * "Display of URIs/IRIs"), in three steps:
 *
 * <ol>
 *   <li>in each component of §4.2 ({@link ComponentWalker}), the characters that cannot be
 *       shown safely are percent-encoded as UTF-8 ({@link DisplaySafety});</li>
 *   <li>a component that then breaks a rule of §4.2 ({@link DirectionSummary}) is mapped to
 *       URI notation as a whole, every character outside US-ASCII percent-encoded as UTF-8:
 *       "the affected component can always be mapped to URI notation as described in
 *       section 3.1. Please note that the whole component has to be mapped" (§4.2);</li>
 *   <li>if the result displays differently in right-to-left than in left-to-right text
 *       ({@link VisualOrder}), it is wrapped in the {@link BidiWrapping} pair, so that it is
 *       "rendered in the same way as [it] would be if [it] were in a left-to-right embedding"
 *       (§4.1).</li>
 * </ol>
 * Percent-encodings already in the IRI are shown as they are: the display shows the IRI, not
 * its URI→IRI conversion (RFC 3987 §3.2); convert first to show encoded characters. Delimiters
 * and the scheme and port are ASCII and shown as they are.
 *
 * <p>Immutable and thread-safe.
 */
public final class BidiDisplay {

    private static final BidiDisplay EMBEDDING = new BidiDisplay(BidiWrapping.EMBEDDING);
    private static final BidiDisplay ISOLATE = new BidiDisplay(BidiWrapping.ISOLATE);

    private final BidiWrapping wrapping;

    private BidiDisplay(BidiWrapping wrapping) {
        this.wrapping = wrapping;
    }

    /**
     * The display with a given wrapping (RFC 3987 §4.1).
     *
     * @param wrapping LRE…PDF or LRI…PDI
     * @return the shared instance
     */
    public static BidiDisplay of(BidiWrapping wrapping) {
        return Objects.requireNonNull(wrapping, "wrapping") == BidiWrapping.EMBEDDING ? EMBEDDING : ISOLATE;
    }

    /**
     * The display form of an IRI reference (RFC 3987 §4.1, §4.2).
     *
     * @param iri the IRI reference
     * @return the string to show; the IRI's own string when it is all US-ASCII or nothing
     *     needs to change
     */
    public String display(Layout iri) {
        String s = iri.string();
        if (PercentEncoder.firstNonAscii(s, 0, s.length()) < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length() + 16);
        int[] copied = {0};
        boolean walked = ComponentWalker.walk(iri, s, (part, from, to) -> {
            out.append(s, copied[0], from);
            appendComponent(out, s, part, from, to);
            copied[0] = to;
        });
        if (!walked) {
            throw new IllegalStateException("internal error: the components of " + iri + " do not recompose to "
                    + MessageText.quote(s, 0, s.length()));
        }
        out.append(s, copied[0], s.length());
        String shown = out.length() == s.length() && s.contentEquals(out) ? s : out.toString();
        if (!VisualOrder.dependsOnDirection(shown)) {
            return shown;
        }
        return wrapping.open() + shown + wrapping.close();
    }

    private static void appendComponent(StringBuilder out, String s, Part part, int from, int to) {
        int start = out.length();
        DisplaySafety.appendSafe(out, s, from, to, part.inAuthority());
        if (DirectionSummary.of(out, start, out.length()).breaksRules()) {
            String safe = out.substring(start);
            out.setLength(start);
            PercentEncoder.appendNonAscii(out, safe, 0, safe.length());
        }
    }

    @Override
    public String toString() {
        return "BidiDisplay[" + wrapping + "]";
    }
}
