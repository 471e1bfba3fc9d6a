package org.iri4j.cli;

import java.io.IOException;

/**
 * Whether a write failed because the reader of standard output has gone: {@code iri ... | head -2}
 * once {@code head} has its two lines. The JVM ignores SIGPIPE, so such a write fails with
 * EPIPE, which Java reports as an {@link IOException} whose message is the C library's text for
 * it (POSIX {@code write()}: "[EPIPE] An attempt is made to write to a pipe or FIFO that is not
 * open for reading by any process"). A filter that would have died of SIGPIPE stops quietly and
 * successfully instead, as ripgrep does, so that {@code set -o pipefail} scripts do not fail;
 * every other write failure (a full disk) stays an error.
 *
 * <p>Java tells the errors apart by their message only: "Broken pipe" in glibc, musl and the BSDs
 * (an older JDK appended " (Write failed)"). Under a locale whose translations of the C
 * library's messages are installed, the text differs and a closed pipe is reported as a
 * failure, as before.
 */
final class ClosedPipe {

    /** strerror(EPIPE) in the C locale. */
    private static final String EPIPE = "Broken pipe";

    private ClosedPipe() {}

    /**
     * Whether a failure, or one of its causes, is a write to a pipe with no reader.
     *
     * @param failure what a write threw, or null
     * @return true for EPIPE
     */
    static boolean is(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof IOException
                    && t.getMessage() != null
                    && t.getMessage().startsWith(EPIPE)) {
                return true;
            }
        }
        return false;
    }
}
