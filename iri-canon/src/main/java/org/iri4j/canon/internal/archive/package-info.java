/**
 * The Internet Archive's canonicalization and CDX keys as its own code gives them, rule for
 * rule: webarchive-commons 2.0.1 ({@code org.netpreserve.commons:webarchive-commons:2.0.1},
 * Apache License 2.0), package {@code org.archive.url} — {@code URLParser} reads a link (split as
 * RFC 2396 Appendix B splits, not as the URL Standard parses),
 * {@code BasicURLCanonicalizer} applies the Archive's reading of Google Safe Browsing's
 * canonicalization, {@code IAURLCanonicalizer} with {@code AggressiveIACanonicalizerRules} the
 * Archive's own rules (together {@code AggressiveIAURLCanonicalizer}, the one
 * {@code WaybackURLKeyMaker} applies), and {@code URLRegexTransformer} the session-identifier
 * patterns. {@code org.iri4j.canon.CanonProfile#IA}, {@code SurtKeys#cdx()} and
 * {@code CanonStep#STRIP_IA_SESSION_IDS} follow it; each class names the source file and method
 * whose rules it gives, in its own words (none of that code is copied). Not exported: it may
 * change in any release.
 */
package org.iri4j.canon.internal.archive;
