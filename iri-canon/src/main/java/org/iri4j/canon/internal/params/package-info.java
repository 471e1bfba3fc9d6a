/**
 * Tracking parameters, behind {@link org.iri4j.canon.TrackingParameters}: the list's text read
 * and checked line by line, and the names matched against a query's parameter names as the
 * URL Standard's application/x-www-form-urlencoded parser reads them (§5.1). Not exported: it
 * may change in any release.
 */
package org.iri4j.canon.internal.params;
