package org.iri4j.api;

/**
 * How forgiving the mapping is with a string that is not quite an IRI reference
 * (draft-ietf-iri-3987bis §7, "Liberal Handling of Otherwise Invalid IRIs"). Every mode
 * turns its input into a strict IRI reference before anything else happens, or fails with
 * an {@link InvalidInputException} that says why; none changes a string that already is a
 * strict IRI reference.
 *
 * @since 0.1.0
 */
public enum Leniency {

    /** The RFC 3987 §2.2 grammar and nothing else: the default. */
    STRICT,

    /**
     * Legacy Extended IRIs (3987bis §7.1, as in XML system identifiers): the characters of
     * {@code leiri-ucschar} that are not {@code ucschar} (space, {@code <>"{}|\^`}, the
     * controls, private-use characters outside the query, non-characters, specials, tags)
     * and the bidi formatting characters are percent-encoded as UTF-8. This is also
     * RFC 3987 §3.1's optional handling of the printable US-ASCII characters not allowed in
     * URIs; {@code #}, {@code %}, {@code [} and {@code ]} are never converted.
     */
    LEIRI,

    /**
     * Web Address processing as draft-ietf-iri-3987bis §7.2 describes it: first leading and
     * trailing C0 controls and spaces are trimmed and every other TAB, CR and LF removed, as the
     * WHATWG URL Standard's basic URL parser does (§4.4; the draft names only space, CR, LF and
     * TAB and leaves its {@code href-strip} set open, so a leading U+0001 no longer hides a host
     * nor a trailing U+001F stays in one); then {@code \} in the path becomes {@code /}; then the LEIRI
     * encoding; then every {@code %} not followed by two hexadecimal digits becomes
     * {@code %25}. The result is parsed by RFC 3987 §2.2.
     *
     * <p><strong>This is not how browsers read a link.</strong> The draft defers to the WHATWG
     * URL Standard, which also reads {@code http:example.com} as a host, IPv4 numbers such as
     * {@code 0x7f.1}, percent-encoded dots as dot segments, and much else. To read a link
     * exactly as a browser does, use {@code org.iri4j.web.WebUrl} (module {@code iri-web}) and
     * bridge it to an IRI with its {@code toIri()}. This mode is kept for what it is: a
     * repair of sloppy input that stays within RFC 3987's reading.
     */
    WEB_ADDRESS_3987BIS
}
