package org.iri4j.core.display;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.bidi.DirectionSummary;
import org.iri4j.core.codec.PercentEncoder;
import org.iri4j.core.codec.UriToIriDecoder;
import org.iri4j.core.host.HostLabels;
import org.iri4j.core.layout.Layout;
import org.iri4j.core.plugin.GuardedHostMapper;
import org.iri4j.core.plugin.PluginFailure;
import org.iri4j.core.syntax.ComponentScanner;
import org.iri4j.core.syntax.Grammar;
import org.iri4j.core.syntax.Production;
import org.iri4j.core.syntax.ViolationCollector;
import org.iri4j.core.syntax.ViolationMessages;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * The display form of a registered-name host (RFC 3987 §8) in an environment, label by label:
 *
 * <ol>
 *   <li>with a host mapper that has a display policy (it overrides
 *       {@link HostMapper#toDisplay}, as {@code iri-idna}'s does with UTS #39), each label as
 *       the policy shows it, and the mapper's warnings about the host ({@code inspect}) as
 *       the reasons;</li>
 *   <li>with one that has none (the core's {@code java.net.IDN} mapper), a label outside
 *       US-ASCII in its ACE form, with {@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}: nothing
 *       has checked that its Unicode form cannot pass for another name; an ACE label stays
 *       ACE;</li>
 *   <li>then a label that breaks a rule of RFC 3987 §4.2 ({@link DirectionSummary}) in its ACE
 *       form too, with the bidi code: §4.2 shows such a component in URI notation, as a whole,
 *       and the URI form of a DNS label is its ACE form (§3.1).</li>
 * </ol>
 * A label without ACE form (ToASCII refuses it) is percent-encoded as UTF-8 instead, the URI
 * notation of any other host (§3.1). A host written with percent-encoded UTF-8 is shown by its
 * characters, like any other IDN; an encoded reserved character stays encoded (RFC 3987
 * §3.2), or {@code %2F} would display as a deceiving {@code /}.
 *
 * <p>Immutable and thread-safe.
 *
 * @since 0.1.0
 */
public final class HostDisplay {

    private final GuardedHostMapper mapper;
    /** Whether the mapper checks for spoofing ({@link HostMapper#checksSpoofing}): its display answers may be shown. */
    private final boolean policy;

    private HostDisplay(GuardedHostMapper mapper) {
        this.mapper = mapper;
        this.policy = hasDisplayPolicy(mapper.unguarded());
    }

    /**
     * The host display of an environment's host mapper.
     *
     * @param mapper the environment's host mapper
     * @return the host display
     */
    public static HostDisplay of(GuardedHostMapper mapper) {
        return new HostDisplay(mapper);
    }

    /**
     * Whether a mapper has a display policy ({@link HostMapper#checksSpoofing}), asked once per
     * environment; a mapper that fails to answer is taken not to check.
     */
    private static boolean hasDisplayPolicy(HostMapper mapper) {
        try {
            return mapper.checksSpoofing();
        } catch (RuntimeException | LinkageError | StackOverflowError failed) {
            return false;
        }
    }

    /**
     * Whether the host mapper checks for spoofing before it shows a label in Unicode.
     *
     * @return true if it has a display policy of its own
     */
    public boolean checksSpoofing() {
        return policy;
    }

    /**
     * The host of a reference as it should be shown to people.
     *
     * @param iri the reference
     * @return the host to display, or empty without authority
     * @throws org.iri4j.api.IriSyntaxException if the host mapper fails
     */
    public Optional<String> host(Layout iri) {
        return show(iri).map(Shown::host);
    }

    /** A host to show, and why it is not shown as written. */
    record Shown(String host, List<Violation> violations) {}

    /**
     * The host of a reference as it should be shown to people, with the reasons.
     *
     * @param iri the reference
     * @return the host to display and the reasons, or empty without authority
     * @throws org.iri4j.api.IriSyntaxException if the host mapper fails
     */
    Optional<Shown> show(Layout iri) {
        Optional<String> host = iri.host();
        if (host.isEmpty()
                || iri.hostKind().orElse(null) != HostKind.REG_NAME
                || host.get().isEmpty()) {
            return host.map(h -> new Shown(h, List.of()));
        }
        String written = host.get();
        StringBuilder decoded = new StringBuilder(written.length());
        UriToIriDecoder.decodeInto(decoded, written, 0, written.length(), false);
        String s = iri.string();
        Notes notes = new Notes(s, iri.hostStart(), iri.hostEnd());
        try {
            String shown;
            if (policy) {
                shown = mapper.toDisplay(decoded.toString());
                notes.addAll(mapper.inspect(s, iri.hostStart(), iri.hostEnd()));
            } else {
                shown = unchecked(decoded.toString(), notes);
            }
            return Optional.of(new Shown(bidiSafe(shown, notes), notes.list()));
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
    }

    /** Each label outside US-ASCII in its ACE form: nothing can tell whether its Unicode form deceives. */
    private String unchecked(String host, Notes notes) {
        if (PercentEncoder.firstNonAscii(host, 0, host.length()) < 0) {
            return host;
        }
        notes.pass(host);
        String because = "the host mapper " + mapper.name() + " has no spoofing check (UTS #39) to tell whether its"
                + " Unicode form could pass for another name (RFC 3987 §8); iri-idna's has one";
        StringBuilder out = new StringBuilder(host.length() + 16);
        int from = 0;
        for (int index = 0; ; index++) {
            int end = HostLabels.labelEnd(host, from, host.length());
            if (PercentEncoder.firstNonAscii(host, from, end) < 0) {
                out.append(host, from, end);
            } else {
                String ascii = asciiForm(host.substring(from, end));
                out.append(ascii);
                notes.add(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE, host, from, end, index, new Reason(ascii, because));
            }
            if (end == host.length()) {
                return out.toString();
            }
            out.append('.'); // every separator is a full stop (RFC 3490 §3.1)
            from = end + 1;
        }
    }

    /** Each label that breaks a rule of RFC 3987 §4.2 in its ACE form. */
    private String bidiSafe(String host, Notes notes) {
        if (!DirectionSummary.containsRightToLeft(host)) {
            return host;
        }
        notes.pass(host);
        StringBuilder out = new StringBuilder(host.length() + 16);
        int from = 0;
        for (int index = 0; ; index++) {
            int end = HostLabels.labelEnd(host, from, host.length());
            DirectionSummary direction = DirectionSummary.of(host, from, end);
            if (direction.breaksRules()) {
                String ascii = asciiForm(host.substring(from, end));
                out.append(ascii);
                boolean mixed = direction.mixesDirections();
                String because = mixed
                        ? "it mixes right-to-left and left-to-right characters (RFC 3987 §4.2, rule 1)"
                        : "it has right-to-left characters but does not start and end with one (RFC 3987 §4.2, rule 2)";
                notes.add(
                        mixed ? IriCode.BIDI_MIXED_DIRECTIONS : IriCode.BIDI_COMPONENT_BOUNDARY,
                        host,
                        from,
                        end,
                        index,
                        new Reason(ascii, because + ", so it is shown in URI notation, as a whole"));
            } else {
                out.append(host, from, end);
            }
            if (end == host.length()) {
                return out.toString();
            }
            out.append(host.charAt(end));
            from = end + 1;
        }
    }

    /**
     * A label in URI notation (RFC 3987 §3.1): its ACE form, or, if ToASCII refuses it or the
     * mapper answers something that is no ASCII label, its UTF-8 percent-encoded.
     */
    private String asciiForm(String label) {
        try {
            String ascii = mapper.toAscii(label, HostMapper.Purpose.CONSUMING);
            if (!ascii.isEmpty()
                    && ascii.indexOf('.') < 0
                    && ComponentScanner.scan(ascii, 0, ascii.length(), Grammar.URI.spec(Production.REG_NAME))
                            == ascii.length()) {
                return ascii;
            }
        } catch (HostMappingException e) {
            // no ACE form: percent-encoded below
        }
        StringBuilder out = new StringBuilder(label.length() * 3);
        PercentEncoder.appendNonAscii(out, label, 0, label.length());
        return out.toString();
    }

    @Override
    public String toString() {
        return "HostDisplay[" + mapper.name() + (policy ? ", its display policy" : ", ACE form") + "]";
    }

    /**
     * The reasons for a host's display, each at its label in the IRI's string when the labels
     * shown match those written one for one, else at the whole host. Labels come in order, so
     * one cursor walks the written host once; at most {@link ViolationCollector#LIMIT} reasons
     * are kept, as a check keeps, so that a host of a million labels costs its length.
     */
    private static final class Notes {

        private final String iri;
        private final int hostStart;
        private final int hostEnd;
        private final int writtenLabels;
        private final List<Violation> list = new ArrayList<>(2);
        /** Whether the host being shown has as many labels as the one written. */
        private boolean aligned;
        /** The number of the written label the cursor is at. */
        private int cursorIndex;
        /** Where that label starts in the IRI's string. */
        private int cursorStart;

        Notes(String iri, int hostStart, int hostEnd) {
            this.iri = iri;
            this.hostStart = hostStart;
            this.hostEnd = hostEnd;
            this.writtenLabels = labelCount(iri, hostStart, hostEnd);
        }

        /** Starts a pass over the labels of a form of the host, from its first label. */
        void pass(String host) {
            aligned = labelCount(host, 0, host.length()) == writtenLabels;
            cursorIndex = 0;
            cursorStart = hostStart;
        }

        void addAll(List<Violation> found) {
            for (int i = 0; i < found.size() && !full(); i++) {
                list.add(found.get(i));
            }
        }

        /** A reason for the label {@code host[from, end)}, the {@code index}th of the pass, and how it is shown. */
        void add(ViolationCode code, String host, int from, int end, int index, Reason reason) {
            if (full()) {
                return;
            }
            int start = hostStart;
            int stop = hostEnd;
            if (aligned) {
                while (cursorIndex < index) {
                    cursorStart = HostLabels.labelEnd(iri, cursorStart, hostEnd) + 1;
                    cursorIndex++;
                }
                start = cursorStart;
                stop = HostLabels.labelEnd(iri, cursorStart, hostEnd);
            }
            list.add(Violation.of(
                    code,
                    Component.HOST,
                    start,
                    stop,
                    "host label " + ViolationMessages.excerpt(host, from, end) + " at index " + start
                            + " in host is shown as "
                            + ViolationMessages.excerpt(reason.shownAs, 0, reason.shownAs.length())
                            + ": " + reason.because));
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

        List<Violation> list() {
            return List.copyOf(list);
        }

        private static int labelCount(String s, int from, int to) {
            int count = 1;
            for (int i = from; i < to; i++) {
                count += HostLabels.isSeparator(s.charAt(i)) ? 1 : 0;
            }
            return count;
        }
    }

    /** How a label is shown, and why. */
    private record Reason(String shownAs, String because) {}
}
