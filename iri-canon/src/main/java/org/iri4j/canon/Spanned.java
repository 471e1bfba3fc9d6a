package org.iri4j.canon;

import org.iri4j.canon.internal.url.UrlSpan;

/**
 * A canonical form a profile gives, and its spans if they are known already (null otherwise), so
 * that a key need not find them again: what {@link CanonProfile}, {@link StepRunner},
 * {@link ArchiveReading} and {@link SurtKeys} pass one another, a class of its own so that none of
 * them depends on another for it.
 *
 * @param text the canonical form
 * @param span where its components lie, or null
 */
record Spanned(String text, UrlSpan span) {}
