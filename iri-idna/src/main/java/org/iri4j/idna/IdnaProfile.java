package org.iri4j.idna;

/**
 * Which IDNA processing {@link IcuHostMapper} applies. All profiles run with
 * UseSTD3ASCIIRules (RFC 3987 §3.1), the Bidi rule (RFC 5893) and the CONTEXTJ rules
 * (RFC 5892 Appendix A.1-A.2) where the profile has them.
 *
 * @since 0.1.0
 */
public enum IdnaProfile {

    /**
     * UTS #46 nontransitional processing: IDNA2008 with the UTS #46 mapping; "ß", "ς", ZWJ
     * and ZWNJ are kept. What current browsers and IDNA2008 registries expect; the default.
     */
    NONTRANSITIONAL,

    /**
     * UTS #46 transitional processing: the deviation characters are mapped as IDNA2003 did
     * ("ß" to "ss"). Deprecated by Unicode since version 15.1; for compatibility only.
     */
    TRANSITIONAL,

    /**
     * IDNA2003 (RFC 3490 with Nameprep), the version RFC 3987 §3.1 names, with its flags:
     * UseSTD3ASCIIRules, and AllowUnassigned only when consuming IRIs.
     */
    IDNA2003
}
