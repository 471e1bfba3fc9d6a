package org.iri4j.jena;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Jena tests that fail with the iri4j provider because Jena's expectation departs from the
 * RFCs: {@code known-jena-failures.tsv}, one {@code Class.method}, a tab, and the RFC clause
 * (each explained in docs/DIFFERENCES.md). A listed test is run and must still fail, or the
 * build fails asking for it to be taken off the list; its failure is reported as skipped with
 * the reason.
 */
final class KnownJenaFailures {

    static final String RESOURCE = "known-jena-failures.tsv";

    private static final Map<String, String> LISTED = load();

    private KnownJenaFailures() {
    }

    /** The reason a test is listed, if it is. */
    static Optional<String> reason(String className, String method) {
        return Optional.ofNullable(LISTED.get(key(className, method)));
    }

    static Map<String, String> listed() {
        return LISTED;
    }

    static String key(String className, String method) {
        return className.substring(className.lastIndexOf('.') + 1) + "." + method;
    }

    /** What a listed test that passed is told. */
    static String passedMessage(String key) {
        return key + " passes with the iri4j provider but is listed in " + RESOURCE
                + ": take it off the list and out of docs/DIFFERENCES.md";
    }

    private static Map<String, String> load() {
        Map<String, String> listed = new LinkedHashMap<>();
        try (BufferedReader in = open()) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                int tab = line.indexOf('\t');
                if (tab < 0) {
                    throw new IllegalStateException(RESOURCE + ": no tab between test and reason in: " + line);
                }
                listed.put(line.substring(0, tab), line.substring(tab + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return listed;
    }

    private static BufferedReader open() {
        InputStream stream = KnownJenaFailures.class.getResourceAsStream(RESOURCE);
        if (stream == null) {
            throw new IllegalStateException("missing test resource " + RESOURCE);
        }
        return new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
    }
}
