/**
 * The WHATWG URL Standard: {@link org.iri4j.web.WebUrl} (the basic URL parser §4.4, the
 * serializer §4.5, the {@code URL} class's getters and setters §6.1, the offsets of its
 * components as {@link org.iri4j.web.UrlComponents}), {@link org.iri4j.web.WebUrlResult} (a
 * reading with every validation error), {@link org.iri4j.web.UrlSearchParams}
 * ({@code application/x-www-form-urlencoded} §5, {@code URLSearchParams} §6.2) and the
 * validation errors as {@link org.iri4j.web.UrlCode}s (§1.1). Values are immutable; a setter
 * returns a new URL.
 *
 * @since 0.1.0
 */
package org.iri4j.web;
