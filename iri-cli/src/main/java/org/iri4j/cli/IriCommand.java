package org.iri4j.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iri}: the top command, which only dispatches to its subcommands.
 */
@Command(name = "iri",
        mixinStandardHelpOptions = true,
        version = "iri4j 0.1.0",
        description = "Internationalized Resource Identifiers (RFC 3987): parse, check, map to URIs and back, resolve, relativize, normalize, compare.",
        subcommands = {
            ParseCommand.class,
            CheckCommand.class,
            ToUriCommand.class,
            ToIriCommand.class,
            DisplayCommand.class,
            ResolveCommand.class,
            RelativizeCommand.class,
            NormalizeCommand.class,
            CompareCommand.class
        })
final class IriCommand implements Runnable {

    private final Io io;

    @Spec
    private CommandSpec spec;

    IriCommand(Io io) {
        this.io = io;
    }

    Io io() {
        return io;
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing subcommand");
    }
}
