package org.iri4j.core.display;

import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.core.host.HostConverter;
import org.iri4j.core.layout.ComponentWriter;
import org.iri4j.core.layout.ComponentWriters;
import org.iri4j.core.layout.Layout;
import org.iri4j.core.plugin.PluginSet;

/**
 * The form of an IRI to show people, in an environment: the host as its host mapper's display
 * policy shows it (RFC 3987 §8: a label that could deceive in its {@code xn--} form), a
 * password in the userinfo as {@code ***} (RFC 3986 §3.2.1: never rendered as clear text),
 * then the bidi rules of RFC 3987 §4.1-4.2 ({@link BidiDisplay}).
 *
 * @since 0.1.0
 */
public final class DisplayForm {

    private final PluginSet plugins;
    private final BidiDisplay bidi;

    /**
     * The display of an environment's plugins with a wrapping.
     *
     * @param plugins  the plugins, whose host mapper decides how a host is shown
     * @param wrapping the pair of formatting characters around a bidirectional IRI
     */
    public DisplayForm(PluginSet plugins, BidiWrapping wrapping) {
        this.plugins = plugins;
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
        if (!p.hasAuthority()) {
            return bidi.display(p);
        }
        String s = p.string();
        ComponentWriter host = ComponentWriter.COPY;
        if (p.hostKind().orElseThrow() == HostKind.REG_NAME
                && (HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd())
                        || hasPercent(s, p.hostStart(), p.hostEnd()))) {
            // A percent-encoded host too: HostDisplay shows its encoded UTF-8 by its characters,
            // so "%70%D0%B0ypal.com" displays as displayHost says, "xn--pypal-4ve.com".
            String shown = HostDisplay.of(p, plugins.hostMapper()).orElseThrow();
            if (!s.regionMatches(p.hostStart(), shown, 0, shown.length())
                    || shown.length() != p.hostEnd() - p.hostStart()) {
                host = (out, src, from, to) -> out.append(shown);
            }
        }
        ComponentWriter userinfo = p.userinfoEnd() >= 0 ? ComponentWriters.MASKED_PASSWORD : ComponentWriter.COPY;
        if (host == ComponentWriter.COPY && userinfo == ComponentWriter.COPY) {
            return bidi.display(p);
        }
        return bidi.display(ComponentWriters.copying()
                .with(Component.USERINFO, userinfo)
                .with(Component.HOST, host)
                .rewrite(p));
    }

    private static boolean hasPercent(String s, int from, int to) {
        int percent = s.indexOf('%', from);
        return percent >= 0 && percent < to;
    }

    @Override
    public String toString() {
        return "DisplayForm[" + bidi + ", host display of "
                + plugins.hostMapper().name() + "]";
    }
}
