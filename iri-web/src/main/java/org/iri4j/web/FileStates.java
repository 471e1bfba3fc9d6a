package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.web.internal.host.HostParser;
import org.iri4j.web.internal.scheme.Schemes;

/** The file, file slash and file host states of the basic URL parser (URL Standard §4.4). */
final class FileStates {

    private FileStates() {}

    /** File state: a file URL, relative to a file base URL when there is one. */
    static State file(Parse ps) {
        UrlRecord url = ps.url;
        url.scheme("file");
        url.host = "";
        int c = ps.c();
        if (c == '/' || c == '\\') {
            ps.checkBackslash(ps.p);
            ps.p++;
            return State.FILE_SLASH;
        }
        Layout base = ps.base;
        if (base == null || base.kind() != Schemes.FILE) {
            return State.PATH;
        }
        url.host = base.hostOrNull();
        url.copyPath(base);
        url.query = base.queryOrNull();
        State next = ps.afterCopiedQuery(c);
        if (next != null) {
            return next;
        }
        url.query = null;
        if (!ps.startsWithDriveLetter(ps.p)) {
            url.shortenPath();
        } else {
            ps.report.warn(UrlCode.FILE_INVALID_WINDOWS_DRIVE_LETTER, Component.PATH, ps.p, ps.p + 2, null);
            url.path.setLength(0);
        }
        return State.PATH;
    }

    /** File slash state: a second slash starts a host; else the base's host and drive letter. */
    static State fileSlash(Parse ps) {
        int c = ps.c();
        if (c == '/' || c == '\\') {
            ps.checkBackslash(ps.p);
            ps.p++;
            return State.FILE_HOST;
        }
        Layout base = ps.base;
        if (base != null && base.kind() == Schemes.FILE) {
            UrlRecord url = ps.url;
            url.host = base.hostOrNull();
            String basePath = base.path();
            if (!ps.startsWithDriveLetter(ps.p)
                    && basePath.length() >= 3
                    && UrlRecord.isNormalizedDriveLetter(basePath, 1)
                    && (basePath.length() == 3 || basePath.charAt(3) == '/')) {
                url.path.append(basePath, 0, 3);
            }
        }
        return State.PATH;
    }

    /** File host state: the host up to the path; {@code localhost} is the empty host. */
    static State fileHost(Parse ps) {
        String s = ps.s;
        int from = ps.p;
        int i = from;
        while (i < ps.end) {
            char c = s.charAt(i);
            if (c == '/' || c == '\\' || c == '?' || c == '#') {
                break;
            }
            i++;
        }
        UrlRecord url = ps.url;
        if (ps.override == null && i - from == 2 && UrlRecord.isDriveLetter(s, from)) {
            ps.report.warn(UrlCode.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, Component.HOST, from, i, null);
            ps.checkedUpTo = i;
            return State.PATH;
        }
        ps.p = i;
        if (i == from) {
            url.host = "";
        } else {
            String host = HostParser.parse(s, from, i, true, ps.mapper, ps.report);
            if (host == null) {
                return State.FAILED;
            }
            url.host = host.equals("localhost") ? "" : host;
        }
        return ps.override != null ? State.DONE : State.PATH_START;
    }
}
