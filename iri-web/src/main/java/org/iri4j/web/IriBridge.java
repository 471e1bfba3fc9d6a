package org.iri4j.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;
import org.iri4j.api.CheckResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.CheckResults;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.web.internal.host.StrictDomain;

/**
 * The bridge between the URL Standard's URLs and RFC 3987 IRIs.
 *
 * <p>URL → IRI: a URL's serialization (URL Standard §4.5) is US-ASCII, but the Standard leaves
 * some characters unencoded that RFC 3986 §2 does not allow where they stand ({@code | ^ { } `}
 * and {@code \} in a path, {@code [ ] #} after the path, {@code "} and the like in an opaque
 * host or an opaque path, a {@code %} not followed by two hexadecimal digits). Each is
 * percent-encoded as UTF-8 (RFC 3986 §2.1), so the result is always a URI reference, which is
 * then read as an IRI by RFC 3987 §3.2 (percent-encoded UTF-8 that an IRI may hold decoded).
 *
 * <p>The host of a special URL (a domain) is written as the URL Standard's <em>domain to
 * Unicode</em> gives it (§3.3): UTS #46 ToUnicode of the whole domain, by the same
 * {@link org.iri4j.spi.UrlDomainMapper} that {@link WebUrl#parse(CharSequence)} uses, and the domain in
 * ASCII on any error. The Unicode form is kept only if it is a host an IRI may hold (the core's
 * grammar, RFC 3987 §2.2, §4.1), the Standard's domain to ASCII reads it back as the same ASCII
 * domain, and the default environment's host mapper shows all of it in Unicode after its
 * spoofing checks (RFC 3987 §8, UTS #39: {@link org.iri4j.spi.HostMapper#checksSpoofing()} and
 * {@code toDisplay}), as {@code Iris.display} would: all labels in Unicode or none, so that the
 * IRI always reads back as the same URL and bridges to the same IRI, and never a look-alike
 * ({@code xn--80ak6aa92e.com}, Cyrillic "аррӏе", stays in ASCII). Without {@code iri-idna}, which
 * brings both the domain mapper and a host mapper with spoofing checks, hosts stay in ASCII.
 * {@link #check(WebUrl)} says why a host stayed in ASCII.
 *
 * <p>A host the URL Standard accepts can still have no URI form: the Standard does not validate
 * the A-labels of an ASCII domain ({@code http://xn--a.com/} is a URL, §3.3 with beStrict
 * false), while RFC 3987 §3.1 maps the host of a DNS scheme through ToASCII, which refuses
 * {@code xn--a}; so {@code Iris.toUri} refuses such an IRI with
 * {@link org.iri4j.api.IriCode#HOST_MAPPING_FAILED}, as it refuses a host with a label that
 * IDNA2008 disallows ({@code a_b.bücher.example}: UseSTD3ASCIIRules). The bridge writes the IRI all the same (changing the
 * host would name another one) and {@link #check(WebUrl)} reports it as a warning.
 *
 * <p>IRI → URL: the IRI's text is read by the basic URL parser (URL Standard §4.4), as a browser
 * reads it in a link: this is where the two readings of one string can differ (the README's
 * "Links as browsers read them" lists how).
 *
 * <pre>{@code
 * Iri iri = IriBridge.toIri(WebUrl.parse("HTTP://xn--bcher-kva.example/a|b?q=^"));
 * // http://bücher.example/a%7Cb?q=%5E
 * IriBridge.toIri(WebUrl.parse("http://xn--zca.xn--a/"));      // http://xn--zca.xn--a/ (xn--a is no A-label)
 * IriBridge.toIri(WebUrl.parse("http://xn--80ak6aa92e.com/")); // http://xn--80ak6aa92e.com/ (a look-alike of apple.com)
 * WebUrl url = IriBridge.toUrl(Iris.parse("http://0x7f.1/%2e/x"));   // http://127.0.0.1/x
 * }</pre>
 *
 * @since 0.1.0
 */
public final class IriBridge {

    private IriBridge() {}

    /**
     * The IRI of a URL (RFC 3987 §3.2 applied to the URL's serialization made a URI), with the
     * rest of the URI read by a mapper of one's own. The host is the bridge's, written as
     * {@link #toIri(WebUrl)} writes it, with the default environment's spoofing checks (a mapper
     * does not tell its environment): a mapper built with {@code unicodeHosts(true)} converts
     * label by label, which can give a host that no URL parser reads back, so its host
     * conversion is undone.
     *
     * @param url the URL
     * @param mapper the mapper that reads the URI's percent-encodings as an IRI
     * @return a valid IRI
     */
    public static Iri toIri(WebUrl url, IriMapper mapper) {
        return bridge(url, Objects.requireNonNull(mapper, "mapper")::toIri, hostOf(url));
    }

    /**
     * The IRI of a URL, with the default environment's mapper (RFC 3987 §3.2) and the host of a
     * special URL through the URL Standard's domain to Unicode (§3.3), whole or not at all.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://xn--bcher-kva.example/%C3%BC}</td><td>{@code http://bücher.example/ü}</td></tr>
     *   <tr><td>{@code http://xn--zca.xn--a/}</td><td>{@code http://xn--zca.xn--a/}: {@code xn--a} is no A-label</td></tr>
     *   <tr><td>{@code http://xn--80ak6aa92e.com/}</td><td>as it is: "аррӏе" (Cyrillic) could pass for "apple"</td></tr>
     *   <tr><td>{@code foo://xn--bcher-kva.example/}</td><td>as it is: an opaque host is no domain</td></tr>
     * </table>
     *
     * @param url the URL
     * @return a valid IRI, which {@link #toUrl(Iri)} reads back as {@code url} when the bridge
     *     changed nothing but its host and percent-encodings of UTF-8
     */
    public static Iri toIri(WebUrl url) {
        return bridge(url, PlainMapper.MAPPER::toIri, hostOf(url));
    }

    /**
     * The IRI of a URL as {@link #toIri(WebUrl)} gives it, with what a reader of it should know,
     * in the default environment; see {@link #check(WebUrl, IriMapper)}.
     *
     * @param url the URL
     * @return a valid result (rule {@link IriRule#IRI}, input the IRI's text) holding the IRI
     */
    public static CheckResult check(WebUrl url) {
        return check(url, PlainMapper.MAPPER);
    }

    /**
     * The IRI of a URL as {@link #toIri(WebUrl, IriMapper)} gives it, with what a reader of it
     * should know as warnings whose indexes are into the IRI's text: why a domain with an
     * A-label stayed in ASCII ({@link UrlCode#DOMAIN_TO_UNICODE}, {@link UrlCode#IDNA_UNAVAILABLE},
     * {@link org.iri4j.api.IriCode#HOST_SPOOF_CHECK_UNAVAILABLE} when the default environment's
     * host mapper has no spoofing check, the host mapper's own findings such as
     * {@code idna.HOST_WHOLE_SCRIPT_CONFUSABLE} when its checks kept it in ASCII,
     * {@link org.iri4j.api.IriCode#PLUGIN_FAILED}), and why the mapper's {@code toUri} refuses the
     * IRI, most often its host ({@link org.iri4j.api.IriCode#HOST_MAPPING_FAILED}, RFC 3987
     * §3.1): such an IRI has no URI form though the URL Standard accepts the link.
     *
     * <table>
     *   <caption>Examples, with iri-idna</caption>
     *   <tr><td>{@code http://xn--bcher-kva.example/}</td><td>{@code http://bücher.example/}, nothing to say</td></tr>
     *   <tr><td>{@code http://xn--a.com/}</td><td>{@code http://xn--a.com/}, {@code url.DOMAIN_TO_UNICODE} and {@code HOST_MAPPING_FAILED}</td></tr>
     *   <tr><td>{@code http://xn--80ak6aa92e.com/}</td><td>{@code http://xn--80ak6aa92e.com/}, {@code idna.HOST_WHOLE_SCRIPT_CONFUSABLE}</td></tr>
     * </table>
     *
     * @param url    the URL
     * @param mapper the mapping that reads the percent-encodings and whose {@code toUri} is asked
     *               about the IRI, e.g. one of an environment of one's own
     * @return a valid result (rule {@link IriRule#IRI}, input the IRI's text) holding the IRI
     */
    public static CheckResult check(WebUrl url, IriMapper mapper) {
        Objects.requireNonNull(mapper, "mapper");
        IriBridgeHost host = hostOf(url);
        Iri iri = bridge(url, mapper::toIri, host);
        String text = iri.toString();
        List<Violation> found = new ArrayList<>(2);
        if (iri.host().isPresent()) {
            int start = hostStart(iri);
            found.addAll(host.violations(text, start, start + iri.host().get().length()));
        }
        found.addAll(toUriRefusals(mapper, iri));
        found.sort(Comparator.comparingInt(Violation::start));
        return CheckResults.of(text, IriRule.IRI, found, iri);
    }

    /** Made on first use, so that a URL that is never bridged never builds an environment. */
    private static final class PlainMapper {
        /** RFC 3987 §3.1 and §3.2 in the default environment, without options. */
        static final IriMapper MAPPER = Iris.mapperBuilder().build();
    }

    /** The host as the default domain mapper converts it and the default environment lets it be written. */
    private static IriBridgeHost hostOf(WebUrl url) {
        return IriBridgeHost.of(url, WebUrlOptions.defaults().domainMapper(), IriEnvironment.defaults());
    }

    /**
     * The IRI of a URL whose host the bridge has decided: written into the URI text, read by
     * the mapper, and put back if the mapper converted it.
     *
     * @param url    the URL
     * @param mapper RFC 3987 §3.2
     * @param host   the host to write
     * @return the IRI
     */
    static Iri bridge(WebUrl url, UnaryOperator<Iri> mapper, IriBridgeHost host) {
        String written = UriForm.host(url.layout, host.text);
        Iri mapped = mapper.apply(Iris.parse(UriForm.of(url.layout, written)));
        String got = mapped.host().orElse(written);
        // Only ToUnicode turns a written A-label into something else; percent-decoding is the mapper's.
        if (got.equals(written) || !StrictDomain.hasAceLabel(written)) {
            return mapped;
        }
        String s = mapped.toString();
        int start = hostStart(mapped);
        return Iris.parse(s.substring(0, start) + written + s.substring(start + got.length()));
    }

    /** Where the host of an IRI with an authority begins in its text. */
    private static int hostStart(Iri iri) {
        return iri.scheme().orElse("").length()
                + 3
                + iri.userinfo().map(u -> u.length() + 1).orElse(0);
    }

    /**
     * Why {@code toUri} refuses an IRI (RFC 3987 §3.1), as warnings. {@link IriMapper#toUri} has
     * no form that does not throw, so its refusal is caught here, at the edge of the bridge: the
     * answer is the list, not a failure.
     */
    private static List<Violation> toUriRefusals(IriMapper mapper, Iri iri) {
        try {
            mapper.toUri(iri);
            return List.of();
        } catch (InvalidInputException e) {
            List<Violation> out = new ArrayList<>(1);
            for (Violation v : e.violations()) {
                MessageSource message = () ->
                        v.message() + "; the URL Standard accepts the link (§3.3, §3.5), but its IRI has no URI form";
                out.add(Violation.of(v.code(), v.component(), v.start(), v.end(), message)
                        .withSeverity(Severity.WARNING));
            }
            return out;
        }
    }

    /**
     * The URL that the basic URL parser reads from an IRI's text (URL Standard §4.4).
     *
     * @param iri the IRI
     * @param base the base URL for a relative reference, or null
     * @return the URL
     * @throws InvalidInputException if the URL parser returns failure
     */
    public static WebUrl toUrl(Iri iri, WebUrl base) {
        return WebUrl.parse(iri.toString(), base);
    }

    /**
     * The URL that the basic URL parser reads from an absolute IRI's text (URL Standard §4.4).
     *
     * @param iri the IRI
     * @return the URL
     * @throws InvalidInputException if the URL parser returns failure, as for a relative reference
     */
    public static WebUrl toUrl(Iri iri) {
        return toUrl(iri, null);
    }
}
