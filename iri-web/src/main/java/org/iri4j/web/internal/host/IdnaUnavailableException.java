package org.iri4j.web.internal.host;

/**
 * Thrown when an answer needs UTS #46 processing (a domain with a code point outside ASCII, or
 * an {@code xn--} label) and no {@link org.iri4j.spi.UrlDomainMapper} is present: iri4j never
 * falls back to another IDNA implementation, whose answers would differ from browsers'.
 */
public final class IdnaUnavailableException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /** Makes the exception, its message naming the module to add. */
    public IdnaUnavailableException() {
        super("UTS #46 processing needs a UrlDomainMapper plugin: add the module iri-idna (org.iri4j:iri-idna)");
    }
}
