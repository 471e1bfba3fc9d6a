package org.iri4j.canon.internal.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** The path: webarchive-commons 2.0.1, BasicURLCanonicalizer.normalizePath, URLRegexTransformer.stripPathSessionID, IAURLCanonicalizer. */
class ArchivePathTest {

    private static final String TOKEN = "4hqa0555fwsecu455xqckv45";

    /** BasicURLCanonicalizer.normalizePath: . and .. removed, a .. above the root kept, empty segments but the last gone. */
    @Test
    void dotSegmentsAndEmptySegmentsGo() {
        assertEquals("/", ArchivePath.withoutDotSegments("/blah/.."));
        assertEquals("/../a", ArchivePath.withoutDotSegments("/../a"));
        assertEquals("/a", ArchivePath.withoutDotSegments("/a/."));
        assertEquals("/a/b", ArchivePath.withoutDotSegments("/a//../b"));
        assertEquals("/twoslashes", ArchivePath.withoutDotSegments("//twoslashes"));
        assertEquals("/a/", ArchivePath.withoutDotSegments("/a//"));
        assertEquals("/", ArchivePath.withoutDotSegments(""));
    }

    /** URLRegexTransformer.stripPathSessionID: ASP.NET's nested session segment before an .aspx. */
    @Test
    void aNestedAspNetSessionSegmentGoes() {
        assertEquals("/mileg.aspx", ArchivePath.withoutSessionSegments("/(S(" + TOKEN + "))/mileg.aspx"));
        assertEquals(
                "/mileg.aspx?page=x",
                ArchivePath.withoutSessionSegments("/(a(" + TOKEN + ")S(" + TOKEN + "))/mileg.aspx?page=x"));
    }

    /** URLRegexTransformer.stripPathSessionID: a session segment of 24 alphanumerics before an .aspx. */
    @Test
    void aTokenSessionSegmentGoes() {
        assertEquals("/x/mileg.aspx", ArchivePath.withoutSessionSegments("/x/(" + TOKEN + ")/mileg.aspx"));
    }

    /** URLRegexTransformer.stripPathSessionID: no .aspx after it (before a ?), a token of 23, no segment: the path stays. */
    @Test
    void withoutAnAspxAfterItTheSegmentStays() {
        for (String path : new String[] {
            "/(" + TOKEN + ")/a.html",
            "/(" + TOKEN + ")/?a.aspx",
            "/(" + TOKEN.substring(1) + ")/a.aspx",
            "/(" + TOKEN + ")/.aspx"
        }) {
            assertSame(path, ArchivePath.withoutSessionSegments(path), path);
        }
    }

    /** IAURLCanonicalizer (PATH_STRIP_TRAILING_SLASH_UNLESS_EMPTY): one trailing slash, not the path /. */
    @Test
    void oneTrailingSlashGoes() {
        assertEquals("/big", ArchivePath.withoutTrailingSlash("/big/"));
        assertEquals("/big/", ArchivePath.withoutTrailingSlash("/big//"));
        assertEquals("/", ArchivePath.withoutTrailingSlash("/"));
    }
}
