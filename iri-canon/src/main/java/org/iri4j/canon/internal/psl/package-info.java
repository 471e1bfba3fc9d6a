/**
 * The Public Suffix List's rule table and algorithm (https://publicsuffix.org/list/), behind
 * {@link org.iri4j.canon.PublicSuffixList}: the list's rules read and converted to punycode
 * (RFC 3492 §6.3), hosts checked as the URL Standard's domains (§3.2, §3.5). Not exported: it
 * may change in any release.
 */
package org.iri4j.canon.internal.psl;
