/**
 * The Public Suffix List's rule table and algorithm (https://publicsuffix.org/list/), behind
 * {@link org.iri4j.canon.PublicSuffixList}. Not exported: it may change in any release.
 */
package org.iri4j.canon.psl;
