/**
 * The special schemes of the URL Standard (§4.2) with their default ports, and what a scheme
 * name is (§4.4 scheme state). Internal: exported to {@code org.iri4j.canon} only, which reads
 * the same table.
 */
package org.iri4j.web.internal.scheme;
