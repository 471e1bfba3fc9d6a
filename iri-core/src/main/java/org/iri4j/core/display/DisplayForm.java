package org.iri4j.core.display;

import java.util.List;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Component;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.HostKind;
import org.iri4j.api.Violation;
import org.iri4j.core.host.HostConverter;
import org.iri4j.core.layout.ComponentWriter;
import org.iri4j.core.layout.ComponentWriters;
import org.iri4j.core.layout.Layout;

/**
 * The form of an IRI to show people, in an environment: the host as {@link HostDisplay} shows
 * it (RFC 3987 §8: in Unicode only what a spoofing check has passed, and no label that breaks
 * the bidi rules of §4.2), a password in the userinfo as {@code ***} (RFC 3986 §3.2.1: never
 * rendered as clear text), then the bidi rules of RFC 3987 §4.1-4.2 ({@link BidiDisplay}).
 *
 * @since 0.1.0
 */
public final class DisplayForm {

    private final HostDisplay hosts;
    private final BidiDisplay bidi;

    /**
     * The display of an environment's host display with a wrapping.
     *
     * @param hosts    how the environment shows hosts
     * @param wrapping the pair of formatting characters around a bidirectional IRI
     */
    public DisplayForm(HostDisplay hosts, BidiWrapping wrapping) {
        this.hosts = hosts;
        this.bidi = BidiDisplay.of(wrapping);
    }

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2, §8).
     *
     * @param p the IRI reference
     * @return the display form (not an IRI)
     * @throws org.iri4j.api.IriSyntaxException if the host mapper fails
     */
    public String display(Layout p) {
        return result(p).text();
    }

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2, §8), with the
     * reasons its host is not shown as written.
     *
     * @param p the IRI reference
     * @return the display form and the reasons
     * @throws org.iri4j.api.IriSyntaxException if the host mapper fails
     */
    public DisplayResult result(Layout p) {
        if (!p.hasAuthority()) {
            return DisplayResult.of(bidi.display(p), List.of());
        }
        String s = p.string();
        ComponentWriter host = ComponentWriter.COPY;
        List<Violation> reasons = List.of();
        if (p.hostKind().orElseThrow() == HostKind.REG_NAME
                && (HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd())
                        || hasPercent(s, p.hostStart(), p.hostEnd()))) {
            // A percent-encoded host too: HostDisplay shows its encoded UTF-8 by its characters,
            // so "%70%D0%B0ypal.com" displays as displayHost says, "xn--pypal-4ve.com".
            HostDisplay.Shown shown = hosts.show(p).orElseThrow();
            String text = shown.host();
            reasons = shown.violations();
            if (!s.regionMatches(p.hostStart(), text, 0, text.length())
                    || text.length() != p.hostEnd() - p.hostStart()) {
                host = (out, src, from, to) -> out.append(text);
            }
        }
        ComponentWriter userinfo = p.userinfoEnd() >= 0 ? ComponentWriters.MASKED_PASSWORD : ComponentWriter.COPY;
        if (host == ComponentWriter.COPY && userinfo == ComponentWriter.COPY) {
            return DisplayResult.of(bidi.display(p), reasons);
        }
        return DisplayResult.of(
                bidi.display(ComponentWriters.copying()
                        .with(Component.USERINFO, userinfo)
                        .with(Component.HOST, host)
                        .rewrite(p)),
                reasons);
    }

    private static boolean hasPercent(String s, int from, int to) {
        int percent = s.indexOf('%', from);
        return percent >= 0 && percent < to;
    }

    @Override
    public String toString() {
        return "DisplayForm[" + bidi + ", " + hosts + "]";
    }
}
