package org.iri4j.cli;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that remembers why its first write failed. A {@link java.io.PrintWriter} over
 * it keeps write errors to itself and says only that one happened ({@code checkError}); this
 * says which, so that a reader that has gone ({@link ClosedPipe}) is told from a full disk.
 */
final class RecordingOutputStream extends OutputStream {

    private final OutputStream out;
    private volatile IOException failure;

    RecordingOutputStream(OutputStream out) {
        this.out = out;
    }

    /** @return the first failure of a write or flush, or null if there was none */
    IOException failure() {
        return failure;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw recorded(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw recorded(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw recorded(e);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            out.close();
        } catch (IOException e) {
            throw recorded(e);
        }
    }

    private IOException recorded(IOException e) {
        if (failure == null) {
            failure = e;
        }
        return e;
    }
}
