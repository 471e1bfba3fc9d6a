package org.iri4j.core.internal.display;

import java.util.List;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Component;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.HostKind;
import org.iri4j.core.internal.host.HostConverter;
import org.iri4j.core.internal.layout.ComponentWriter;
import org.iri4j.core.internal.layout.ComponentWriters;
import org.iri4j.core.internal.layout.Layout;

/**
 * The form of an IRI to show people, in an environment: the host as {@link HostDisplay} shows
 * it (RFC 3987 §8: in Unicode only what a spoofing check has passed, and no label that breaks
 * the bidi rules of §4.2), a password in the userinfo as {@code ***} (RFC 3986 §3.2.1: never
 * rendered as clear text), then the bidi rules of RFC 3987 §4.1-4.2 ({@link BidiDisplay}).
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
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2, §8), the text of
     * {@link #result} made without its reasons: the host mapper is not asked for its warnings.
     *
     * @param p the IRI reference
     * @return the display form (not an IRI)
     * @throws org.iri4j.api.InvalidInputException if the host mapper fails
     */
    public String display(Layout p) {
        return form(p, showsHost(p) ? hosts.host(p).orElseThrow() : null);
    }

    /**
     * The form of an IRI reference to show to people (RFC 3987 §4.1, §4.2, §8), with the
     * reasons its host is not shown as written.
     *
     * @param p the IRI reference
     * @return the display form and the reasons
     * @throws org.iri4j.api.InvalidInputException if the host mapper fails
     */
    public DisplayResult result(Layout p) {
        if (!showsHost(p)) {
            return DisplayResult.of(form(p, null), List.of());
        }
        HostDisplay.Shown shown = hosts.show(p).orElseThrow();
        return DisplayResult.of(form(p, shown.host()), shown.violations());
    }

    /**
     * Whether the host goes through {@link HostDisplay}: a registered name with a character
     * outside US-ASCII, an ACE label or a percent-encoding. A percent-encoded host too:
     * HostDisplay shows its encoded UTF-8 by its characters, so "%70%D0%B0ypal.com" displays as
     * displayHost says, "xn--pypal-4ve.com".
     */
    private static boolean showsHost(Layout p) {
        if (!p.hasAuthority() || p.hostKind().orElseThrow() != HostKind.REG_NAME) {
            return false;
        }
        String s = p.string();
        return HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd()) || hasPercent(s, p.hostStart(), p.hostEnd());
    }

    /** The display form with the host shown as {@code host} (null: as written) and a password as {@code ***}. */
    private String form(Layout p, String host) {
        if (!p.hasAuthority()) {
            return bidi.display(p);
        }
        String s = p.string();
        ComponentWriter hostWriter = host == null
                        || host.length() == p.hostEnd() - p.hostStart()
                                && s.regionMatches(p.hostStart(), host, 0, host.length())
                ? ComponentWriter.COPY
                : (out, src, from, to) -> out.append(host);
        ComponentWriter userinfo = p.userinfoEnd() >= 0 ? ComponentWriters.MASKED_PASSWORD : ComponentWriter.COPY;
        if (hostWriter == ComponentWriter.COPY && userinfo == ComponentWriter.COPY) {
            return bidi.display(p);
        }
        return bidi.display(ComponentWriters.copying()
                .with(Component.USERINFO, userinfo)
                .with(Component.HOST, hostWriter)
                .rewrite(p));
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
