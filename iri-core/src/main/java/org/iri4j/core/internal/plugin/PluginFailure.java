package org.iri4j.core.internal.plugin;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;

/**
 * A plugin that failed at run time: it threw, or answered what no plugin may answer. Thrown
 * inside the core by the guards around plugin calls, and turned at the edge of each operation
 * into what the operation gives for bad input: a {@link IriCode#PLUGIN_FAILED} violation in a
 * check, an {@link InvalidInputException} naming the plugin elsewhere. It never leaves the core.
 */
public final class PluginFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * Makes the failure.
     *
     * @param plugin the plugin's class name (and scheme, if any)
     * @param what   what it did, e.g. {@code "threw java.lang.IllegalStateException: boom in normalize"}
     * @param cause  the plugin's exception, or null when it answered something unusable
     */
    public PluginFailure(String plugin, String what, Throwable cause) {
        super("plugin " + plugin + " failed: " + what, cause);
    }

    /**
     * What a plugin's exception says, for messages: its class and its message, capped and
     * with controls shown as code points ({@link MessageText#thrown}).
     *
     * @param method the plugin method that threw
     * @param thrown the exception
     * @return for example {@code "normalize threw java.lang.IllegalStateException: boom"}
     */
    public static String threw(String method, Throwable thrown) {
        return method + " threw " + MessageText.thrown(thrown);
    }

    /**
     * The violation a check reports for this failure.
     *
     * @param severity  the severity the environment gives {@link IriCode#PLUGIN_FAILED} as a scheme rule
     * @param component where the plugin was looking
     * @param start     first index concerned
     * @param end       one past the last index concerned
     * @return the violation
     */
    public Violation toViolation(Severity severity, Component component, int start, int end) {
        return Violation.of(
                        IriCode.PLUGIN_FAILED,
                        component,
                        start,
                        end,
                        () -> getMessage() + "; the rest of the check did not need it")
                .withSeverity(severity);
    }

    /**
     * The exception an operation throws for this failure.
     *
     * @param input the operation's input
     * @return an {@link InvalidInputException} with {@link IriCode#PLUGIN_FAILED}, the plugin's
     *     exception as its cause (none when the plugin answered something unusable: this
     *     failure itself never leaves the core)
     */
    public InvalidInputException toException(String input) {
        Violation v = Violation.of(IriCode.PLUGIN_FAILED, Component.SCHEME, 0, input.length(), getMessage());
        return new InvalidInputException(input, List.of(v), getCause());
    }
}
