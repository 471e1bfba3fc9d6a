package org.iri4j.core;

import org.iri4j.api.BidiWrapping;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriDisplay;
import org.iri4j.core.bidi.BidiDisplay;
import org.iri4j.core.mapping.HostConverter;
import org.iri4j.core.reference.ComponentWriters;
import org.iri4j.core.reference.Environment;
import org.iri4j.core.reference.IriAssembler;
import org.iri4j.core.reference.ParsedIri;

/**
 * The form of an IRI to show people, in an environment: the host as its host mapper's display
 * policy shows it (RFC 3987 §8: a label that could deceive in its {@code xn--} form), a
 * password in the userinfo as {@code ***} (RFC 3986 §3.2.1: never rendered as clear text),
 * then the bidi rules of RFC 3987 §4.1-4.2 ({@link BidiDisplay}).
 */
final class DisplayForm implements IriDisplay {

    private final Environment env;
    private final BidiDisplay bidi;

    DisplayForm(Environment env, BidiWrapping wrapping) {
        this.env = env;
        this.bidi = BidiDisplay.of(wrapping);
    }

    @Override
    public String display(Iri iri) {
        ParsedIri p = ParsedIri.of(iri, env);
        if (!p.hasAuthority()) {
            return bidi.display(p);
        }
        String s = p.string();
        IriAssembler.Writer host = IriAssembler.COPY;
        if (p.hostKind().orElseThrow() == HostKind.REG_NAME && (HostConverter.needsToAscii(s, p.hostStart(), p.hostEnd())
                || hasPercent(s, p.hostStart(), p.hostEnd()))) {
            // A percent-encoded host too: HostDisplay shows its encoded UTF-8 by its characters,
            // so "%70%D0%B0ypal.com" displays as displayHost says, "xn--pypal-4ve.com".
            String shown = HostDisplay.of(p, env.hostMapper()).orElseThrow();
            if (!s.regionMatches(p.hostStart(), shown, 0, shown.length()) || shown.length() != p.hostEnd() - p.hostStart()) {
                host = (out, src, from, to) -> out.append(shown);
            }
        }
        IriAssembler.Writer userinfo = p.userinfoEnd() >= 0 ? ComponentWriters.MASKED_PASSWORD : IriAssembler.COPY;
        if (host == IriAssembler.COPY && userinfo == IriAssembler.COPY) {
            return bidi.display(p);
        }
        return bidi.display(IriAssembler.rewrite(p, ComponentWriters.copying().withUserinfo(userinfo).withHost(host)));
    }

    private static boolean hasPercent(String s, int from, int to) {
        int percent = s.indexOf('%', from);
        return percent >= 0 && percent < to;
    }

    @Override
    public String toString() {
        return "IriDisplay[" + bidi + ", host display of " + env.hostMapper().name() + "]";
    }
}
