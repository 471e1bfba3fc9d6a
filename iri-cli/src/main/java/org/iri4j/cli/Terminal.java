package org.iri4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a standard stream is a terminal, read from what the process's file descriptor points
 * to ({@code /proc/self/fd}, Linux): a pseudo-terminal or a console device. Java itself tells
 * only whether a console is attached to both standard input and output. Elsewhere the answer
 * is "no", so that nothing is drawn where it cannot be known to be seen.
 */
final class Terminal {

    private Terminal() {}

    /**
     * Whether a file descriptor of this process is a terminal.
     *
     * @param fd 1 for standard output, 2 for standard error
     * @return true for /dev/pts/N, /dev/ttyN, /dev/console
     */
    static boolean isTerminal(int fd) {
        try {
            String target =
                    Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
