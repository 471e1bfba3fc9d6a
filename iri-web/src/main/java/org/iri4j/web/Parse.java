package org.iri4j.web;

import java.nio.charset.Charset;
import org.iri4j.api.Component;
import org.iri4j.spi.UrlDomainMapper;

/**
 * One run of the basic URL parser (URL Standard §4.4): the input, the pointer, the URL being
 * written, the base URL and the state override, and where errors go. The states read and move
 * {@link #p}; each starts at the code point it is to look at first, {@link #end} standing for
 * the EOF code point.
 */
final class Parse {

    /** What {@link #c()} returns at the end of the input. */
    static final int EOF = -1;

    final String s;
    final int start;
    final int end;
    int p;
    final UrlRecord url;
    final Layout base;
    final State override;
    final Reporter report;
    final UrlDomainMapper mapper;
    final Charset queryEncoding;

    /**
     * The code points before this index are not checked for URL units again: the file host
     * state's Windows drive letter quirk hands its buffer to the path state, which appends it
     * without the check (§4.4 file host state).
     */
    int checkedUpTo;

    Parse(Input input, UrlRecord url, Layout base, State override, Reporter report, WebUrlOptions options) {
        this.s = input.text;
        this.start = input.start;
        this.end = input.end;
        this.p = input.start;
        this.url = url;
        this.base = base;
        this.override = override;
        this.report = report;
        this.mapper = options.domainMapper();
        this.queryEncoding = options.queryEncoding();
    }

    /**
     * The code point under the pointer, as a UTF-16 unit.
     *
     * @return the unit, or {@link #EOF}
     */
    int c() {
        return p < end ? s.charAt(p) : EOF;
    }

    /**
     * Whether the unit after the pointer is {@code x} (§4.4 "remaining starts with").
     *
     * @param x a unit
     * @return true if it is
     */
    boolean nextIs(char x) {
        return p + 1 < end && s.charAt(p + 1) == x;
    }

    /**
     * Whether the unit after index {@code i} is {@code x}.
     *
     * @param i an index
     * @param x a unit
     * @return true if it is
     */
    boolean nextAt(int i, char x) {
        return i + 1 < end && s.charAt(i + 1) == x;
    }

    /**
     * Whether {@code s[i]} is {@code /}, or {@code \} in a special URL.
     *
     * @param c a unit or {@link #EOF}
     * @return true for a path separator
     */
    boolean isSlash(int c) {
        return c == '/' || c == '\\' && url.special();
    }

    /**
     * Whether the text from {@code i} starts with a Windows drive letter (§4.2): a drive letter
     * followed by the end, {@code /}, {@code \}, {@code ?} or {@code #}.
     *
     * @param i an index
     * @return true if it does
     */
    boolean startsWithDriveLetter(int i) {
        if (end - i < 2 || !UrlRecord.isDriveLetter(s, i)) {
            return false;
        }
        if (end - i == 2) {
            return true;
        }
        char third = s.charAt(i + 2);
        return third == '/' || third == '\\' || third == '?' || third == '#';
    }

    /**
     * Reports {@code invalid-reverse-solidus} when the unit at {@code i} is {@code \}.
     *
     * @param i an index before the end
     */
    void checkBackslash(int i) {
        if (s.charAt(i) == '\\') {
            report.warn(UrlCode.INVALID_REVERSE_SOLIDUS, Component.PATH, i);
        }
    }

    /**
     * Reports a failure at the pointer.
     *
     * @param code  the error
     * @param where the component
     * @return {@link State#FAILED}
     */
    State fail(UrlCode code, Component where) {
        report.fail(code, where, Math.min(p, end), Math.min(p + 1, end), null);
        return State.FAILED;
    }

    /**
     * What follows a base URL's path and query once copied (§4.4 relative state, file state):
     * {@code ?} begins a new query, {@code #} the fragment, and the end of the input ends the URL.
     *
     * @param c the code point at the pointer
     * @return the next state, or null when {@code c} is none of the three
     */
    State afterCopiedQuery(int c) {
        if (c == '?' || c == '#') {
            p++;
            return c == '?' ? State.QUERY : State.FRAGMENT;
        }
        return c == EOF ? State.DONE : null;
    }
}
