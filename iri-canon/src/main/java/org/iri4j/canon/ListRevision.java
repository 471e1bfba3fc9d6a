package org.iri4j.canon;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The revision of the bundled Public Suffix List, as {@code tools/refresh-psl.sh} records it in
 * {@code public_suffix_list.properties}: the one place that names it, so that a refresh edits no
 * code.
 */
final class ListRevision {

    private static final String FILE = "public_suffix_list.properties";

    private ListRevision() {}

    /**
     * The bundled list's origin.
     *
     * @param listFile the list's file name
     * @return for example {@code "public_suffix_list.dat e8c9a2b… (2026-08-19)"}
     */
    static String describe(String listFile) {
        Properties revision = new Properties();
        try (InputStream in = ListRevision.class.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + FILE + " is missing from iri-canon");
            }
            revision.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled " + FILE, e);
        }
        String commit = revision.getProperty("commit");
        String date = revision.getProperty("date");
        if (commit == null || date == null) {
            throw new IllegalStateException(FILE + " names no commit or no date");
        }
        return listFile + " " + commit + " (" + date + ")";
    }
}
