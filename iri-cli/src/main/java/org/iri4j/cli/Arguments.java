package org.iri4j.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * The command line, read as UTF-8 whatever the locale.
 *
 * <p>The JVM decodes {@code argv} with the locale's charset ({@code sun.jnu.encoding}): in the
 * C locale {@code é} arrives as two U+FFFD, and in a UTF-8 locale bytes that are not UTF-8
 * arrive repaired into U+FFFD. When that may have happened (the charset is not UTF-8, or an
 * argument holds U+FFFD) and {@code /proc/self/cmdline} can be read (Linux), the arguments are
 * decoded again from the bytes the process got: the last {@code args.length} NUL-terminated
 * entries of that file, strictly as UTF-8. An argument that is not UTF-8 is bad input
 * ({@link #invalid()}); it keeps U+FFFD where it is not, to be echoed, never answered. Without
 * {@code /proc}, or when its entries do not match what the JVM got, the JVM's arguments stay.
 */
final class Arguments {

    /** Where Linux keeps the process's own {@code argv}, each entry ending with NUL. */
    static final Path PROC_CMDLINE = Path.of("/proc/self/cmdline");

    /**
     * An argument that is not UTF-8.
     *
     * @param number    its place among the arguments, from 1
     * @param value     it as text, U+FFFD where it is not UTF-8
     * @param malformed where it first is not
     */
    record Invalid(int number, String value, StrictUtf8.Malformed malformed) {

        /** @return e.g. {@code argument 2: invalid UTF-8 byte 0xE9 at index 9 (byte 9 of the argument): ...} */
        String message() {
            return "argument " + number + ": " + malformed.describe("argument");
        }
    }

    private final String[] values;
    private final List<Invalid> invalid;

    private Arguments(String[] values, List<Invalid> invalid) {
        this.values = values;
        this.invalid = List.copyOf(invalid);
    }

    /**
     * Arguments given as text, e.g. by a test: all of them are text already.
     *
     * @param values the arguments
     * @return them
     */
    static Arguments of(String... values) {
        return new Arguments(values.clone(), List.of());
    }

    /**
     * The arguments of this process.
     *
     * @param jvmArgs what {@code main} got
     * @return the arguments, re-read from {@code /proc/self/cmdline} if need be
     */
    static Arguments fromProcess(String[] jvmArgs) {
        return read(jvmArgs, System.getProperty("sun.jnu.encoding"), PROC_CMDLINE);
    }

    /**
     * The arguments, re-read from a {@code cmdline} file when the JVM may have decoded them
     * wrongly.
     *
     * @param jvmArgs     what {@code main} got
     * @param jnuEncoding the charset the JVM decoded them with
     * @param cmdline     the file of the process's {@code argv}
     * @return the arguments
     */
    static Arguments read(String[] jvmArgs, String jnuEncoding, Path cmdline) {
        if (isUtf8(jnuEncoding) && !anyReplaced(jvmArgs)) {
            return of(jvmArgs);
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(cmdline);
        } catch (IOException | RuntimeException e) {
            return of(jvmArgs);
        }
        return decode(bytes, jvmArgs);
    }

    /**
     * The last {@code jvmArgs.length} entries of a {@code cmdline} file, decoded strictly as
     * UTF-8; the JVM's arguments when the file does not hold them (fewer entries, or an entry
     * where both are ASCII and they differ: this is not the {@code argv} of this JVM).
     *
     * @param cmdline the file's bytes: entries, each ending with NUL
     * @param jvmArgs what {@code main} got
     * @return the arguments
     */
    static Arguments decode(byte[] cmdline, String[] jvmArgs) {
        int count = jvmArgs.length;
        if (count == 0) {
            return of(jvmArgs);
        }
        if (cmdline.length == 0 || cmdline[cmdline.length - 1] != 0) {
            return of(jvmArgs); // cut short: the last entries are not whole
        }
        // Entry k (from the end, 1-based) lies between the NULs number k+1 and k from the end.
        int[] starts = new int[count];
        int[] ends = new int[count];
        int end = cmdline.length - 1;
        for (int k = count - 1; k >= 0; k--) {
            int start = end;
            while (start > 0 && cmdline[start - 1] != 0) {
                start--;
            }
            if (k > 0 && start == 0) {
                return of(jvmArgs); // fewer entries than arguments
            }
            starts[k] = start;
            ends[k] = end;
            end = start - 1;
        }
        String[] values = new String[count];
        List<Invalid> invalid = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StrictUtf8.Decoded decoded = StrictUtf8.decode(cmdline, starts[i], ends[i] - starts[i]);
            if (isAscii(jvmArgs[i]) || isAscii(decoded.text())) {
                if (!jvmArgs[i].equals(decoded.text())) {
                    return of(jvmArgs);
                }
            }
            values[i] = decoded.text();
            if (!decoded.isValid()) {
                invalid.add(new Invalid(i + 1, decoded.text(), decoded.malformed()));
            }
        }
        return new Arguments(values, invalid);
    }

    private static boolean isUtf8(String charset) {
        return "UTF-8".equalsIgnoreCase(charset) || "UTF8".equalsIgnoreCase(charset);
    }

    private static boolean anyReplaced(String[] args) {
        for (String arg : args) {
            if (arg.indexOf('\uFFFD') >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** @return the arguments as text */
    String[] values() {
        return values.clone();
    }

    /** @return the arguments that are not UTF-8, in order; empty when all are */
    List<Invalid> invalid() {
        return invalid;
    }

    /** @return the first argument that is not UTF-8 */
    Optional<Invalid> firstInvalid() {
        return invalid.stream().findFirst();
    }
}
