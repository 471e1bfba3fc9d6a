package org.iri4j.bench;

/** The operations measured, each with the libraries that have it. */
public enum Op {

    /** Parse and fully validate a string. */
    PARSE("parse"),
    /** Collect every violation, warnings included. */
    CHECK("check"),
    /** IRI → URI from a string (RFC 3987 §3.1). */
    TO_URI("IRI→URI"),
    /** IRI → URI of an IRI parsed before the measurement, as a string. */
    TO_URI_PARSED("IRI→URI, pre-parsed"),
    /** URI → IRI from a string (RFC 3987 §3.2). */
    TO_IRI("URI→IRI"),
    /** Parse and normalize (RFC 3987 §5.3). */
    NORMALIZE("normalize"),
    /** Parse a reference and resolve it against a parsed base (RFC 3986 §5.2). */
    RESOLVE("resolve"),
    /** Relativize a parsed IRI against a parsed base. */
    RELATIVIZE("relativize"),
    /** Compare two parsed IRIs for equivalence. */
    COMPARE("compare"),
    /** Parse a link as a browser does and serialize it: the WHATWG URL Standard's parser (§4.4) and {@code href} (§4.5). */
    WEB_PARSE("parse+href"),
    /** A link's canonical form under a crawl canonicalization profile (RFC 3987 §5.3.4). */
    CANONICALIZE("canonicalize"),
    /** A link canonicalized, then its SURT key: what a web archive sorts and joins captures by. */
    CANON_SURT("canonicalize+SURT"),
    /** A host's registrable domain (eTLD+1) from the Public Suffix List (URL Standard §3.2). */
    REGISTRABLE_DOMAIN("registrable domain"),
    /** Parse, check, IRI → URI, URI → IRI, normalize and resolve, one after the other. */
    EVERY("every operation"),
    /** A URI Template parsed before the measurement, expanded to its URI form (RFC 6570 §3). */
    TEMPLATE_EXPAND("expand"),
    /** A URI Template parsed and expanded on every call, as a caller holding only its text does (RFC 6570 §2, §3). */
    TEMPLATE_PARSE_EXPAND("parse+expand"),
    /** A link matched against a parsed URI Template, back to the variables (iri4j's reverse of RFC 6570 §3). */
    TEMPLATE_MATCH("match"),
    /**
     * A link routed through a table of URL patterns, first match wins: the winning route (URL
     * Pattern Standard §1.1 {@code test}).
     */
    PATTERN_TEST("route by test"),
    /** The same with the winning route's groups (URL Pattern Standard §1.1 {@code exec}). */
    PATTERN_EXEC("route by exec");

    private final String label;

    Op(String label) {
        this.label = label;
    }

    /**
     * Whether the operation's answers are IRIs or URLs, so that a wrong one may still be
     * equivalent to a right one: not for parse (components), compare (verdicts), SURT keys and
     * registrable domains, routes.
     *
     * @return true if a wrong answer is compared with the right ones by iri4j's scheme level
     */
    public boolean comparesIris() {
        return this != PARSE && this != COMPARE && this != CANON_SURT && this != REGISTRABLE_DOMAIN && !isPattern();
    }

    /**
     * Whether the operation is one of URI Templates' (RFC 6570), whose items are a template and
     * its variables, not IRIs: they have a table of their own.
     *
     * @return true for expand, parse+expand and match
     */
    public boolean isTemplate() {
        return this == TEMPLATE_EXPAND || this == TEMPLATE_PARSE_EXPAND || this == TEMPLATE_MATCH;
    }

    /**
     * Whether the operation is one of the URL Pattern router's, whose items are links and whose
     * answers are routes: they have a table of their own.
     *
     * @return true for route by test and route by exec
     */
    public boolean isPattern() {
        return this == PATTERN_TEST || this == PATTERN_EXEC;
    }

    /**
     * The name shown in tables.
     *
     * @return the label
     */
    public String label() {
        return label;
    }
}
