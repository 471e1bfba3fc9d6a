package org.iri4j.core.internal.syntax;

import java.util.EnumMap;
import java.util.Map;

/**
 * The grammar a parse follows: RFC 3987 §2.2's IRI grammar, whose components may hold
 * {@code ucschar} (and the query {@code iprivate}), or RFC 3986 Appendix A's URI grammar,
 * which holds US-ASCII only. Each grammar has the {@link ComponentSpec} of every production,
 * made once.
 */
public enum Grammar {
    /** RFC 3987 §2.2. */
    IRI,
    /** RFC 3986 Appendix A. */
    URI;

    private final Map<Production, ComponentSpec> specs = new EnumMap<>(Production.class);

    static {
        for (Grammar grammar : values()) {
            grammar.define();
        }
    }

    /** The productions the parser scans, with what each allows and what ends it. */
    private void define() {
        boolean iri = this == IRI;
        boolean uri = !iri;
        put(ComponentSpec.of(uri, Production.SCHEME, CharClass.SCHEME).withoutPercentEncoding());
        put(ComponentSpec.of(uri, Production.USERINFO, CharClass.USERINFO).withUcschar(iri));
        put(ComponentSpec.of(uri, Production.REG_NAME, CharClass.REG_NAME)
                .withUcschar(iri)
                .endingAt(":"));
        put(ComponentSpec.of(uri, Production.PORT, CharClass.DIGIT).withoutPercentEncoding());
        put(ComponentSpec.of(uri, Production.IPVFUTURE, CharClass.IPVFUTURE).withoutPercentEncoding());
        for (Production path : new Production[] {
            Production.PATH_ABEMPTY, Production.PATH_ABSOLUTE, Production.PATH_ROOTLESS, Production.PATH_NOSCHEME
        }) {
            put(ComponentSpec.of(uri, path, CharClass.PATH).withUcschar(iri).endingAt("?#"));
        }
        put(ComponentSpec.of(uri, Production.PATH_NOSCHEME_FIRST, CharClass.SEGMENT_NC)
                .withUcschar(iri)
                .endingAt("/?#"));
        put(ComponentSpec.of(uri, Production.QUERY, CharClass.QUERY)
                .withUcschar(iri)
                .withPrivateUse(iri)
                .endingAt("#"));
        put(ComponentSpec.of(uri, Production.FRAGMENT, CharClass.QUERY).withUcschar(iri));
    }

    private void put(ComponentSpec spec) {
        specs.put(spec.production(), spec);
    }

    /**
     * How a production is scanned in this grammar.
     *
     * @param production a production the parser scans as a run of characters
     * @return its spec
     * @throws IllegalArgumentException for a production that is no such run (IP literals)
     */
    public ComponentSpec spec(Production production) {
        ComponentSpec spec = specs.get(production);
        if (spec == null) {
            throw new IllegalArgumentException(production + " is not scanned as a run of characters");
        }
        return spec;
    }

    /**
     * Whether this is the URI grammar, whose messages cite RFC 3986.
     *
     * @return true for {@link #URI}
     */
    public boolean isUri() {
        return this == URI;
    }
}
