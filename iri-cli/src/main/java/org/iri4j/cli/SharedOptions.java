package org.iri4j.cli;

import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The options every command takes, mixed into the top command and inherited by each
 * subcommand ({@link ScopeType#INHERIT}): they are read before the command's name as well as
 * after it ({@code iri --format json check x} is {@code iri check --format json x}), into this
 * one object, so that a subcommand reads them from its parent. Given both before and after the
 * name, the one after wins; twice on the same side is a usage mistake, as it always was.
 */
final class SharedOptions {

    /**
     * The longest line a batch reads by default: 64 MiB, six times the 10 MB lines the batch is
     * tested with and far past any IRI met in practice, while a line that long still costs a
     * few hundred megabytes to answer (its bytes, its text, its answer).
     */
    static final String DEFAULT_MAX_LINE_LENGTH = "64M";

    /**
     * The most threads a batch takes: the memory a batch holds grows with them (a few chunks of up
     * to 1 MiB per thread, {@link ParallelBatch}), and more threads than this gain nothing.
     */
    static final int MAX_THREADS = 256;

    @Option(
            names = "--batch",
            scope = ScopeType.INHERIT,
            description = "Read the inputs from standard input instead, one per line (two inputs: separated by a "
                    + "TAB), and write exactly one output line per input line, in order; a bad line gives "
                    + "ERROR<TAB>code<TAB>message (a line that is not UTF-8: code INVALID_UTF8) and the batch "
                    + "goes on; the exit status is 0 when every line was read.")
    private boolean batch;

    @Option(
            names = "--threads",
            paramLabel = "N",
            scope = ScopeType.INHERIT,
            description = "With --batch: answer lines on N threads, 1 to " + MAX_THREADS + " (default: the number "
                    + "of processors), the output still in input order and the same as with one thread.")
    private Integer threads;

    @Option(
            names = "--max-line-length",
            paramLabel = "BYTES",
            scope = ScopeType.INHERIT,
            converter = ByteCountOption.class,
            description = "With --batch: the longest line read, in bytes without the LF or CRLF, 1 to 1G, with K, M "
                    + "or G for 1024, 1024\u00B2, 1024\u00B3 (default: " + DEFAULT_MAX_LINE_LENGTH + "). A longer "
                    + "line is skipped unread, without being held in memory, and answered ERROR<TAB>LINE_TOO_LONG"
                    + "<TAB>message (JSON: the input echoed as null).")
    private Integer maxLineLength;

    @Option(
            names = "--progress",
            negatable = true,
            scope = ScopeType.INHERIT,
            description = "With --batch: show lines done, lines per second and errors so far on one refreshing line "
                    + "of standard error, then a summary (lines, errors, seconds). Default: on when standard error "
                    + "is a terminal and standard output is not; --no-progress turns it off.")
    private Boolean progress;

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "text",
            converter = EnumOption.Format.class,
            scope = ScopeType.INHERIT,
            description = "text (default: the plain results) or json: every answer, error or not, is one JSON object "
                    + "on one line that echoes its input as \"input\" (commands of two inputs: \"inputs\": [the two, "
                    + "in the order given; a batch line without TAB: the one]), then the result as the command's "
                    + "description says, or \"error\": {\"code\", \"message\"}. Without --batch the error is on "
                    + "standard output too, and the exit status stays what it is in text.")
    private OutputFormat format;

    @Option(
            names = "--plugin-path",
            paramLabel = "PATH",
            scope = ScopeType.INHERIT,
            description = "Also look for scheme plugins and host mappers in these jars or directories (separated by "
                    + "the platform's path separator): a jar or directory with module-info.class as a module, any "
                    + "other through its META-INF/services files. One that is missing, unreadable, not a jar or "
                    + "directory, or provides no plugin gives a warning; a plugin that cannot be loaded is skipped "
                    + "with a warning.")
    private String pluginPath;

    /** @return whether the inputs come from standard input */
    boolean batch() {
        return batch;
    }

    /** @return the threads asked for, or null */
    Integer threads() {
        return threads;
    }

    /** @return the longest line asked for, or null */
    Integer maxLineLength() {
        return maxLineLength;
    }

    /** @return whether progress was asked for (true) or refused (false), or null */
    Boolean progress() {
        return progress;
    }

    /** @return the output format */
    OutputFormat format() {
        return format;
    }

    /** @return the plugin path given, or null */
    String pluginPath() {
        return pluginPath;
    }
}
