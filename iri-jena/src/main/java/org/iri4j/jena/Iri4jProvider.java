package org.iri4j.jena;

import java.util.Objects;
import org.apache.jena.irix.IRIException;
import org.apache.jena.irix.IRIProvider;
import org.apache.jena.irix.IRIx;
import org.apache.jena.irix.SystemIRIx;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.core.IriEnvironment;

/**
 * Apache Jena's IRI provider backed by iri4j: every IRI Jena creates, checks, resolves,
 * relativizes or normalizes goes through an {@link IriEnvironment}, with the scheme plugins
 * and host mapper found on the class path or module path.
 *
 * <p>One line installs it for the whole JVM, before Jena parses anything:
 * <pre>{@code
 * SystemIRIx.setProvider(Iri4jProvider.create());
 * }</pre>
 *
 * <p>What each operation means (see {@link IRIx}):
 * <ul>
 *   <li>{@link #create}: the string must match {@code IRI-reference} (RFC 3987 §2.2), or an
 *       {@link IRIException} names the first error (what, where, which rule). Scheme rules
 *       and recommendations (RFC 3986 §3.1 lowercase scheme, §3.2.1 no password, RFC 9110
 *       §4.2 http, ...) are kept on the result and reported through
 *       {@link IRIx#handleViolations}, each as an error or a warning as the environment's
 *       {@link org.iri4j.api.SeverityMap} says; in {@linkplain #strictMode strict mode} for
 *       its scheme, a scheme rule whose specification makes it an error (a MUST) is thrown
 *       instead.</li>
 *   <li>{@link #check}: as {@link #create}, and a scheme rule that is an error by its
 *       specification is thrown whatever the mode, as {@link IRIProvider#check} asks.</li>
 *   <li>{@link IRIx#resolve}: RFC 3986 §5.2, strict; {@link IRIx#normalize}: scheme-based
 *       normalization (RFC 3986 §6.2.3, RFC 3987 §5.3.3), which includes syntax-based;
 *       {@link IRIx#relativize}: the shortest reference that resolves back exactly (RFC 3986
 *       §5.2 inverted), or null where Jena's contract asks for none.</li>
 * </ul>
 *
 * <p>Strict mode is kept per provider and per scheme (lower case), off by default; it may be
 * changed while other threads parse.
 *
 * @since 0.1.0
 */
public final class Iri4jProvider implements IRIProvider, Creator {

    private final IriEnvironment environment;
    private final SchemeStrictness strictness;

    private Iri4jProvider(IriEnvironment environment) {
        this.environment = Objects.requireNonNull(environment, "environment");
        this.strictness = new SchemeStrictness(environment);
    }

    /**
     * A provider over the default environment ({@link IriEnvironment#defaults()}): the plugins
     * found with {@link java.util.ServiceLoader}, the standard severity map.
     *
     * @return a new provider, every scheme not strict
     */
    public static Iri4jProvider create() {
        return new Iri4jProvider(IriEnvironment.defaults());
    }

    /**
     * A provider over a given environment: explicit plugins, another severity map.
     *
     * @param environment the environment every operation uses
     * @return a new provider, every scheme not strict
     */
    public static Iri4jProvider of(IriEnvironment environment) {
        return new Iri4jProvider(environment);
    }

    /**
     * Creates a provider over the default environment and makes it Jena's system provider
     * ({@link SystemIRIx#setProvider}), which also re-creates Jena's system base with it.
     *
     * @return the installed provider
     */
    public static Iri4jProvider install() {
        Iri4jProvider provider = create();
        SystemIRIx.setProvider(provider);
        return provider;
    }

    /**
     * The environment this provider's operations use.
     *
     * @return the environment
     */
    @Override
    public IriEnvironment environment() {
        return environment;
    }

    /**
     * Parses an {@code IRI-reference} (RFC 3987 §2.2) for Jena.
     *
     * @param iri the string
     * @return the IRI, carrying its scheme-rule violations and warnings
     * @throws IRIException if the string breaks the grammar, or a MUST of its scheme while
     *     that scheme is in strict mode
     */
    @Override
    public IRIx create(String iri) {
        CheckResult result = environment.check(Objects.requireNonNull(iri, "iri"), IriRule.IRI_REFERENCE);
        JenaViolations violations = JenaViolations.of(result);
        violations.throwIfInvalid(isStrictMode(result));
        return new Iri4jIRIx(result.orElseThrow(), violations, this);
    }

    /**
     * Checks a string as {@link #create} does, and also rejects it if it breaks a MUST of its
     * scheme (RFC 9110 §4.2.1 for http, RFC 6068 §2 for mailto, ...) whatever the mode.
     *
     * @param iriStr the string
     * @throws IRIException if the string breaks the grammar or a MUST of its scheme
     */
    @Override
    public void check(String iriStr) {
        JenaViolations.of(environment.check(Objects.requireNonNull(iriStr, "iriStr"), IriRule.IRI_REFERENCE))
                .throwIfInvalid(true);
    }

    /**
     * Sets strict mode for a scheme: its MUSTs make {@link #create} throw. As Jena's own
     * provider does, a scheme with no rules to apply is refused: one whose plugin in the
     * environment declares no MUST (no code of severity ERROR) and no DNS host, or that has no
     * plugin, unless Jena's own provider accepts it ({@code http}, {@code urn}, {@code uuid},
     * {@code did}, {@code oid}, {@code file}: programs written for Jena set these).
     *
     * @param scheme    the scheme, compared case-insensitively (RFC 3986 §3.1)
     * @param runStrict true for strict
     * @throws IllegalArgumentException if the scheme has no strict rules here; the message
     *     lists the schemes that have
     */
    @Override
    public void strictMode(String scheme, boolean runStrict) {
        strictness.set(scheme, runStrict);
    }

    /**
     * Whether a scheme is in strict mode.
     *
     * @param scheme the scheme, compared case-insensitively
     * @return true if strict; false for a scheme never set
     */
    @Override
    public boolean isStrictMode(String scheme) {
        return strictness.isStrict(scheme);
    }

    private boolean isStrictMode(CheckResult result) {
        return result.iri()
                .flatMap(iri -> iri.scheme())
                .map(strictness::isStrict)
                .orElse(false);
    }

    @Override
    public String toString() {
        return "Iri4jProvider[" + environment + "]";
    }
}
