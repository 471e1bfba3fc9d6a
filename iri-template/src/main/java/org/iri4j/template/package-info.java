/**
 * URI Templates, RFC 6570, all four levels: a {@link org.iri4j.template.UriTemplate} is parsed
 * once (RFC 6570 §2), expanded with {@link org.iri4j.template.TemplateVariables} (RFC 6570 §3)
 * into an {@link org.iri4j.template.Expansion} that is read as an IRI (RFC 3987, non-ASCII kept)
 * or as a URI (every non-ASCII character percent-encoded in UTF-8), and matched against a link
 * ({@link org.iri4j.template.TemplateMatch}) to give back the variables that expand to it.
 *
 * @since 0.1.0
 */
package org.iri4j.template;
