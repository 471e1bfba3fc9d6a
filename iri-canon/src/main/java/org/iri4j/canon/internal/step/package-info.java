/**
 * The steps of crawl canonicalization, each one class ({@link org.iri4j.canon.internal.step.Step}:
 * its check, its action and the parts its check reads) behind a constant of
 * {@link org.iri4j.canon.CanonStep}, and the rules they share: host dots and {@code www} labels
 * (URL Standard §3.5), dot segments (§4.4 path state), query parameters
 * (application/x-www-form-urlencoded, §5.1) and session identifiers. Not exported: it may change
 * in any release.
 */
package org.iri4j.canon.internal.step;
