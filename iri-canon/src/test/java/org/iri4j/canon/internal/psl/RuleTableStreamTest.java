package org.iri4j.canon.internal.psl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A rule table read back from a stream is checked whole: one that would break a lookup is refused. */
class RuleTableStreamTest {

    private static Object readBack(RuleTable table) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(table);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    private static RuleTable oneEntry(int labelStart, int parent, long[] slots) {
        byte[] labels = "com".getBytes(StandardCharsets.US_ASCII);
        return new RuleTable(labels, new int[] {labelStart, 3, parent, RuleTable.EXACT}, slots);
    }

    @Test
    void aWholeTableReadsBack() throws Exception {
        RuleTable table = oneEntry(0, RuleTable.NO_PARENT, new long[] {RuleTable.content(7, 0), 0});
        assertEquals(1, ((RuleTable) readBack(table)).size(RuleTable.ALL_SECTIONS));
    }

    @Test
    void aTableThatWouldBreakALookupIsRefused() {
        long entry = RuleTable.content(7, 0);
        for (RuleTable broken : new RuleTable[] {
            oneEntry(2, RuleTable.NO_PARENT, new long[] {entry, 0}), // a label past the labels' end
            oneEntry(0, 5, new long[] {entry, 0}), // a parent that is no entry
            oneEntry(0, RuleTable.NO_PARENT, new long[] {RuleTable.content(7, 3), 0}), // a slot past the entries
            oneEntry(0, RuleTable.NO_PARENT, new long[] {entry, entry}), // no empty slot: a miss would probe forever
            oneEntry(0, RuleTable.NO_PARENT, new long[] {entry, 0, 0}) // not a power of two
        }) {
            assertThrows(InvalidObjectException.class, () -> readBack(broken));
        }
    }
}
