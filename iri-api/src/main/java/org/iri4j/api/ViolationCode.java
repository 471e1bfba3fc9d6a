package org.iri4j.api;

/**
 * The stable code of a {@link Violation}: what kind of departure from a rule or a
 * recommendation it is. The set is open, as {@link java.nio.file.OpenOption}'s is: the core's
 * codes are the constants of {@link IriCode}; a scheme plugin or a host mapper declares codes
 * of its own, usually as an enum implementing this interface, each in the plugin's
 * {@linkplain #namespace() namespace}:
 *
 * <pre>{@code
 * enum GeoCode implements ViolationCode {
 *     LATITUDE_OUT_OF_RANGE(Severity.ERROR, "RFC 5870 §3.4.2");
 *     ...
 *     public String namespace() { return "geo"; }
 * }
 * }</pre>
 *
 * <p>A code is identified by its {@link #id()}, which never changes once released: tools and
 * tests match on it (and severity maps are keyed by it), never on message text. How serious a
 * violation with a code is in the end is the environment's {@link SeverityMap}'s decision;
 * {@link #severity()} is what the specification says.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><th>code</th><th>{@code namespace()}</th><th>{@code id()}</th></tr>
 *   <tr><td>{@link IriCode#ILLEGAL_CHARACTER}</td><td>{@code ""}</td><td>{@code ILLEGAL_CHARACTER}</td></tr>
 *   <tr><td>the mailto plugin's invalid address</td><td>{@code mailto}</td><td>{@code mailto.INVALID_MAILTO_ADDRESS}</td></tr>
 * </table>
 *
 * <p>Implementations must be immutable; two codes are the same code when their ids are equal.
 *
 * @since 0.1.0
 */
public interface ViolationCode {

    /**
     * The namespace of the code: empty for the core's codes ({@link IriCode}); for a plugin's,
     * a short lower-case name of its own ({@code [a-z][a-z0-9-]*}), usually its scheme.
     *
     * @return the namespace
     */
    String namespace();

    /**
     * The name of the code within its namespace, in upper case with underscores
     * ({@code [A-Z][A-Z0-9_]*}); an enum's constant name.
     *
     * @return the name
     */
    String name();

    /**
     * The severity the specification gives a violation with this code: {@link Severity#ERROR}
     * where it says MUST, {@link Severity#WARNING} where it says SHOULD. The environment's
     * {@link SeverityMap} decides the severity a check reports.
     *
     * @return the specification's severity
     */
    Severity severity();

    /**
     * The section of the specification that decides this code.
     *
     * @return for example {@code "RFC 3986 §2.1"} or {@code "RFC 6068 §2"}
     */
    String reference();

    /**
     * The stable identifier: the name for the core's codes, {@code namespace "." name} for a
     * plugin's.
     *
     * @return for example {@code "ILLEGAL_CHARACTER"} or {@code "mailto.INVALID_MAILTO_ADDRESS"}
     */
    default String id() {
        return namespace().isEmpty() ? name() : namespace() + "." + name();
    }
}
