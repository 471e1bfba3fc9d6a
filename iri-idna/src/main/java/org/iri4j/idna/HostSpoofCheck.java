package org.iri4j.idna;

import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.SpoofChecker;
import com.ibm.icu.text.SpoofChecker.RestrictionLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.iri4j.api.Component;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.api.internal.RecentAnswers;

/**
 * Spoofing checks of host labels (RFC 3987 §8, Unicode UTS #39) with ICU's
 * {@link SpoofChecker}, label by label, on the Unicode form of each label (so that an ACE label
 * is judged by what it shows):
 * <ul>
 *   <li>mixed script: the label's resolved script set is empty (restriction level above
 *       single-script, UTS #39 §5.1-5.2);</li>
 *   <li>whole-script confusable: a single-script, non-ASCII label whose skeleton
 *       (UTS #39 §4) is a plain ASCII label, such as Cyrillic "аррӏе" for "apple";</li>
 *   <li>mixed-script confusable: a mixed-script label whose skeleton is a plain ASCII label,
 *       such as "pаypal" with a Cyrillic "а";</li>
 *   <li>restriction level: below moderately restrictive, the level below which browsers show
 *       the ACE form.</li>
 * </ul>
 * A label that raises none of these is safe to show in Unicode.
 */
final class HostSpoofCheck {

    private static final Normalizer2 NFD = Normalizer2.getNFDInstance();
    /** The longest DNS label (RFC 1034 §3.1), the longest whose verdict is kept. */
    private static final int LONGEST_LABEL = 63;

    /** Verdicts of the labels met last: hosts repeat across the IRIs of a crawl or a data set (iri4j's memo, which its own modules share). */
    private final RecentAnswers<Verdict> recentVerdicts = new RecentAnswers<>(LONGEST_LABEL);

    /** ToUnicode of one label (UTS #46 §4.2), the mapper's: an ACE label is judged by what it shows. */
    private final UnaryOperator<String> labelToUnicode;

    private final SpoofChecker checker = new SpoofChecker.Builder()
            .setChecks(SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.INVISIBLE | SpoofChecker.MIXED_NUMBERS)
            .setRestrictionLevel(RestrictionLevel.MODERATELY_RESTRICTIVE)
            .build();

    /**
     * The checks of a mapper.
     *
     * @param labelToUnicode the mapper's ToUnicode of one label, which keeps a label it cannot convert
     */
    HostSpoofCheck(UnaryOperator<String> labelToUnicode) {
        this.labelToUnicode = labelToUnicode;
    }

    /**
     * What is wrong with a Unicode label, as codes; empty when nothing is.
     *
     * <p>The checker is given the label in NFD, which it computes anyway (UTS #39 §4): its
     * INVISIBLE check walks its own NFD form with the length of the string it was given, and
     * throws when NFD is the shorter, as for U+2F800 (a pair of surrogates) whose NFD is
     * U+4E3D (one), in the label U+20000 U+2F800.
     */
    private List<SpoofCode> findings(String unnormalized, StringBuilder detail) {
        List<SpoofCode> found = new ArrayList<>(2);
        if (isAscii(unnormalized, 0, unnormalized.length()) || Labels.hasTooLongLabel(unnormalized)) {
            // A label too long to be a DNS label has no display to guard (ToASCII refuses it),
            // and ICU's NFD would take time quadratic in its combining marks.
            return found;
        }
        String label = NFD.normalize(unnormalized);
        SpoofChecker.CheckResult result = new SpoofChecker.CheckResult();
        checker.failsChecks(label, result);
        RestrictionLevel level = result.restrictionLevel;
        detail.append(level == null ? "unknown" : level.name());
        boolean mixed = level != null && level.compareTo(RestrictionLevel.SINGLE_SCRIPT_RESTRICTIVE) > 0;
        boolean looksAscii = isLdh(checker.getSkeleton(label));
        if (mixed) {
            found.add(SpoofCode.HOST_MIXED_SCRIPT);
        }
        if (looksAscii) {
            found.add(mixed ? SpoofCode.HOST_MIXED_SCRIPT_CONFUSABLE : SpoofCode.HOST_WHOLE_SCRIPT_CONFUSABLE);
        }
        if (level != null && level.compareTo(RestrictionLevel.MODERATELY_RESTRICTIVE) > 0) {
            found.add(SpoofCode.HOST_RESTRICTION_LEVEL);
        }
        return found;
    }

    /**
     * Whether a label may be shown in Unicode: no finding at all.
     *
     * @param unicodeLabel a label in Unicode form
     * @return true if it is safe to show
     */
    boolean isSafeToShow(String unicodeLabel) {
        return findings(unicodeLabel, new StringBuilder()).isEmpty();
    }

    /**
     * The warnings for a host.
     *
     * @param iri       the IRI reference
     * @param hostStart first index of the host
     * @param hostEnd   one past its last index
     * @return the warnings
     */
    List<Violation> inspect(String iri, int hostStart, int hostEnd) {
        if (isPlainAscii(iri, hostStart, hostEnd)) {
            return List.of(); // the usual host: US-ASCII, and no hyphen, so no A-label either
        }
        List<Violation> warnings = List.of();
        int from = hostStart;
        while (from <= hostEnd) {
            int end = Labels.end(iri, from, hostEnd);
            // A US-ASCII label that is no A-label is Latin only and has nothing to find: no copy
            // and no ICU call for the labels of almost every host.
            if (!isAscii(iri, from, end) || (end - from >= 4 && iri.regionMatches(true, from, "xn--", 0, 4))) {
                Verdict verdict = recentVerdicts.recall(iri, from, end);
                if (verdict == null) {
                    String label = iri.substring(from, end);
                    verdict = verdict(label);
                    recentVerdicts.remember(label, verdict);
                }
                int at = from;
                Verdict found = verdict;
                for (SpoofCode code : found.codes()) {
                    if (warnings.isEmpty()) {
                        warnings = new ArrayList<>(2);
                    }
                    // written when read: the verdict is kept anyway, the message needs nothing more
                    warnings.add(Violation.of(code, Component.HOST, at, end, () -> message(code, found, at)));
                }
            }
            from = end + 1;
        }
        return warnings;
    }

    /** US-ASCII without a hyphen: no label to map to Unicode, none but Latin letters to judge. */
    private static boolean isPlainAscii(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || c == '-') {
                return false;
            }
        }
        return true;
    }

    /** What the checks find in one label: a function of the label, remembered ({@link RecentAnswers}). */
    private record Verdict(String label, String unicode, List<SpoofCode> codes, String level) {}

    private Verdict verdict(String label) {
        String unicode = label.indexOf('%') >= 0 ? label : labelToUnicode.apply(label);
        StringBuilder level = new StringBuilder();
        List<SpoofCode> codes = List.copyOf(findings(unicode, level));
        return new Verdict(label, unicode, codes, level.toString());
    }

    private String message(SpoofCode code, Verdict verdict, int index) {
        String label = verdict.label();
        String unicode = verdict.unicode();
        String level = verdict.level();
        String shown = "host label " + quote(label)
                + (unicode.equals(label) ? "" : " (" + quote(unicode) + ")")
                + " at index " + index + " in host";
        switch (code) {
            case HOST_MIXED_SCRIPT:
                return shown + " mixes scripts (restriction level " + level + "); UTS #39 §5.1";
            case HOST_WHOLE_SCRIPT_CONFUSABLE:
                return shown + " can be confused with the ASCII label " + quote(checker.getSkeleton(unicode))
                        + " (whole-script confusable, UTS #39 §4; RFC 3987 §8)";
            case HOST_MIXED_SCRIPT_CONFUSABLE:
                return shown + " mixes scripts to look like the ASCII label " + quote(checker.getSkeleton(unicode))
                        + " (mixed-script confusable, UTS #39 §4; RFC 3987 §8)";
            default:
                return shown + " has restriction level " + level
                        + ", below moderately restrictive, the level browsers show in Unicode (UTS #39 §5.2)";
        }
    }

    /** Quoted as every message of iri4j quotes: capped, controls and bidi formatting characters as numbers. */
    private static String quote(String text) {
        return MessageText.quote(text, 0, text.length());
    }

    private static boolean isAscii(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** A letter-digit-hyphen label: what an ASCII host label looks like. */
    private static boolean isLdh(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-')) {
                return false;
            }
        }
        return true;
    }
}
