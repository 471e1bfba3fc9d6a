package org.iri4j.jena;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.iri4j.api.Severity;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.SchemeRules;

/**
 * Which schemes a provider runs in strict mode: Jena sets it per scheme, at any time, from
 * any thread. Schemes compare case-insensitively (RFC 3986 §3.1). Jena's own provider
 * refuses a scheme it has no rules for, and so does this one: a scheme may be set when its
 * plugin in the environment declares a MUST (a code of severity {@link Severity#ERROR}) or a
 * DNS host, which ToASCII must accept (RFC 3987 §3.1), or when Jena's own provider accepts it
 * ({@link #JENA_SCHEMES}), so that a program written for Jena (Jena's tests set {@code file}
 * and {@code did}) keeps working; such a scheme without a plugin has nothing to be strict about.
 */
final class SchemeStrictness {

    /** The schemes Jena 6's own provider has strict rules for, and so accepts in {@code strictMode}. */
    static final Set<String> JENA_SCHEMES = Set.of("http", "urn", "uuid", "did", "oid", "file");

    private final IriEnvironment environment;
    private final Map<String, Boolean> strict = new ConcurrentHashMap<>();

    SchemeStrictness(IriEnvironment environment) {
        this.environment = environment;
    }

    void set(String scheme, boolean runStrict) {
        String key = key(scheme);
        if (!hasStrictRules(key)) {
            throw new IllegalArgumentException("no strict rules for the scheme \"" + scheme
                    + "\": strict mode applies to a scheme whose plugin declares MUSTs, or that Jena's own provider knows;"
                    + " these are: "
                    + schemesWithStrictRules());
        }
        strict.put(key, runStrict);
    }

    boolean isStrict(String scheme) {
        return !strict.isEmpty() && strict.getOrDefault(key(scheme), false);
    }

    private boolean hasStrictRules(String scheme) {
        return JENA_SCHEMES.contains(scheme)
                || environment.plugin(scheme).map(p -> declaresMusts(p, scheme)).orElse(false);
    }

    /**
     * The plugin's answers were checked when the environment was built; a plugin that throws now
     * has no rules to apply. A plugin declares its codes for all its schemes at once (the SPI has
     * no codes per scheme), so a MUST of any of them counts for each.
     */
    private static boolean declaresMusts(SchemeRules plugin, String scheme) {
        try {
            return plugin.traits(scheme).dnsHost()
                    || plugin.codes().stream().anyMatch(code -> code.severity() == Severity.ERROR);
        } catch (RuntimeException | LinkageError | StackOverflowError broken) {
            return false;
        }
    }

    private List<String> schemesWithStrictRules() {
        Set<String> schemes = new TreeSet<>(JENA_SCHEMES);
        environment.schemes().stream().filter(this::hasStrictRules).forEach(schemes::add);
        return List.copyOf(schemes);
    }

    private static String key(String scheme) {
        return Objects.requireNonNull(scheme, "scheme").toLowerCase(Locale.ROOT);
    }
}
