package org.iri4j.web;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.internal.host.StrictDomain;

/**
 * The host of a URL as {@link IriBridge} writes it in an IRI: a domain (the host of a special
 * URL, URL Standard §3.5) converted whole by the Standard's <em>domain to Unicode</em> (§3.3:
 * UTS #46 ToUnicode of the whole domain; on any error, the domain as it is), and kept in ASCII
 * unless its Unicode form
 *
 * <ol>
 *   <li>is an {@code ireg-name} the core's grammar accepts (RFC 3987 §2.2, §4.1: no bidi
 *       formatting character, only {@code ucschar}), checked by the environment's
 *       {@code check};</li>
 *   <li>reads back, through the Standard's domain to ASCII, as the very same ASCII domain;</li>
 *   <li>and is what the environment's host mapper shows people, every label in Unicode, after
 *       its spoofing checks (RFC 3987 §8, UTS #39: {@link HostMapper#checksSpoofing()} and
 *       {@link HostMapper#toDisplay}), so that the bridge never writes a look-alike such as
 *       {@code аррӏе.com} that {@code Iris.display} would show in ACE form.</li>
 * </ol>
 *
 * All or nothing: never some labels in Unicode and others in ASCII, which is how
 * {@code xn--zca.xn--a} became {@code ß.xn--a}, a host that no URL parser reads back. Every other
 * host (an IP address, an opaque host, the empty host) and a domain without an {@code xn--}
 * label stays as the URL serialized it. When the domain stays in ASCII for a reason,
 * {@link #violations} says which.
 */
final class IriBridgeHost {

    /** Longest excerpt of the Unicode form quoted in a message. */
    private static final int MAX_QUOTED = 40;

    /** What the IRI holds as the host, before RFC 3986 §2.1 encoding of ASCII a reg-name lacks. */
    final String text;
    /** Why a domain with an A-label stays in ASCII, or null when there is nothing to say. */
    private final ViolationCode why;
    /** What the message says after the rule, or null. */
    private final String detail;
    /** The host mapper whose spoofing checks kept the domain in ASCII, asked for its findings; or null. */
    private final HostMapper spoofCheck;

    private IriBridgeHost(String text, ViolationCode why, String detail, HostMapper spoofCheck) {
        this.text = text;
        this.why = why;
        this.detail = detail;
        this.spoofCheck = spoofCheck;
    }

    private static IriBridgeHost ascii(String ascii, ViolationCode why, String detail) {
        return new IriBridgeHost(ascii, why, detail, null);
    }

    /**
     * The host of a URL in its IRI.
     *
     * @param url    the URL
     * @param mapper the domain mapper that reads the IRI back ({@link WebUrl#parse(CharSequence)}'s),
     *               or null when none is present
     * @param env    the environment whose grammar check and host mapper decide what may be written
     * @return the host, in Unicode only where that is safe to write
     */
    static IriBridgeHost of(WebUrl url, UrlDomainMapper mapper, IriEnvironment env) {
        String ascii = url.hostname();
        if (!url.layout.special() || !StrictDomain.hasAceLabel(ascii)) {
            return ascii(ascii, null, null); // nothing that domain to Unicode would change
        }
        if (mapper == null) {
            return ascii(ascii, UrlCode.IDNA_UNAVAILABLE, "without one the host stays in ASCII");
        }
        String unicode;
        try {
            unicode = mapper.toUnicode(ascii);
        } catch (RuntimeException e) {
            // A broken plugin: the ASCII host is always right, and check() says why it was kept.
            return ascii(ascii, IriCode.PLUGIN_FAILED, threw("domain mapper", mapper.name(), e));
        }
        IriBridgeHost refused = refusal(url, ascii, unicode, mapper, env);
        return refused != null ? refused : shown(ascii, unicode, env.hostMapper());
    }

    /** The first of conditions 1 and 2 the Unicode form fails, or null when it keeps both. */
    private static IriBridgeHost refusal(
            WebUrl url, String ascii, String unicode, UrlDomainMapper mapper, IriEnvironment env) {
        if (unicode == null || unicode.equals(ascii)) {
            // A valid A-label always decodes to something else (UTS #46 §4.1 step 4): an error.
            return ascii(
                    ascii,
                    UrlCode.DOMAIN_TO_UNICODE,
                    "UTS #46 ToUnicode records an error in it, and domain"
                            + " to Unicode then returns the whole domain as it is");
        }
        String written = UriForm.host(url.layout, unicode);
        CheckResult grammar = env.check("//" + written);
        if (!grammar.isValid()) {
            Violation first = grammar.errors().get(0);
            int at = first.start() - 2;
            String what = at >= 0 && at < written.length()
                    ? MessageText.codePoint(written.codePointAt(at))
                    : MessageText.quote(unicode, 0, unicode.length(), MAX_QUOTED);
            return ascii(
                    ascii,
                    UrlCode.DOMAIN_TO_UNICODE,
                    "its Unicode form holds " + what + ", which an IRI may not hold ("
                            + first.code().id() + ", " + first.code().reference() + ")");
        }
        String back;
        try {
            back = mapper.toAscii(unicode);
        } catch (HostMappingException e) {
            back = null;
        } catch (RuntimeException e) {
            return ascii(ascii, IriCode.PLUGIN_FAILED, threw("domain mapper", mapper.name(), e));
        }
        if (!ascii.equals(back)) {
            return ascii(
                    ascii,
                    UrlCode.DOMAIN_TO_UNICODE,
                    "its Unicode form "
                            + MessageText.quote(unicode, 0, unicode.length(), MAX_QUOTED)
                            + " does not read back as this domain through domain to ASCII");
        }
        return null;
    }

    /** Condition 3: the Unicode form if the host mapper's spoofing checks show all of it in Unicode. */
    private static IriBridgeHost shown(String ascii, String unicode, HostMapper display) {
        if (!checksSpoofing(display)) {
            return ascii(
                    ascii,
                    IriCode.HOST_SPOOF_CHECK_UNAVAILABLE,
                    "the host mapper '" + display.name()
                            + "' has no spoofing check (UTS #39) to tell whether its Unicode form "
                            + MessageText.quote(unicode, 0, unicode.length(), MAX_QUOTED)
                            + " could pass for another name (RFC 3987 §8), so the host stays in ASCII; iri-idna's has one");
        }
        String shown;
        try {
            shown = display.toDisplay(unicode);
        } catch (RuntimeException e) {
            return ascii(ascii, IriCode.PLUGIN_FAILED, threw("host mapper", display.name(), e));
        }
        if (unicode.equals(shown)) {
            return new IriBridgeHost(unicode, null, null, null);
        }
        return new IriBridgeHost(
                ascii,
                UrlCode.DOMAIN_TO_UNICODE,
                "the host mapper '" + display.name() + "' shows its Unicode form "
                        + MessageText.quote(unicode, 0, unicode.length(), MAX_QUOTED) + " as "
                        + MessageText.quote(shown, 0, shown.length(), MAX_QUOTED)
                        + " after its spoofing checks (UTS #39, RFC 3987 §8), not all in Unicode",
                display);
    }

    /** Whether a host mapper checks for spoofing; one that fails to answer does not (as the core takes it). */
    private static boolean checksSpoofing(HostMapper mapper) {
        try {
            return mapper.checksSpoofing();
        } catch (RuntimeException e) {
            return false;
        }
    }

    private static String threw(String kind, String name, RuntimeException e) {
        return "the " + kind + " '" + name + "' threw " + e.getClass().getName() + ", so the host stays in ASCII";
    }

    /**
     * Why a domain with an A-label stays in ASCII, as warnings about the host of the IRI: the
     * host mapper's own findings ({@link HostMapper#inspect}, such as UTS #39's whole-script
     * confusables) when its spoofing checks kept the domain in ASCII and it names them, else one
     * warning with the code that says why.
     *
     * @param iri   the IRI's text
     * @param start the first index of the host in it
     * @param end   one past its last
     * @return the warnings; empty when the host was converted or there is nothing to convert
     */
    List<Violation> violations(String iri, int start, int end) {
        if (why == null) {
            return List.of();
        }
        List<Violation> out = new ArrayList<>(2);
        for (Violation v : findings(iri, start, end)) {
            MessageSource message = () -> v.message() + "; the host stays in ASCII";
            out.add(Violation.of(v.code(), v.component(), v.start(), v.end(), message)
                    .withSeverity(Severity.WARNING));
        }
        if (out.isEmpty()) {
            String found = MessageText.quote(iri, start, end, MAX_QUOTED);
            MessageSource message = () -> Messages.compose(why, found, start, Component.HOST, detail);
            out.add(Violation.of(why, Component.HOST, start, end, message).withSeverity(Severity.WARNING));
        }
        return out;
    }

    /** The spoofing findings of the host mapper that kept the domain in ASCII; empty if it has none or fails. */
    private List<Violation> findings(String iri, int start, int end) {
        if (spoofCheck == null) {
            return List.of();
        }
        try {
            List<Violation> found = spoofCheck.inspect(iri, start, end);
            return found == null ? List.of() : found;
        } catch (RuntimeException e) {
            return List.of(); // the warning with the code says why, and names the mapper
        }
    }
}
