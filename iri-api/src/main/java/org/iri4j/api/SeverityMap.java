package org.iri4j.api;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * How serious each {@link ViolationCode} is in a check: the one place that decides it.
 *
 * <p>Validity is the generic grammar of the rule asked for (RFC 3987 §2.2); a scheme's own
 * restrictions (RFC 9110's non-empty http host, RFC 6068's addr-spec) are a further layer.
 * Two profiles say how that layer counts:
 * <ul>
 *   <li>{@link #standard()}, the default: a violation a scheme plugin or host mapper reports
 *       (and {@link IriCode#PLUGIN_FAILED}, {@link IriCode#HOST_MAPPING_FAILED}) is at most a
 *       {@link Severity#WARNING}, so that
 *       {@code check("mailto:x").isValid()} is true, as it is for every IRI the grammar
 *       accepts;</li>
 *   <li>{@link #strict()}: every code has the severity its specification gives it
 *       ({@link ViolationCode#severity()}), so that a scheme's MUSTs make the IRI invalid.</li>
 * </ul>
 * On top of either profile, any code can be given another severity ({@link #with}) or be
 * left out of checks ({@link #ignoring}), except the grammar's errors
 * ({@link IriCode#isGrammar()}): {@code parse} rejects those whatever a map says, and a check
 * must agree with it. Codes are matched by {@link ViolationCode#id()}.
 *
 * <table>
 *   <caption>{@code check("mailto:not-an-address")} under each map</caption>
 *   <tr><th>map</th><th>{@code mailto.INVALID_MAILTO_ADDRESS}</th><th>{@code isValid()}</th></tr>
 *   <tr><td>{@code standard()}</td><td>WARNING</td><td>true</td></tr>
 *   <tr><td>{@code strict()}</td><td>ERROR</td><td>false</td></tr>
 *   <tr><td>{@code standard().ignoring(code)}</td><td>not reported</td><td>true</td></tr>
 * </table>
 *
 * <p>Immutable and thread-safe; {@link #with} and {@link #ignoring} return new maps.
 *
 * @since 0.1.0
 */
public final class SeverityMap {

    /** What a map starts from before its overrides. */
    public enum Profile {
        /** Scheme rules are warnings: validity is the generic grammar (RFC 3987 §2.2). */
        STANDARD,
        /** Every code has its specification's severity: a scheme's MUSTs are errors. */
        STRICT
    }

    private static final SeverityMap STANDARD = new SeverityMap(Profile.STANDARD, Map.of(), Set.of());
    private static final SeverityMap STRICT = new SeverityMap(Profile.STRICT, Map.of(), Set.of());

    private final Profile profile;
    private final Map<String, Severity> overrides;
    private final Set<String> ignored;

    private SeverityMap(Profile profile, Map<String, Severity> overrides, Set<String> ignored) {
        this.profile = profile;
        this.overrides = overrides;
        this.ignored = ignored;
    }

    /**
     * The default map: scheme rules are warnings, the core's codes have their own severity.
     *
     * @return the shared standard map
     */
    public static SeverityMap standard() {
        return STANDARD;
    }

    /**
     * The strict profile: every code has the severity its specification gives it, so that a
     * scheme plugin's errors make a check invalid.
     *
     * @return the shared strict map
     */
    public static SeverityMap strict() {
        return STRICT;
    }

    /**
     * The map of a profile, without overrides.
     *
     * @param profile the profile
     * @return {@link #standard()} or {@link #strict()}
     */
    public static SeverityMap of(Profile profile) {
        return Objects.requireNonNull(profile, "profile") == Profile.STRICT ? STRICT : STANDARD;
    }

    /**
     * The profile this map starts from.
     *
     * @return the profile
     */
    public Profile profile() {
        return profile;
    }

    /**
     * This map with one code given a severity, whatever its profile says.
     *
     * @param code     the code
     * @param severity the severity it gets
     * @return a new map
     * @throws IllegalArgumentException if the code is a grammar error and the severity is
     *     not {@link Severity#ERROR}
     */
    public SeverityMap with(ViolationCode code, Severity severity) {
        return with(Objects.requireNonNull(code, "code").id(), severity);
    }

    /**
     * This map with the code of a given id given a severity, for configuration files and
     * command lines.
     *
     * @param codeId   a code's {@link ViolationCode#id()}, e.g. {@code mailto.INVALID_MAILTO_ADDRESS}
     * @param severity the severity it gets
     * @return a new map
     * @throws IllegalArgumentException if the id names a grammar error and the severity is
     *     not {@link Severity#ERROR}, or the id is empty
     */
    public SeverityMap with(String codeId, Severity severity) {
        Objects.requireNonNull(severity, "severity");
        if (severity != Severity.ERROR) {
            requireNotGrammar(codeId, "be a " + severity);
        }
        Map<String, Severity> more = new TreeMap<>(overrides);
        more.put(requireId(codeId), severity);
        Set<String> fewer = new TreeSet<>(ignored);
        fewer.remove(codeId);
        return new SeverityMap(profile, Collections.unmodifiableMap(more), Collections.unmodifiableSet(fewer));
    }

    /**
     * This map with a code left out of checks: violations with it are not reported.
     *
     * @param code the code
     * @return a new map
     * @throws IllegalArgumentException if the code is a grammar error
     */
    public SeverityMap ignoring(ViolationCode code) {
        return ignoring(Objects.requireNonNull(code, "code").id());
    }

    /**
     * This map with the code of a given id left out of checks.
     *
     * @param codeId a code's {@link ViolationCode#id()}
     * @return a new map
     * @throws IllegalArgumentException if the id names a grammar error, or is empty
     */
    public SeverityMap ignoring(String codeId) {
        requireNotGrammar(codeId, "be ignored");
        Set<String> more = new TreeSet<>(ignored);
        more.add(requireId(codeId));
        Map<String, Severity> fewer = new TreeMap<>(overrides);
        fewer.remove(codeId);
        return new SeverityMap(profile, Collections.unmodifiableMap(fewer), Collections.unmodifiableSet(more));
    }

    /**
     * The severity of a violation the core finds (the grammar, the recommendations).
     *
     * @param code its code
     * @return the override if there is one, else the code's own severity
     */
    public Severity severity(ViolationCode code) {
        Severity override = overrides.get(code.id());
        if (override != null) {
            return override;
        }
        return isSchemeRule(code) ? schemeRuleSeverity(code) : code.severity();
    }

    /**
     * The severity of a violation a scheme plugin or host mapper reports: a scheme rule,
     * whatever its code.
     *
     * @param code its code
     * @return the override if there is one, else at most a warning in the standard profile,
     *     the code's own severity in the strict one
     */
    public Severity schemeRuleSeverity(ViolationCode code) {
        Severity override = overrides.get(code.id());
        if (override != null) {
            return override;
        }
        return profile == Profile.STANDARD ? Severity.WARNING : code.severity();
    }

    /**
     * Whether violations with a code are left out of checks.
     *
     * @param code the code
     * @return true if the map ignores it
     */
    public boolean isIgnored(ViolationCode code) {
        return !ignored.isEmpty() && ignored.contains(code.id());
    }

    /** A plugin's code, or a core code reported for a plugin or host mapper ({@link IriCode#isSchemeRule()}). */
    private static boolean isSchemeRule(ViolationCode code) {
        return !code.namespace().isEmpty() || code instanceof IriCode && ((IriCode) code).isSchemeRule();
    }

    private static void requireNotGrammar(String codeId, String what) {
        for (IriCode code : IriCode.values()) {
            if (code.isGrammar() && code.id().equals(codeId)) {
                throw new IllegalArgumentException(codeId + " is an error of the generic grammar (" + code.reference()
                        + "), which parse rejects whatever a severity map says; it cannot " + what);
            }
        }
    }

    private static String requireId(String codeId) {
        if (codeId == null || codeId.isEmpty()) {
            throw new IllegalArgumentException("a code id is needed, e.g. mailto.INVALID_MAILTO_ADDRESS");
        }
        return codeId;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SeverityMap
                && profile == ((SeverityMap) other).profile
                && overrides.equals(((SeverityMap) other).overrides)
                && ignored.equals(((SeverityMap) other).ignored);
    }

    @Override
    public int hashCode() {
        return Objects.hash(profile, overrides, ignored);
    }

    @Override
    public String toString() {
        return "SeverityMap[" + profile + (overrides.isEmpty() ? "" : ", " + overrides)
                + (ignored.isEmpty() ? "" : ", ignoring " + ignored) + "]";
    }
}
