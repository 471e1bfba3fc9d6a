package org.iri4j.canon;

/**
 * Whether a step would change a URL Standard serialization, told from the text and its
 * {@link UrlSpan} without taking it apart: most links a crawler meets are canonical already, and
 * a profile returns their href as it is when no step would change it. Each answer may say "yes"
 * where the step turns out to change nothing (the step then runs for nothing), never "no" where
 * it would.
 */
final class StepChecks {

    private StepChecks() {}

    /**
     * Whether a step may change a URL's serialization.
     *
     * @param step the step
     * @param href the serialization (§4.5)
     * @param p    its spans
     * @return false only if the step leaves it as it is
     */
    static boolean mayChange(CanonStep step, String href, UrlSpan p) {
        switch (step) {
            case ASSUME_HTTP:
                return false; // a way of reading the link, done before parsing
            case REMOVE_USERINFO:
                return p.at >= 0;
            case FIX_HOST_DOTS:
                return hasDotsToFix(href, p.hostStart, p.hostEnd);
            case DECODE_REPEATEDLY:
                return mayDecode(href, p);
            case RECODE_QUERY:
                return p.question >= 0 && !QueryParts.isRecoded(href, p.question + 1, queryEnd(href, p));
            case COLLAPSE_SLASHES:
                return Schemes.isSpecial(href, p.schemeEnd) && indexOf(href, "//", p.pathStart, p.pathEnd) >= 0;
            case SORT_QUERY:
                return p.question >= 0 && !QueryParts.isSorted(href, p.question + 1, queryEnd(href, p));
            case DROP_FRAGMENT:
                return p.hash >= 0;
            case DROP_PORT:
                return p.portEnd > p.portStart;
            case DROP_EMPTY_QUERY:
                return p.question >= 0 && queryEnd(href, p) == p.question + 1;
            default:
                return mayChangeAggressively(step, href, p);
        }
    }

    private static boolean mayChangeAggressively(CanonStep step, String href, UrlSpan p) {
        int queryStart = p.question + 1;
        switch (step) {
            case HTTPS_TO_HTTP:
                return p.schemeEnd == 5 && href.startsWith("https");
            case STRIP_WWW:
                return HostDots.wwwEnd(href, p.hostStart, p.hostEnd) > p.hostStart;
            case LOWERCASE_PATH:
                return hasUpperCase(href, p.pathStart, p.pathEnd);
            case LOWERCASE_QUERY:
                return p.question >= 0 && hasUpperCase(href, queryStart, queryEnd(href, p));
            case STRIP_SESSION_IDS:
                return p.question >= 0 && SessionIds.mayHoldParameter(href, queryStart, queryEnd(href, p))
                        || SessionIds.mayHoldPathForm(href, p.pathStart, p.pathEnd);
            case STRIP_TRAILING_SLASH:
                return p.pathEnd - p.pathStart > 1 && href.charAt(p.pathEnd - 1) == '/';
            case DROP_EMPTY_QUERY_PARAMS:
                return p.question >= 0 && QueryParts.hasEmptyPart(href, queryStart, queryEnd(href, p));
            default:
                return true;
        }
    }

    /**
     * The parts of a URL whose text a step's check reads (a {@link UrlParts} mask): once steps
     * before it have left those parts as they were, its answer on the text as read still holds.
     * Hence the rule every step keeps ({@link StepRunner} relies on it): where its check says
     * no, its action leaves the text as it is, whatever the parts outside this mask hold.
     *
     * @param step the step
     * @return the parts; {@link UrlParts#ALL} for a step this method does not know
     */
    static int reads(CanonStep step) {
        switch (step) {
            case ASSUME_HTTP:
                return 0;
            case REMOVE_USERINFO:
                return UrlParts.USERINFO;
            case FIX_HOST_DOTS:
            case STRIP_WWW:
                return UrlParts.HOST;
            case DECODE_REPEATEDLY:
                return UrlParts.SCHEME | UrlParts.USERINFO | UrlParts.HOST | UrlParts.PATH | UrlParts.FRAGMENT;
            case COLLAPSE_SLASHES:
                return UrlParts.SCHEME | UrlParts.PATH;
            case RECODE_QUERY:
            case SORT_QUERY:
            case DROP_EMPTY_QUERY:
            case LOWERCASE_QUERY:
            case DROP_EMPTY_QUERY_PARAMS:
                return UrlParts.QUERY;
            case DROP_FRAGMENT:
                return UrlParts.FRAGMENT;
            case DROP_PORT:
                return UrlParts.PORT;
            case HTTPS_TO_HTTP:
                return UrlParts.SCHEME;
            case LOWERCASE_PATH:
            case STRIP_TRAILING_SLASH:
                return UrlParts.PATH;
            case STRIP_SESSION_IDS:
                return UrlParts.QUERY | UrlParts.PATH;
            default:
                return UrlParts.ALL;
        }
    }

    private static int queryEnd(String href, UrlSpan p) {
        return p.hash < 0 ? href.length() : p.hash;
    }

    /** {@link HostDots#fix}'s test: a leading or trailing dot, or two together, outside an IPv6 literal. */
    private static boolean hasDotsToFix(String text, int start, int end) {
        if (start == end || text.charAt(start) == '[') {
            return false;
        }
        return text.charAt(start) == '.' || text.charAt(end - 1) == '.' || indexOf(text, "..", start, end) >= 0;
    }

    /** {@link StepActions}' decode-repeatedly would change a part: what it recodes, or a dot segment it reveals. */
    private static boolean mayDecode(String href, UrlSpan p) {
        if (p.at >= 0 && !PercentBytes.isRecoded(href, p.userStart(), p.at, EncodeSet.USERINFO)) {
            return true;
        }
        boolean special = Schemes.isSpecial(href, p.schemeEnd);
        boolean ipv6 = p.hostEnd > p.hostStart && href.charAt(p.hostStart) == '[';
        if (!special && !ipv6 && !PercentBytes.isRecoded(href, p.hostStart, p.hostEnd, EncodeSet.OPAQUE_HOST)) {
            return true;
        }
        boolean slash = p.pathEnd > p.pathStart && href.charAt(p.pathStart) == '/';
        EncodeSet pathSet = !p.hasAuthority && !slash
                ? EncodeSet.OPAQUE_PATH
                : p.schemeEnd == 4 && href.startsWith("file")
                        ? EncodeSet.FILE_PATH
                        : special ? EncodeSet.SPECIAL_PATH : EncodeSet.PATH;
        if (!PercentBytes.isRecoded(href, p.pathStart, p.pathEnd, pathSet)
                || slash && PathDots.hasDotSegment(href, p.pathStart, p.pathEnd)
                || !p.hasAuthority && href.startsWith("//", p.pathStart)) {
            return true;
        }
        return p.hash >= 0 && !PercentBytes.isRecoded(href, p.hash + 1, href.length(), EncodeSet.FRAGMENT);
    }

    /** Whether lower-casing may change {@code text[start, end)}: an upper-case letter, or anything past US-ASCII. */
    private static boolean hasUpperCase(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z' || c >= 0x80) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(String text, String what, int start, int end) {
        int i = text.indexOf(what, start);
        return i >= 0 && i + what.length() <= end ? i : -1;
    }
}
