package org.iri4j.core.spec.grammar;

import java.util.Optional;
import java.util.function.Function;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;

/**
 * Where a test character is put: a string {@code before + c + after} in which {@code c} lands
 * inside one component, and how to read that component back. The component's value is then
 * expected to be {@code valueBefore + c + valueAfter}.
 */
enum Place {
    /** {@code scheme} (RFC 3986 §3.1), under the IRI rule so that no relative reading exists. */
    SCHEME(IriRule.IRI, IriRule.URI, "s", "s:x", Iri::scheme, "s", "s", false, false),
    /** {@code iuserinfo} (RFC 3987 §2.2). */
    USERINFO(IriRule.IRI_REFERENCE, IriRule.URI_REFERENCE, "http://u", "u@h/p", Iri::userinfo, "u", "u", true, false),
    /** {@code ireg-name} (RFC 3987 §2.2). */
    HOST(IriRule.IRI_REFERENCE, IriRule.URI_REFERENCE, "http://h", "h/p", Iri::host, "h", "h", true, false),
    /** {@code port = *DIGIT} (RFC 3986 §3.2.3). */
    PORT(IriRule.IRI_REFERENCE, IriRule.URI_REFERENCE, "http://h:8", "8/p", Iri::port, "8", "8", false, false),
    /** {@code ipath-abempty}, after an authority. */
    PATH_ABEMPTY(IriRule.IRI_REFERENCE, IriRule.URI_REFERENCE, "http://h/p", "p", Place::path, "/p", "p", true, false),
    /** {@code ipath-absolute}, after a scheme without authority. */
    PATH_ABSOLUTE(IriRule.IRI, IriRule.URI, "a:/p", "p", Place::path, "/p", "p", true, false),
    /** {@code ipath-rootless}, after a scheme. */
    PATH_ROOTLESS(IriRule.IRI, IriRule.URI, "urn:p", "p", Place::path, "p", "p", true, false),
    /** The first segment of {@code ipath-noscheme} ({@code isegment-nz-nc}), in an irelative-ref. */
    PATH_NOSCHEME(IriRule.IRELATIVE_REF, IriRule.RELATIVE_REF, "p", "p/x", Place::path, "p", "p/x", true, false),
    /** A later segment of {@code ipath-noscheme}. */
    PATH_NOSCHEME_LATER(IriRule.IRELATIVE_REF, IriRule.RELATIVE_REF, "x/p", "p", Place::path, "x/p", "p", true, false),
    /** {@code iquery}, the one place for {@code iprivate}. */
    QUERY(IriRule.IRI_REFERENCE, IriRule.URI_REFERENCE, "http://h/p?q", "q", Iri::query, "q", "q", true, true),
    /** {@code ifragment}. */
    FRAGMENT(IriRule.IRI_REFERENCE, IriRule.URI_REFERENCE, "http://h/p#g", "g", Iri::fragment, "g", "g", true, false);

    final IriRule rule;
    final IriRule uriRule;
    final String before;
    final String after;
    final Function<Iri, Optional<String>> component;
    final String valueBefore;
    final String valueAfter;
    /** Whether the ABNF lets {@code ucschar} stand here. */
    final boolean ucs;
    /** Whether the ABNF lets {@code iprivate} stand here. */
    final boolean privateUse;

    Place(
            IriRule rule,
            IriRule uriRule,
            String before,
            String after,
            Function<Iri, Optional<String>> component,
            String valueBefore,
            String valueAfter,
            boolean ucs,
            boolean privateUse) {
        this.rule = rule;
        this.uriRule = uriRule;
        this.before = before;
        this.after = after;
        this.component = component;
        this.valueBefore = valueBefore;
        this.valueAfter = valueAfter;
        this.ucs = ucs;
        this.privateUse = privateUse;
    }

    private static Optional<String> path(Iri iri) {
        return Optional.of(iri.path());
    }

    /** The test string with {@code c} in this place. */
    String with(String c) {
        return before + c + after;
    }

    /** The index at which {@code c} lands. */
    int index() {
        return before.length();
    }

    /** What the component should read when {@code c} was accepted in it. */
    String expectedValue(String c) {
        return valueBefore + c + valueAfter;
    }

    /** The component as parsed from {@code iri}, or null when absent. */
    String read(Iri iri) {
        return component.apply(iri).orElse(null);
    }

    /** The places where ucschar may stand (RFC 3987 §2.2): all but scheme and port. */
    static Place[] ucsPlaces() {
        return java.util.Arrays.stream(values()).filter(p -> p.ucs).toArray(Place[]::new);
    }
}
