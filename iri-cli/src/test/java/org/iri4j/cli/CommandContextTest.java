package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A subcommand sees the top command through {@link CommandContext}, an interface, in its
 * {@code @ParentCommand} field: picocli must inject the top command there as it did when the
 * field had the top command's class, or every subcommand would fail on its first read.
 */
class CommandContextTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final IriCommand root = new IriCommand(
            new Io(
                    new ByteArrayInputStream(new byte[0]),
                    out,
                    new PrintWriter(new ByteArrayOutputStream()),
                    new PrintWriter(new ByteArrayOutputStream())),
            Optional.empty());

    private InputCommand subcommand(String... args) {
        CommandLine.ParseResult parsed = new CommandLine(root).parseArgs(args);
        return (InputCommand) parsed.subcommand().commandSpec().userObject();
    }

    @Test
    void theSubcommandWorksInTheTopCommandsEnvironment() {
        InputCommand check = subcommand("check", "http://a/");
        assertSame(root.environment(), check.env());
    }

    /** An option every command takes, given before the subcommand's name, is read from the top command. */
    @Test
    void theSubcommandReadsTheSharedOptionsOfTheTopCommand() {
        assertTrue(subcommand("--batch", "check").isBatch());
    }
}
