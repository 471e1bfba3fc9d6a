package org.iri4j.canon;

import org.iri4j.api.Violation;
import org.iri4j.canon.internal.psl.AsciiHost;
import org.iri4j.canon.internal.psl.Labels;
import org.iri4j.canon.internal.psl.RuleTable;
import org.iri4j.canon.internal.psl.SuffixWalk;

/**
 * The lookups of a {@link PublicSuffixList} on a host in any form (URL Standard §3.2 "obtain the
 * public suffix" and "obtain the registrable domain", by publicsuffix.org/list "Algorithm"):
 * an ASCII host is walked as it is; a Unicode one through its labels' ASCII forms
 * ({@link Labels}), its answers given back in its own labels. Each lookup walks the host once
 * ({@link SuffixWalk}): the walk gives the public suffix's first index and the section of the
 * rule that decided it, and the registrable domain is the label before that index. A lookup on
 * an ASCII host allocates nothing but its answer.
 */
final class SuffixLookup {

    private SuffixLookup() {}

    /**
     * A host's public suffix with {@code extraLabels} labels more: 0 for the public suffix, 1
     * for the registrable domain.
     *
     * @param table       the rules
     * @param view        the sections answered with ({@link RuleTable#ALL_SECTIONS} or {@link RuleTable#ICANN_SECTION})
     * @param host        a host, ASCII or Unicode, in any case; null is allowed
     * @param extraLabels 0 or 1
     * @return the answer in the host's form and lower case, a trailing dot kept; null if the host
     *     is null or not a domain, or has fewer labels
     */
    static String suffix(RuleTable table, int view, String host, int extraLabels) {
        if (host == null) {
            return null;
        }
        int end = AsciiHost.check(host);
        if (end == AsciiHost.NOT_ASCII) {
            Labels labels = Labels.of(host);
            String ascii = labels == null ? null : labels.ascii();
            end = ascii == null ? AsciiHost.NOT_A_DOMAIN : AsciiHost.check(ascii);
            if (end < 0) {
                return null;
            }
            int count = labels.labelsFrom(SuffixWalk.start(SuffixWalk.walk(table, ascii, end, view)));
            return labels.last(count + extraLabels);
        }
        if (end < 0) {
            return null;
        }
        int start = SuffixWalk.start(SuffixWalk.walk(table, host, end, view));
        return extraLabels == 0 ? AsciiHost.lowerCase(host, start) : oneLabelMore(host, start);
    }

    /**
     * A host's public suffix, registrable domain and section, from one walk, and the reason when
     * it has no registrable domain ({@link PublicSuffixList#lookup}).
     *
     * @param table the rules
     * @param view  the sections answered with
     * @param host  a host, ASCII or Unicode, in any case
     * @return the answer
     */
    static DomainAnswer lookup(RuleTable table, int view, String host) {
        int end = AsciiHost.check(host);
        Labels labels = null;
        String ascii = host;
        if (end == AsciiHost.NOT_ASCII) {
            labels = Labels.of(host);
            ascii = labels == null ? null : labels.ascii();
            end = ascii == null ? AsciiHost.NOT_A_DOMAIN : AsciiHost.check(ascii);
        }
        if (end < 0) {
            return DomainAnswer.of(
                    new DomainAnswer.Found(host, host, null, null, null), DomainReasons.notADomain(host));
        }
        long match = SuffixWalk.walk(table, ascii, end, view);
        int start = SuffixWalk.start(match);
        String suffix;
        String domain;
        if (labels == null) {
            suffix = AsciiHost.lowerCase(host, start);
            domain = oneLabelMore(host, start);
        } else {
            int count = labels.labelsFrom(start);
            suffix = labels.last(count);
            domain = labels.last(count + 1);
        }
        PslSection section = section(SuffixWalk.section(match));
        Violation reason = domain == null ? DomainReasons.publicSuffix(host, section) : null;
        return DomainAnswer.of(new DomainAnswer.Found(host, host, domain, suffix, section), reason);
    }

    /**
     * Whether a host is its own public suffix.
     *
     * @param table the rules
     * @param view  the sections answered with
     * @param host  a host, ASCII or Unicode, in any case; null is allowed
     * @return true if the host is a domain and all of it is its public suffix
     */
    static boolean isPublicSuffix(RuleTable table, int view, String host) {
        String ascii = AsciiHost.domain(host);
        return ascii != null && SuffixWalk.start(SuffixWalk.walk(table, ascii, AsciiHost.check(ascii), view)) == 0;
    }

    /**
     * The section of the rule that decided a host's public suffix.
     *
     * @param table the rules
     * @param view  the sections answered with
     * @param host  a host, ASCII or Unicode, in any case; null is allowed
     * @return the section; null if the host is not a domain or the implicit rule {@code *} decided
     */
    static PslSection section(RuleTable table, int view, String host) {
        String ascii = AsciiHost.domain(host);
        return ascii == null
                ? null
                : section(SuffixWalk.section(SuffixWalk.walk(table, ascii, AsciiHost.check(ascii), view)));
    }

    private static PslSection section(int code) {
        switch (code) {
            case SuffixWalk.ICANN:
                return PslSection.ICANN;
            case SuffixWalk.PRIVATE:
                return PslSection.PRIVATE;
            default:
                return null;
        }
    }

    /**
     * The registrable domain of an ASCII host whose public suffix starts at {@code start}: one
     * label more, stepping back over the dot before the suffix.
     *
     * @param host  an ASCII host
     * @param start the public suffix's first index in it
     * @return the domain in lower case, or null when the suffix is the whole host
     */
    private static String oneLabelMore(String host, int start) {
        return start == 0 ? null : AsciiHost.lowerCase(host, host.lastIndexOf('.', start - 2) + 1);
    }
}
