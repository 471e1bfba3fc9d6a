package org.iri4j.cli;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.PluginProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code iri}: the top command, which only dispatches to its subcommands.
 */
@Command(name = "iri",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
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
    private final Optional<Arguments.Invalid> invalidArgument;

    @Spec
    private CommandSpec spec;

    @Option(names = "--plugin-path", paramLabel = "PATH", scope = ScopeType.INHERIT,
            description = "Also look for scheme plugins and host mappers in these jars or directories (separated by "
                    + "the platform's path separator); one that cannot be loaded is skipped with a warning.")
    private String pluginPath;

    private IriEnvironment environment;

    IriCommand(Io io, Optional<Arguments.Invalid> invalidArgument) {
        this.io = io;
        this.invalidArgument = invalidArgument;
    }

    Io io() {
        return io;
    }

    /** @return the first argument that is not UTF-8, if there is one */
    Optional<Arguments.Invalid> invalidArgument() {
        return invalidArgument;
    }

    /**
     * The environment every subcommand uses, built at first use: the plugins found on the
     * command's own path and on {@code --plugin-path}. A plugin that cannot be loaded, or
     * whose answers about itself are unusable, or that ties with another, gives one warning
     * line on standard error, and everything else goes on as without it. A plugin replaced by
     * one of higher priority ({@link PluginProblem.Kind#SUPERSEDED}) gives none: that is what
     * priorities are for, and a line at every run would only be noise in scripts.
     *
     * @return the environment
     */
    IriEnvironment environment() {
        if (environment == null) {
            environment = IriEnvironment.builder()
                    .problemReporter(this::warn)
                    .discover(pluginLoader())
                    .build();
        }
        return environment;
    }

    private void warn(PluginProblem problem) {
        if (problem.kind() != PluginProblem.Kind.SUPERSEDED) {
            io.err().println("iri: warning: " + problem.message());
        }
    }

    private ClassLoader pluginLoader() {
        ClassLoader own = IriCommand.class.getClassLoader();
        if (pluginPath == null || pluginPath.isEmpty()) {
            return own;
        }
        List<URL> urls = new ArrayList<>();
        for (String element : pluginPath.split(File.pathSeparator)) {
            if (element.isEmpty()) {
                continue;
            }
            try {
                urls.add(Path.of(element).toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException | RuntimeException e) {
                io.err().println("iri: warning: --plugin-path element " + element + " skipped: " + e.getMessage());
            }
        }
        return new URLClassLoader("iri-plugins", urls.toArray(new URL[0]), own);
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing subcommand");
    }
}
