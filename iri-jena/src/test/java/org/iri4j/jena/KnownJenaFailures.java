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
import org.apache.jena.irix.IRIException;

/**
 * Jena tests that fail with the iri4j provider because Jena's expectation departs from the
 * RFCs: {@code known-jena-failures.tsv}, one {@code Class.method}, the RFC clause (each
 * explained in docs/DIFFERENCES.md) and the text its assertion failure holds, separated by
 * tabs. A listed test is run and must still fail the way it is listed to fail: an assertion
 * failure with that text, or, where Jena expects a scheme rule reported and iri4j in strict mode
 * rejects the IRI, the provider's {@link IRIException} with that text (the violation's code in
 * brackets). Passing fails the build, asking for the entry to be taken off the list; failing
 * another way (another exception, another assertion) fails the build with that failure;
 * failing as listed is reported as skipped with the reason.
 */
final class KnownJenaFailures {

    static final String RESOURCE = "known-jena-failures.tsv";

    /** One listed test: why it fails, and the text its assertion failure must hold. */
    record Entry(String reason, String failure) {

        /** Whether a test's failure is the listed one. */
        boolean isListed(Throwable failure) {
            boolean rejected = failure instanceof IRIException && !this.failure.isEmpty();
            return (failure instanceof AssertionError || rejected)
                    && String.valueOf(failure.getMessage()).contains(this.failure);
        }
    }

    private static final Map<String, Entry> LISTED = load();

    private KnownJenaFailures() {}

    /** The entry of a test, if it is listed. */
    static Optional<Entry> entry(String className, String method) {
        return Optional.ofNullable(LISTED.get(key(className, method)));
    }

    static Map<String, Entry> listed() {
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

    private static Map<String, Entry> load() {
        Map<String, Entry> listed = new LinkedHashMap<>();
        try (BufferedReader in = open()) {
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t", -1);
                if (fields.length != 3) {
                    throw new IllegalStateException(RESOURCE + ": expected test, reason and failure text in: " + line);
                }
                if (listed.put(fields[0], new Entry(fields[1], fields[2])) != null) {
                    throw new IllegalStateException(RESOURCE + ": " + fields[0] + " is listed twice");
                }
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
