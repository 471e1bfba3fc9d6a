package org.iri4j.cli;

/**
 * The process entry point of {@code iri}: reads the arguments as UTF-8 ({@link Arguments}),
 * hands them and the standard streams to {@link Cli} and exits with its status. Nothing else
 * happens here.
 *
 * @since 0.1.0
 */
public final class Main {

    private Main() {
    }

    /**
     * Runs the command.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(Cli.run(Arguments.fromProcess(args), System.in, System.out, System.err));
    }
}
