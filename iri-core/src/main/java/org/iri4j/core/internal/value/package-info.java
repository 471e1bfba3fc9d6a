/**
 * Implementation, not exported by the module. Layer 6 of the core (uses {@code layout} and below): the {@code Iri} values of RFC 3987 §2.2 references.
 * {@code IriValue} wraps a {@code Layout} and answers the component accessors, raw and
 * decoded ({@code ComponentViews}); {@code LenientParsing} reads a LEIRI or a Web address
 * (draft-ietf-iri-3987bis §7) into one; its serial form is its string.
 */
package org.iri4j.core.internal.value;
