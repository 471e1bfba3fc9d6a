package org.iri4j.core.internal.syntax;

/**
 * How one production of a grammar is scanned as a run of characters: the US-ASCII classes it
 * allows, whether {@code ucschar} and {@code iprivate} may stand as themselves, whether
 * percent-encodings may, and which delimiters end it. Made once per grammar and production
 * ({@link Grammar#spec}); immutable.
 */
public final class ComponentSpec {

    /** Whether the spec is of the URI grammar (RFC 3986), whose characters are US-ASCII only. */
    private final boolean uri;

    private final Production production;
    private final int ascii;
    // Set only on a copy, by the "with" methods below, before anyone else sees it.
    private boolean ucschar;
    private boolean privateUse;
    private boolean percent = true;
    private String terminators = "";

    private ComponentSpec(boolean uri, Production production, int ascii) {
        this.uri = uri;
        this.production = production;
        this.ascii = ascii;
    }

    /**
     * A spec that allows the given US-ASCII classes and percent-encodings, nothing beyond
     * US-ASCII, and is ended by nothing but the end of its range.
     *
     * @param uri        whether it is of the URI grammar rather than the IRI grammar
     * @param production the production
     * @param ascii      the {@link CharClass} bits of the US-ASCII characters allowed
     * @return the spec
     */
    static ComponentSpec of(boolean uri, Production production, int ascii) {
        return new ComponentSpec(uri, production, ascii);
    }

    private ComponentSpec copy() {
        ComponentSpec copy = new ComponentSpec(uri, production, ascii);
        copy.ucschar = ucschar;
        copy.privateUse = privateUse;
        copy.percent = percent;
        copy.terminators = terminators;
        return copy;
    }

    /** This spec, {@code ucschar} allowed as itself when {@code allowed} (the IRI grammar). */
    ComponentSpec withUcschar(boolean allowed) {
        ComponentSpec copy = copy();
        copy.ucschar = allowed;
        return copy;
    }

    /** This spec, {@code iprivate} allowed as itself when {@code allowed} (the IRI query). */
    ComponentSpec withPrivateUse(boolean allowed) {
        ComponentSpec copy = copy();
        copy.privateUse = allowed;
        return copy;
    }

    /** This spec without percent-encodings (scheme, port, IPvFuture). */
    ComponentSpec withoutPercentEncoding() {
        ComponentSpec copy = copy();
        copy.percent = false;
        return copy;
    }

    /** This spec, ended by any of the given delimiters. */
    ComponentSpec endingAt(String delimiters) {
        ComponentSpec copy = copy();
        copy.terminators = delimiters;
        return copy;
    }

    /** @return whether the spec is of the URI grammar (RFC 3986 Appendix A), US-ASCII only */
    public boolean isUri() {
        return uri;
    }

    /** @return the production, for messages */
    public Production production() {
        return production;
    }

    /** @return the {@link CharClass} bits of the US-ASCII characters allowed */
    public int ascii() {
        return ascii;
    }

    /** @return the bits of {@link CharClass#wideBits} that accept a character: US-ASCII and beyond */
    int accept() {
        return ascii | (ucschar ? CharClass.IRI_BMP : 0) | (privateUse ? CharClass.PRIVATE_BMP : 0);
    }

    /** @return whether {@code ucschar} may stand as itself */
    public boolean allowsUcschar() {
        return ucschar;
    }

    /** @return whether {@code iprivate} may stand as itself */
    public boolean allowsPrivateUse() {
        return privateUse;
    }

    /** @return whether percent-encodings are allowed */
    public boolean allowsPercentEncoding() {
        return percent;
    }

    /**
     * Whether a character ends the component.
     *
     * @param c a character
     * @return true for one of its delimiters
     */
    public boolean endsAt(char c) {
        return c < 0x80 && terminators.indexOf(c) >= 0;
    }

    @Override
    public String toString() {
        return "ComponentSpec[" + (uri ? "URI " : "IRI ") + production + "]";
    }
}
