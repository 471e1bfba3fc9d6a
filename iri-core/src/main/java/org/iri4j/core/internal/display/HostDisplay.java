package org.iri4j.core.internal.display;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.bidi.DirectionSummary;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.plugin.GuardedHostMapper;
import org.iri4j.core.internal.plugin.PluginFailure;
import org.iri4j.core.internal.plugin.PluginSet;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.Grammar;
import org.iri4j.core.internal.syntax.Production;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;

/**
 * The display form of a registered-name host (RFC 3987 §8) in an environment, label by label:
 *
 * <ol>
 *   <li>with a host mapper that checks spoofing ({@link HostMapper#checksSpoofing}, as
 *       {@code iri-idna}'s does with UTS #39), each label as its {@link HostMapper#toDisplay}
 *       shows it, and the mapper's warnings about the host ({@code inspect}) as the
 *       reasons;</li>
 *   <li>with one that does not (the core's {@code java.net.IDN} mapper), a label outside
 *       US-ASCII in URI notation, with {@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}: nothing
 *       has checked that its Unicode form cannot pass for another name; an ACE label stays
 *       ACE;</li>
 *   <li>then a label that breaks a rule of RFC 3987 §4.2 ({@link DirectionSummary}) in URI
 *       notation too, with the bidi code: §4.2 shows such a component in URI notation, as a
 *       whole.</li>
 * </ol>
 * The URI notation of a label (RFC 3987 §3.1) depends on the scheme: in the host of a scheme
 * whose plugin says it uses DNS names ({@link PluginSet#usesDnsHost}) it is the label's ACE
 * form, or its UTF-8 percent-encoded when ToASCII refuses it; in any other host it is always
 * the percent-encoded UTF-8, since ToASCII is for DNS names only, and there an {@code xn--}
 * label is text like any other, never converted. A mapper that checks spoofing decides for
 * such a host too, label by label: a label it would show in Unicode is shown as written, any
 * other percent-encoded. A host written with percent-encoded UTF-8 is shown by its characters,
 * like any other IDN; an encoded reserved character stays encoded (RFC 3987 §3.2), or
 * {@code %2F} would display as a deceiving {@code /}.
 *
 * <p>Immutable and thread-safe.
 */
public final class HostDisplay {

    private static final String MIXED = "it mixes right-to-left and left-to-right characters (RFC 3987 §4.2, rule 1),"
            + " so it is shown in URI notation, as a whole";
    private static final String BOUNDARY = "it has right-to-left characters but does not start and end with one"
            + " (RFC 3987 §4.2, rule 2), so it is shown in URI notation, as a whole";

    private final PluginSet plugins;
    private final GuardedHostMapper mapper;
    /** Whether the mapper checks for spoofing ({@link HostMapper#checksSpoofing}): its display answers may be shown. */
    private final boolean checksSpoofing;
    /** Why a label is not shown in Unicode without a spoofing check, the same for every label. */
    private final String unchecked;

    private HostDisplay(PluginSet plugins) {
        this.plugins = plugins;
        this.mapper = plugins.hostMapper();
        this.checksSpoofing = asksChecksSpoofing(mapper.unguarded());
        // the mapper's name is its own text: quoted and capped, as any plugin text in a message
        this.unchecked = "the host mapper "
                + MessageText.quote(mapper.name(), 0, mapper.name().length())
                + " has no spoofing check (UTS #39) to tell whether its"
                + " Unicode form could pass for another name (RFC 3987 §8); iri-idna's has one";
    }

    /**
     * The host display of an environment.
     *
     * @param plugins the environment's plugins, which say which schemes use DNS names, and its host mapper
     * @return the host display
     */
    public static HostDisplay of(PluginSet plugins) {
        return new HostDisplay(plugins);
    }

    /**
     * Whether a mapper checks spoofing ({@link HostMapper#checksSpoofing}), asked once per
     * environment; a mapper that fails to answer is taken not to check.
     */
    private static boolean asksChecksSpoofing(HostMapper mapper) {
        try {
            return mapper.checksSpoofing();
        } catch (RuntimeException | LinkageError | StackOverflowError failed) {
            return false;
        }
    }

    /**
     * Whether the host mapper checks for spoofing before it shows a label in Unicode.
     *
     * @return true if its {@link HostMapper#toDisplay} answers may be shown
     */
    public boolean checksSpoofing() {
        return checksSpoofing;
    }

    /**
     * The host of a reference as it should be shown to people, without the reasons: nothing
     * is asked or made that only the reasons need.
     *
     * @param iri the reference
     * @return the host to display, or empty without authority
     * @throws org.iri4j.api.InvalidInputException if the host mapper fails
     */
    public Optional<String> host(Layout iri) {
        return shownByLabel(iri) ? Optional.of(shown(iri, plugins.usesDnsHost(iri), HostReasons.IGNORED)) : iri.host();
    }

    /** A host to show, and why it is not shown as written. */
    record Shown(String host, List<Violation> violations) {}

    /**
     * The host of a reference as it should be shown to people, with the reasons.
     *
     * @param iri the reference
     * @return the host to display and the reasons, or empty without authority
     * @throws org.iri4j.api.InvalidInputException if the host mapper fails
     */
    Optional<Shown> show(Layout iri) {
        if (!shownByLabel(iri)) {
            return iri.host().map(h -> new Shown(h, List.of()));
        }
        boolean dns = plugins.usesDnsHost(iri);
        HostReasons.Collected reasons = new HostReasons.Collected(iri, dns);
        String host = shown(iri, dns, reasons);
        return Optional.of(new Shown(host, reasons.list()));
    }

    /** A registered name that is not empty: an IP address or literal is shown as it is. */
    private static boolean shownByLabel(Layout iri) {
        return iri.hasAuthority()
                && iri.hostKind().orElse(null) == HostKind.REG_NAME
                && iri.hostStart() < iri.hostEnd();
    }

    private String shown(Layout iri, boolean dns, HostReasons reasons) {
        String s = iri.string();
        StringBuilder decoded = new StringBuilder(iri.hostEnd() - iri.hostStart());
        UriToIriDecoder.decodeInto(decoded, s, iri.hostStart(), iri.hostEnd(), false);
        String host = decoded.toString();
        try {
            String shown;
            if (checksSpoofing) {
                shown = dns ? mapper.toDisplay(host) : passedAsWritten(host);
                reasons.inspect(mapper, s, iri.hostStart(), iri.hostEnd());
            } else {
                shown = unchecked(host, dns, reasons);
            }
            return bidiSafe(shown, dns, reasons);
        } catch (PluginFailure f) {
            throw f.toException(s);
        }
    }

    /**
     * A host that is no DNS name, through a mapper that checks spoofing: each label outside
     * US-ASCII as written where the mapper would show it in Unicode, else percent-encoded.
     */
    private String passedAsWritten(String host) {
        if (PercentEncoder.firstNonAscii(host, 0, host.length()) < 0) {
            return host;
        }
        StringBuilder out = new StringBuilder(host.length() + 16);
        for (int from = 0; ; ) {
            int end = HostReasons.labelEnd(host, from, host.length(), false);
            String passed = PercentEncoder.firstNonAscii(host, from, end) < 0
                    ? null
                    : mapper.toDisplay(host.substring(from, end));
            if (passed == null || PercentEncoder.firstNonAscii(passed, 0, passed.length()) >= 0) {
                out.append(host, from, end);
            } else {
                PercentEncoder.appendNonAscii(out, host, from, end);
            }
            if (end == host.length()) {
                return out.toString();
            }
            out.append('.');
            from = end + 1;
        }
    }

    /** Each label outside US-ASCII in URI notation: nothing can tell whether its Unicode form deceives. */
    private String unchecked(String host, boolean dns, HostReasons reasons) {
        if (PercentEncoder.firstNonAscii(host, 0, host.length()) < 0) {
            return host;
        }
        reasons.pass(host);
        StringBuilder out = new StringBuilder(host.length() + 16);
        for (int from = 0, index = 0; ; index++) {
            int end = HostReasons.labelEnd(host, from, host.length(), dns);
            if (PercentEncoder.firstNonAscii(host, from, end) < 0) {
                out.append(host, from, end);
            } else {
                String ascii = uriNotation(host.substring(from, end), dns);
                out.append(ascii);
                reasons.add(
                        IriCode.HOST_SPOOF_CHECK_UNAVAILABLE,
                        host,
                        from,
                        end,
                        index,
                        new HostReasons.Reason(ascii, unchecked));
            }
            if (end == host.length()) {
                return out.toString();
            }
            out.append('.'); // every separator is a full stop (RFC 3490 §3.1)
            from = end + 1;
        }
    }

    /** Each label that breaks a rule of RFC 3987 §4.2 in URI notation. */
    private String bidiSafe(String host, boolean dns, HostReasons reasons) {
        if (!DirectionSummary.containsRightToLeft(host)) {
            return host;
        }
        reasons.pass(host);
        StringBuilder out = new StringBuilder(host.length() + 16);
        for (int from = 0, index = 0; ; index++) {
            int end = HostReasons.labelEnd(host, from, host.length(), dns);
            DirectionSummary direction = DirectionSummary.of(host, from, end);
            if (direction.breaksRules()) {
                String ascii = uriNotation(host.substring(from, end), dns);
                out.append(ascii);
                boolean mixed = direction.mixesDirections();
                reasons.add(
                        mixed ? IriCode.BIDI_MIXED_DIRECTIONS : IriCode.BIDI_COMPONENT_BOUNDARY,
                        host,
                        from,
                        end,
                        index,
                        new HostReasons.Reason(ascii, mixed ? MIXED : BOUNDARY));
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
     * A label in URI notation (RFC 3987 §3.1): in a DNS name its ACE form, or, if ToASCII
     * refuses it or the mapper answers something that is no ASCII label, its UTF-8
     * percent-encoded; in any other host always the latter.
     */
    private String uriNotation(String label, boolean dns) {
        if (dns) {
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
        }
        StringBuilder out = new StringBuilder(label.length() * 3);
        PercentEncoder.appendNonAscii(out, label, 0, label.length());
        return out.toString();
    }

    @Override
    public String toString() {
        return "HostDisplay[" + mapper.name() + (checksSpoofing ? ", checks spoofing" : ", URI notation") + "]";
    }
}
