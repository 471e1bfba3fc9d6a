/**
 * What the {@code iri} command and the Spark functions share to name a canonicalization, a key
 * form and a registrable-domain input, so that the command and the SQL function give the same
 * answer for the same name. The package implements no RFC itself (the public types it calls cite
 * theirs). Exported to the CLI's and Spark's modules alone (on the class path, where Spark runs,
 * an architecture rule in iri-tests holds it); not API: it may change in any release.
 */
package org.iri4j.canon.internal.tools;
