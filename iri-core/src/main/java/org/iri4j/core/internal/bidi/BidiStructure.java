package org.iri4j.core.internal.bidi;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.layout.Layout;

/**
 * The two SHOULDs of RFC 3987 §4.2 "Bidi IRI Structure", reported as warnings by a check:
 *
 * <ol>
 *   <li>"A component SHOULD NOT use both right-to-left and left-to-right characters."
 *       ({@link IriCode#BIDI_MIXED_DIRECTIONS})</li>
 *   <li>"A component using right-to-left characters SHOULD start and end with right-to-left
 *       characters." ({@link IriCode#BIDI_COMPONENT_BOUNDARY})</li>
 * </ol>
 *
 * <p>The components are those of §4.2 as {@link ComponentWalker} cuts them (userinfo, host
 * labels, path segments and their dot-separated parts, query names and values, fragment);
 * the characters are classed as {@link DirectionSummary} says, so that digits are allowed
 * inside a right-to-left component (§4.4 Example 7) but not at its ends (Example 8, and
 * Example 9 with the digits percent-encoded). Percent-encodings are not decoded.
 *
 * <p>As for the other warnings of a check, each rule is reported once per component of the
 * generic syntax (path, query, ...), at its first breach, with the number of further ones
 * in the message. An IRI without right-to-left characters costs one scan.
 */
public final class BidiStructure {

    private static final ViolationCode[] CODES = {
        IriCode.BIDI_MIXED_DIRECTIONS, IriCode.BIDI_COMPONENT_BOUNDARY,
    };

    /** The first breach of one rule in one component of the generic syntax. */
    private static final class Finding {
        private final Part part;
        private final int from;
        private final int to;
        private final DirectionSummary summary;
        private int count = 1;

        Finding(Part part, int from, int to, DirectionSummary summary) {
            this.part = part;
            this.from = from;
            this.to = to;
            this.summary = summary;
        }
    }

    /** The generic components a finding can lie in, for the index of {@link Pass#findings}. */
    private static final Component[] COMPONENTS = Component.values();

    private BidiStructure() {}

    /**
     * The §4.2 warnings for an IRI reference.
     *
     * @param iri the IRI reference, parsed (with or without errors)
     * @return the warnings; {@code List.of()} when there is none
     */
    public static List<Violation> check(Layout iri) {
        String s = iri.string();
        if (!DirectionSummary.containsRightToLeft(s)) {
            return List.of();
        }
        return check(iri, ComponentWalker.ALL);
    }

    /**
     * The §4.2 warnings for the components of an IRI reference that hold right-to-left
     * characters: a component without one breaks neither rule, so the caller that has looked
     * for them names the others out.
     *
     * @param iri        the IRI reference, parsed (with or without errors)
     * @param components the components of the generic syntax to look at, bit
     *     {@code 1 << ordinal} each; the others must hold no right-to-left character
     * @return the warnings; {@code List.of()} when there is none
     */
    public static List<Violation> check(Layout iri, int components) {
        if (components == 0) {
            return List.of();
        }
        Pass pass = new Pass(iri.string());
        ComponentWalker.walk(iri, pass.s, pass, components);
        return pass.report();
    }

    /** One walk over the components: the first breach of each rule in each generic component. */
    private static final class Pass implements ComponentWalker.Visitor {
        private final String s;
        /** Index {@code component.ordinal() * 2 + rule}; made at the first breach. */
        private Finding[] findings;

        Pass(String s) {
            this.s = s;
        }

        @Override
        public void component(Part part, int from, int to) {
            if (!DirectionSummary.containsRightToLeft(s, from, to)) {
                return; // breaks neither rule: both are about right-to-left characters
            }
            DirectionSummary summary = DirectionSummary.of(s, from, to);
            if (summary.mixesDirections()) {
                note(0, part, from, to, summary);
            }
            if (summary.breaksBoundary()) {
                note(1, part, from, to, summary);
            }
        }

        private void note(int rule, Part part, int from, int to, DirectionSummary summary) {
            if (findings == null) {
                findings = new Finding[COMPONENTS.length * CODES.length];
            }
            int at = part.component().ordinal() * CODES.length + rule;
            if (findings[at] == null) {
                findings[at] = new Finding(part, from, to, summary);
            } else {
                findings[at].count++;
            }
        }

        private List<Violation> report() {
            if (findings == null) {
                return List.of();
            }
            List<Violation> sink = new ArrayList<>(2);
            for (int at = 0; at < findings.length; at++) {
                Finding f = findings[at];
                if (f != null) {
                    // the message is written when read, from the input and the finding only
                    String text = s;
                    int rule = at % CODES.length;
                    MessageSource message = rule == 0 ? () -> mixedMessage(text, f) : () -> boundaryMessage(text, f);
                    sink.add(Violation.of(CODES[rule], f.part.component(), f.from, f.to, message));
                }
            }
            return sink;
        }
    }

    private static String mixedMessage(String s, Finding f) {
        return where(s, f) + " mixes right-to-left " + describe(s, f.summary.firstRtl())
                + " and left-to-right " + describe(s, f.summary.firstLtr()) + more(f)
                + "; a component should not use both right-to-left and left-to-right characters,"
                + " or its display cannot be read back unambiguously (RFC 3987 §4.2)";
    }

    private static String boundaryMessage(String s, Finding f) {
        DirectionSummary summary = f.summary;
        String found;
        if (!summary.startsRtl() && !summary.endsRtl()) {
            found = "starts with " + describe(s, summary.first()) + " and ends with " + describe(s, summary.last());
        } else if (!summary.startsRtl()) {
            found = "starts with " + describe(s, summary.first());
        } else {
            found = "ends with " + describe(s, summary.last());
        }
        return where(s, f) + " has right-to-left characters but " + found + more(f)
                + "; a component with right-to-left characters should start and end with one, or"
                + " digits and characters such as \"-\" \".\" \"%\" at its ends run into the next"
                + " component on screen (RFC 3987 §4.2, §4.4 Example 8)";
    }

    private static String where(String s, Finding f) {
        return f.part.label() + " " + MessageText.quote(s, f.from, f.to) + " at index " + f.from;
    }

    private static String describe(String s, int index) {
        return MessageText.codePoint(s.codePointAt(index));
    }

    private static String more(Finding f) {
        return f.count > 1
                ? " (and " + (f.count - 1) + " more in " + f.part.component().label() + ")"
                : "";
    }
}
