package org.iri4j.jena;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which schemes a provider runs in strict mode: Jena sets it per scheme, at any time, from
 * any thread. Schemes compare case-insensitively (RFC 3986 §3.1).
 */
final class SchemeStrictness {

    private final Map<String, Boolean> strict = new ConcurrentHashMap<>();

    void set(String scheme, boolean runStrict) {
        strict.put(key(scheme), runStrict);
    }

    boolean isStrict(String scheme) {
        return !strict.isEmpty() && strict.getOrDefault(key(scheme), false);
    }

    private static String key(String scheme) {
        return Objects.requireNonNull(scheme, "scheme").toLowerCase(Locale.ROOT);
    }
}
