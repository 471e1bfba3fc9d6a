package org.iri4j.core.internal.display;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.host.HostLabels;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.GuardedHostMapper;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.ViolationCollector;

/**
 * Where {@link HostDisplay} puts the reasons a host is not shown as written: a list for
 * {@code displayResult} ({@link Collected}), or nowhere ({@link #IGNORED}) for {@code display}
 * and {@code displayHost}, which show the text only and so neither ask the host mapper for its
 * warnings nor count labels.
 */
interface HostReasons {

    /** No reasons: the mapper is not asked for its warnings, nothing is counted or kept. */
    HostReasons IGNORED = new HostReasons() {
        @Override
        public void inspect(GuardedHostMapper mapper, String iri, int hostStart, int hostEnd) {}

        @Override
        public void pass(String host) {}

        @Override
        public void add(ViolationCode code, String host, int from, int end, int index, Reason reason) {}
    };

    /**
     * The host mapper's own warnings about the host (its spoofing checks, UTS #39).
     *
     * @param mapper    the host mapper
     * @param iri       the IRI's string
     * @param hostStart first index of the host
     * @param hostEnd   one past its last index
     */
    void inspect(GuardedHostMapper mapper, String iri, int hostStart, int hostEnd);

    /**
     * Starts a pass over the labels of a form of the host, from its first label.
     *
     * @param host the form of the host
     */
    void pass(String host);

    /**
     * A reason for one label of the pass.
     *
     * @param code   why, as a code
     * @param host   the form of the host the pass is over
     * @param from   first index of the label in it
     * @param end    one past its last index
     * @param index  the label's number in the pass, from 0
     * @param reason how it is shown, and why
     */
    void add(ViolationCode code, String host, int from, int end, int index, Reason reason);

    /** How a label is shown, and why. */
    record Reason(String shownAs, String because) {}

    /**
     * The end of the label that starts at {@code from}: in a DNS name at any of the four full
     * stops (RFC 3490 §3.1); in any other host at {@code "."} only, since there an ideographic
     * full stop is no separator but a character to show with the others.
     */
    static int labelEnd(String host, int from, int to, boolean dns) {
        if (dns) {
            return HostLabels.labelEnd(host, from, to);
        }
        int dot = ComponentScanner.find(host, '.', from, to);
        return dot < 0 ? to : dot;
    }

    /**
     * The reasons for a host's display, each at its label in the IRI's string when the labels
     * shown match those written one for one, else at the whole host. Labels come in order, so
     * one cursor walks the written host once; at most {@link ViolationCollector#LIMIT} reasons
     * are kept, as a check keeps, so that a host of a million labels costs its length.
     */
    final class Collected implements HostReasons {

        private final String iri;
        private final int hostStart;
        private final int hostEnd;
        /** Whether the host is a DNS name, whose labels four characters separate, not one. */
        private final boolean dns;

        private final int writtenLabels;
        private final List<Violation> list = new ArrayList<>(2);
        /** Whether the host being shown has as many labels as the one written. */
        private boolean aligned;
        /** The number of the written label the cursor is at. */
        private int cursorIndex;
        /** Where that label starts in the IRI's string. */
        private int cursorStart;

        Collected(Layout written, boolean dns) {
            this.iri = written.string();
            this.hostStart = written.hostStart();
            this.hostEnd = written.hostEnd();
            this.dns = dns;
            this.writtenLabels = labelCount(iri, hostStart, hostEnd);
        }

        @Override
        public void inspect(GuardedHostMapper mapper, String s, int from, int to) {
            List<Violation> found = mapper.inspect(s, from, to);
            for (int i = 0; i < found.size() && !full(); i++) {
                list.add(found.get(i));
            }
        }

        @Override
        public void pass(String host) {
            aligned = labelCount(host, 0, host.length()) == writtenLabels;
            cursorIndex = 0;
            cursorStart = hostStart;
        }

        @Override
        public void add(ViolationCode code, String host, int from, int end, int index, Reason reason) {
            if (full()) {
                return;
            }
            int start = hostStart;
            int stop = hostEnd;
            if (aligned) {
                while (cursorIndex < index) {
                    cursorStart = labelEnd(iri, cursorStart, hostEnd, dns) + 1;
                    cursorIndex++;
                }
                start = cursorStart;
                stop = labelEnd(iri, cursorStart, hostEnd, dns);
            }
            list.add(Violation.of(
                    code,
                    Component.HOST,
                    start,
                    stop,
                    "host label " + MessageText.quote(host, from, end) + " at index " + start
                            + " in host is shown as "
                            + MessageText.quote(
                                    reason.shownAs(), 0, reason.shownAs().length())
                            + ": " + reason.because()));
        }

        /** Past the limit: one VIOLATION_LIMIT_REACHED, and no more. */
        private boolean full() {
            if (list.size() < ViolationCollector.LIMIT) {
                return false;
            }
            if (list.size() == ViolationCollector.LIMIT) {
                list.add(Violation.of(
                        IriCode.VIOLATION_LIMIT_REACHED,
                        Component.HOST,
                        hostStart,
                        hostEnd,
                        "more than " + ViolationCollector.LIMIT + " reasons for the display of the host; the rest"
                                + " are not listed"));
            }
            return true;
        }

        /** @return the reasons, in the order given */
        List<Violation> list() {
            return list.isEmpty() ? List.of() : List.copyOf(list);
        }

        private int labelCount(String s, int from, int to) {
            int count = 1;
            for (int i = from; i < to; i++) {
                char c = s.charAt(i);
                count += c == '.' || dns && HostLabels.isSeparator(c) ? 1 : 0;
            }
            return count;
        }
    }
}
