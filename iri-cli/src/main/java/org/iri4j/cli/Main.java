package org.iri4j.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;

/**
 * The process entry point of {@code iri}: reads the arguments as UTF-8 ({@link Arguments}),
 * hands them and the standard streams to {@link Cli} and exits with its status. Nothing else
 * happens here.
 *
 * @since 0.1.0
 */
public final class Main {

    private Main() {}

    /**
     * Runs the command.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        // Not System.out: a PrintStream swallows write errors, and a full disk must not pass for success.
        System.exit(
                Cli.run(Arguments.fromProcess(args), System.in, new FileOutputStream(FileDescriptor.out), System.err));
    }
}
