/**
 * What iri4j's own modules share and users must not call: the one formatter of the code
 * points and quoted excerpts in violation messages, which writes controls and the bidi
 * formatting characters of RFC 3987 §4.1 as numbers ({@link org.iri4j.api.internal.MessageText}),
 * the factory of check results ({@link org.iri4j.api.internal.CheckResults}) and the memo of
 * costly answers about host names and labels, whose lengths RFC 1034 §3.1 bounds
 * ({@link org.iri4j.api.internal.RecentAnswers}). Not API: on
 * the module path only iri4j's modules read it (a qualified export); on the class path it is
 * public only so that they can, and it may change in any release.
 */
package org.iri4j.api.internal;
