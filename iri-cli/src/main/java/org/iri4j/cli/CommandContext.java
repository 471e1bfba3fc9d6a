package org.iri4j.cli;

import java.util.Optional;
import org.iri4j.core.IriEnvironment;

/**
 * What a subcommand reads from the top command: the streams, the options every command takes,
 * the first argument that is not UTF-8, and the environment. The top command ({@link IriCommand})
 * is the one implementation; a subcommand sees it through this type, so that the top command
 * may name its subcommands without the subcommands naming it back. Picocli injects it into
 * {@link InputCommand}'s {@code @ParentCommand} field by assignment, which an interface-typed
 * field accepts.
 */
interface CommandContext {

    /** @return the streams the command runs on */
    Io io();

    /** @return the options every command takes, wherever they were given */
    SharedOptions options();

    /** @return the first argument that is not UTF-8, if there is one */
    Optional<Arguments.Invalid> invalidArgument();

    /**
     * The environment every subcommand uses, built at first use, with the plugins found.
     *
     * @return the environment
     */
    IriEnvironment environment();
}
