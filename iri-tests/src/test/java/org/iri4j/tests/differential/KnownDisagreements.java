package org.iri4j.tests.differential;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.iri4j.tests.TestStrings;

/**
 * The committed table of triaged disagreements, {@code known-disagreements.tsv}: one example
 * per {@link DisagreementCategory}, with both answers, who is right and the deciding rule.
 */
final class KnownDisagreements {

    private static final String RESOURCE = "/org/iri4j/tests/differential/known-disagreements.tsv";

    private KnownDisagreements() {}

    /**
     * One row of the table.
     *
     * @param category   the category name
     * @param peer       the peer
     * @param base       the base of a resolution, or null for validity
     * @param input      the checked string or the resolved reference
     * @param iri4j      iri4j's answer
     * @param peerSays   the peer's answer
     * @param winner     who the RFC sides with
     * @param rule       the ABNF rule or RFC section that decides
     */
    record Row(
            String category,
            Peer peer,
            String base,
            String input,
            String iri4j,
            String peerSays,
            Winner winner,
            String rule) {}

    /**
     * Reads the table.
     *
     * @return its rows, in order
     */
    static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = KnownDisagreements.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                if (f.length != 8) {
                    throw new IllegalStateException("expected 8 columns: " + line);
                }
                String base = f[2].equals("-") ? null : TestStrings.decode(f[2], number);
                rows.add(new Row(
                        f[0],
                        Peer.valueOf(f[1]),
                        base,
                        TestStrings.decode(f[3], number),
                        TestStrings.decode(f[4], number),
                        TestStrings.decode(f[5], number),
                        Winner.valueOf(f[6]),
                        f[7]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
