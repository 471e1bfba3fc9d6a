package org.iri4j.web.internal.host;

/**
 * The validation errors the host parser reports (URL Standard §3.3, §3.5), named as the
 * public {@code org.iri4j.web.UrlCode} constants they stand for, so that this package does not
 * depend on the one that uses it.
 */
public enum HostError {
    /** domain-to-ASCII. */
    DOMAIN_TO_ASCII,
    /** domain-percent-encoded. */
    DOMAIN_PERCENT_ENCODED,
    /** host-invalid-code-point. */
    HOST_INVALID_CODE_POINT,
    /** IPv4-empty-part. */
    IPV4_EMPTY_PART,
    /** IPv4-too-few-parts. */
    IPV4_TOO_FEW_PARTS,
    /** IPv4-non-ASCII-input. */
    IPV4_NON_ASCII_INPUT,
    /** IPv4-too-many-parts. */
    IPV4_TOO_MANY_PARTS,
    /** IPv4-non-numeric-part. */
    IPV4_NON_NUMERIC_PART,
    /** IPv4-non-decimal-part. */
    IPV4_NON_DECIMAL_PART,
    /** IPv4-out-of-range-part. */
    IPV4_OUT_OF_RANGE_PART,
    /** IPv6-piece-leading-zero. */
    IPV6_PIECE_LEADING_ZERO,
    /** IPv6-unclosed. */
    IPV6_UNCLOSED,
    /** IPv6-invalid-compression. */
    IPV6_INVALID_COMPRESSION,
    /** IPv6-too-many-pieces. */
    IPV6_TOO_MANY_PIECES,
    /** IPv6-multiple-compression. */
    IPV6_MULTIPLE_COMPRESSION,
    /** IPv6-invalid-code-point. */
    IPV6_INVALID_CODE_POINT,
    /** IPv6-too-few-pieces. */
    IPV6_TOO_FEW_PIECES,
    /** IPv4-in-IPv6-too-many-pieces. */
    IPV4_IN_IPV6_TOO_MANY_PIECES,
    /** IPv4-in-IPv6-invalid-code-point. */
    IPV4_IN_IPV6_INVALID_CODE_POINT,
    /** IPv4-in-IPv6-out-of-range-part. */
    IPV4_IN_IPV6_OUT_OF_RANGE_PART,
    /** IPv4-in-IPv6-too-few-parts. */
    IPV4_IN_IPV6_TOO_FEW_PARTS,
    /** invalid-URL-unit. */
    INVALID_URL_UNIT,
    /** iri4j's own: no domain mapper for a domain that needs one. */
    IDNA_UNAVAILABLE
}
