package org.iri4j.web;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.iri4j.web.internal.pattern.InitType;
import org.iri4j.web.internal.pattern.PatternStrings;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The URL Pattern Standard's §3.2 "process a URLPatternInit": the components an init gives, with
 * those it leaves out taken from its base URL where they are less specific than every component
 * it sets, for a pattern (values escaped as pattern text, nothing canonicalized) or for a URL
 * to match (each value canonicalized by the encoding callbacks).
 */
final class PatternInits {

    private PatternInits() {}

    /**
     * Processes an init.
     *
     * @param init the init
     * @param type patterns or values
     * @return the components it gives, by component
     * @throws IllegalArgumentException when the base URL is no URL or a value cannot be
     *     canonicalized; the message says which
     */
    static Map<UrlPatternComponent, String> process(UrlPatternInit init, InitType type) {
        Map<UrlPatternComponent, String> result = new EnumMap<>(UrlPatternComponent.class);
        WebUrl base = null;
        if (init.baseUrl().isPresent()) {
            base = WebUrl.tryParse(init.baseUrl().get())
                    .orElseThrow(() -> new IllegalArgumentException("the base URL is not a URL"));
            inherit(init, base, type, result);
        }
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            Optional<String> value = init.get(c);
            if (value.isEmpty()) {
                continue;
            }
            String given = value.get();
            String protocol = result.getOrDefault(UrlPatternComponent.PROTOCOL, "");
            String processed = switch (c) {
                case PROTOCOL -> canonical(type, strip(given, ':', false), PatternCanonicalizer::protocol);
                case USERNAME -> canonical(type, given, PatternCanonicalizer::username);
                case PASSWORD -> canonical(type, given, PatternCanonicalizer::password);
                case HOSTNAME -> canonical(type, given, PatternCanonicalizer::hostname);
                case PORT -> canonical(type, given, v -> PatternCanonicalizer.port(v, protocol));
                case PATHNAME -> pathname(resolved(given, base, type), protocol, type);
                case SEARCH -> canonical(type, strip(given, '?', true), PatternCanonicalizer::search);
                case HASH -> canonical(type, strip(given, '#', true), PatternCanonicalizer::hash);
            };
            result.put(c, processed);
        }
        return result;
    }

    /** The base URL's components, where the init sets none as or more specific (§3.2 steps 11.3–11.10). */
    private static void inherit(
            UrlPatternInit init, WebUrl base, InitType type, Map<UrlPatternComponent, String> result) {
        UnaryOperator<String> fromBase = v -> type == InitType.PATTERN ? PatternStrings.escape(v) : v;
        boolean protocol = init.has(UrlPatternComponent.PROTOCOL);
        if (!protocol) {
            result.put(UrlPatternComponent.PROTOCOL, fromBase.apply(base.scheme()));
        }
        boolean host = protocol || init.has(UrlPatternComponent.HOSTNAME);
        boolean port = host || init.has(UrlPatternComponent.PORT);
        boolean username = port || init.has(UrlPatternComponent.USERNAME);
        if (type != InitType.PATTERN && !username) {
            result.put(UrlPatternComponent.USERNAME, fromBase.apply(base.username()));
        }
        if (type != InitType.PATTERN && !username && !init.has(UrlPatternComponent.PASSWORD)) {
            result.put(UrlPatternComponent.PASSWORD, fromBase.apply(base.password()));
        }
        if (!host) {
            result.put(UrlPatternComponent.HOSTNAME, fromBase.apply(base.hostname()));
        }
        if (!port) {
            result.put(UrlPatternComponent.PORT, base.port());
        }
        boolean path = port || init.has(UrlPatternComponent.PATHNAME);
        if (!path) {
            result.put(UrlPatternComponent.PATHNAME, fromBase.apply(base.path()));
        }
        boolean search = path || init.has(UrlPatternComponent.SEARCH);
        if (!search) {
            result.put(UrlPatternComponent.SEARCH, fromBase.apply(base.query().orElse("")));
        }
        if (!search && !init.has(UrlPatternComponent.HASH)) {
            result.put(UrlPatternComponent.HASH, fromBase.apply(base.fragment().orElse("")));
        }
    }

    /** A relative pathname put after the base URL's path up to its last slash (§3.2 step 17.2). */
    private static String resolved(String pathname, WebUrl base, InitType type) {
        if (base == null || base.hasOpaquePath() || PatternStrings.isAbsolutePathname(pathname, type)) {
            return pathname;
        }
        String basePath = type == InitType.PATTERN ? PatternStrings.escape(base.path()) : base.path();
        int slash = basePath.lastIndexOf('/');
        return slash < 0 ? pathname : basePath.substring(0, slash + 1) + pathname;
    }

    /** §3.2 "process pathname for init": a special scheme's (or none's) path, or an opaque one. */
    private static String pathname(String value, String protocol, InitType type) {
        if (type == InitType.PATTERN) {
            return value;
        }
        return protocol.isEmpty() || Schemes.kindOf(protocol) != Schemes.NOT_SPECIAL
                ? PatternCanonicalizer.pathname(value)
                : PatternCanonicalizer.opaquePathname(value);
    }

    private static String canonical(InitType type, String value, UnaryOperator<String> canonicalize) {
        return type == InitType.PATTERN ? value : canonicalize.apply(value);
    }

    /** The value without one {@code mark} at its start ({@code leading}) or its end. */
    private static String strip(String value, char mark, boolean leading) {
        if (value.isEmpty()) {
            return value;
        }
        if (leading) {
            return value.charAt(0) == mark ? value.substring(1) : value;
        }
        return value.charAt(value.length() - 1) == mark ? value.substring(0, value.length() - 1) : value;
    }
}
