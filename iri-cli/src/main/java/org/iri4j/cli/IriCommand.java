package org.iri4j.cli;

import java.util.Optional;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.PluginProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code iri}: the top command, which only dispatches to its subcommands, {@code help} among
 * them ({@code iri help check} is {@code iri check --help}), and holds the options they all
 * take ({@link SharedOptions}), which may come before the subcommand's name.
 */
@Command(
        name = "iri",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description =
                "Internationalized Resource Identifiers (RFC 3987): parse, check, map to URIs and back, resolve, relativize, normalize, compare; links as browsers read them; crawl canonicalization, SURT keys, registrable domains; URI templates (RFC 6570) expanded and matched; links tested against URL patterns.",
        subcommands = {
            ParseCommand.class,
            CheckCommand.class,
            ToUriCommand.class,
            ToIriCommand.class,
            DisplayCommand.class,
            ResolveCommand.class,
            RelativizeCommand.class,
            NormalizeCommand.class,
            UrlCommand.class,
            CompareCommand.class,
            CanonicalizeCommand.class,
            SurtCommand.class,
            DomainCommand.class,
            TemplateCommand.class,
            PatternCommand.class,
            HelpCommand.class
        })
final class IriCommand implements CommandContext, Runnable {

    private final Io io;
    private final Optional<Arguments.Invalid> invalidArgument;

    @Spec
    private CommandSpec spec;

    @Mixin
    private SharedOptions options;

    private IriEnvironment environment;

    IriCommand(Io io, Optional<Arguments.Invalid> invalidArgument) {
        this.io = io;
        this.invalidArgument = invalidArgument;
    }

    @Override
    public Io io() {
        return io;
    }

    @Override
    public SharedOptions options() {
        return options;
    }

    @Override
    public Optional<Arguments.Invalid> invalidArgument() {
        return invalidArgument;
    }

    /**
     * The environment every subcommand uses, built at first use: the plugins found on the
     * command's own path and on {@code --plugin-path}, through META-INF/services files and in
     * modules ({@link PluginPath}, {@link PluginLayer}). An element of the path that cannot be
     * used, a plugin that cannot be loaded, or whose answers about itself are unusable, that
     * ties with another, or that would replace another plugin's scheme without saying so
     * ({@link PluginProblem.Kind#UNDECLARED_REPLACEMENT}: the plugin in place keeps the
     * scheme), each give one warning line on standard error, and everything else goes on as
     * without them. A plugin replaced on purpose by one of higher priority
     * ({@link PluginProblem.Kind#SUPERSEDED}) gives none: that is what priorities are for, and a
     * line at every run would only be noise in scripts.
     *
     * @return the environment
     */
    @Override
    public IriEnvironment environment() {
        if (environment == null) {
            ClassLoader own = IriCommand.class.getClassLoader();
            PluginPath path = PluginPath.read(options.pluginPath(), this::warn);
            IriEnvironment.Builder builder =
                    IriEnvironment.builder().problemReporter(this::warn).discover(path.classLoader(own));
            PluginLayer.define(path, own).ifPresent(builder::discover);
            environment = builder.build();
        }
        return environment;
    }

    private void warn(PluginProblem problem) {
        if (problem.kind() != PluginProblem.Kind.SUPERSEDED) {
            warn(problem.message());
        }
    }

    private void warn(String message) {
        io.errorLine("iri: warning: " + message);
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing subcommand");
    }
}
