package org.iri4j.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iri4j.api.IriRule;

/**
 * Reads the cross-library conformance vectors in {@code src/test/resources/conformance/}:
 * {@code validity.tsv} (rule, input, valid/invalid) and {@code resolution.tsv} (base, reference,
 * target or ERROR). The header of each file documents the format: TAB-separated columns, lines
 * starting with {@code #} are comments, and the first two columns may hold backslash escapes for
 * backslash, TAB, LF, CR, one UTF-16 unit (four hex digits) or one code point (hex in braces).
 *
 * <p>Expectations are the RFC's (RFC 3987 §2.2, RFC 3986 Appendix A and §5.2), decided by
 * hand and recorded with their source; see the notes column for every place where the source
 * library, or a reading of the project's where the RFCs leave room, matters.
 */
final class ConformanceVectors {

    /** The expected target of a resolution that must fail. */
    static final String ERROR = "ERROR";

    /** One validity vector. */
    record Validity(
            int line, String rule, String rawInput, String input, boolean expectedValid, String source, String note) {
        /** @return the rule as the API names it */
        IriRule iriRule() {
            return IriRule.fromName(rule);
        }

        /** @return whether {@code iri check --batch} can carry the input on one line of UTF-8 */
        boolean batchable() {
            return fitsOneLine(input);
        }

        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "validity.tsv:%d [%s] <%s> -> %s (%s)",
                    line,
                    rule,
                    rawInput,
                    expectedValid ? "valid" : "invalid",
                    source);
        }
    }

    /** One resolution vector. */
    record Resolution(
            int line,
            String rawBase,
            String base,
            String rawReference,
            String reference,
            String rawExpected,
            String expected,
            String source,
            String note) {
        /** @return whether resolution must fail */
        boolean expectsError() {
            return ERROR.equals(expected);
        }

        /** @return whether {@code iri resolve --batch} can carry the pair as one line BASE TAB REF */
        boolean batchable() {
            return fitsOneLine(base) && fitsOneLine(reference) && base.indexOf('\t') < 0;
        }

        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "resolution.tsv:%d <%s> + <%s> -> <%s> (%s)",
                    line,
                    rawBase,
                    rawReference,
                    rawExpected,
                    source);
        }
    }

    private ConformanceVectors() {}

    /** @return every validity vector, in file order */
    static List<Validity> validity() {
        List<Validity> vectors = new ArrayList<>();
        for (Row row : rows("validity.tsv")) {
            String expected = row.field(2);
            if (!expected.equals("valid") && !expected.equals("invalid")) {
                throw new IllegalStateException("validity.tsv:" + row.line + ": expected must be valid or invalid");
            }
            IriRule.fromName(row.field(0)); // fails fast on an unknown rule name
            vectors.add(new Validity(
                    row.line,
                    row.field(0),
                    row.field(1),
                    TestStrings.decode(row.field(1), row.line),
                    expected.equals("valid"),
                    row.field(3),
                    row.field(4)));
        }
        return vectors;
    }

    /** @return every resolution vector, in file order */
    static List<Resolution> resolution() {
        List<Resolution> vectors = new ArrayList<>();
        for (Row row : rows("resolution.tsv")) {
            vectors.add(new Resolution(
                    row.line,
                    row.field(0),
                    TestStrings.decode(row.field(0), row.line),
                    row.field(1),
                    TestStrings.decode(row.field(1), row.line),
                    row.field(2),
                    TestStrings.decode(row.field(2), row.line),
                    row.field(3),
                    row.field(4)));
        }
        return vectors;
    }

    /** A data line split on TAB. */
    private record Row(int line, String[] fields) {
        String field(int index) {
            return index < fields.length ? fields[index] : "";
        }
    }

    private static List<Row> rows(String file) {
        String resource = "/conformance/" + file;
        List<Row> rows = new ArrayList<>();
        try (InputStream in = ConformanceVectors.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String text;
            int line = 0;
            while ((text = reader.readLine()) != null) {
                line++;
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                String[] fields = text.split("\t", -1);
                if (fields.length < 4 || fields.length > 5) {
                    throw new IllegalStateException(
                            file + ":" + line + ": expected 4 or 5 TAB-separated fields, found " + fields.length);
                }
                rows.add(new Row(line, fields));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (rows.isEmpty()) {
            throw new IllegalStateException(file + " holds no vectors");
        }
        return rows;
    }

    /**
     * Whether a string survives one line of a UTF-8 batch: no LF, no CR at the end (dropped as
     * CRLF), no unpaired surrogate (not encodable in UTF-8).
     */
    private static boolean fitsOneLine(String s) {
        return s.indexOf('\n') < 0 && !s.endsWith("\r") && !TestStrings.hasUnpairedSurrogate(s);
    }
}
