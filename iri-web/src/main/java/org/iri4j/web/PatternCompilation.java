package org.iri4j.web;

import java.util.EnumMap;
import java.util.Map;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.internal.pattern.ConstructorStringParser;
import org.iri4j.web.internal.pattern.ConstructorStringParts;
import org.iri4j.web.internal.pattern.EncodingCallback;
import org.iri4j.web.internal.pattern.InitType;
import org.iri4j.web.internal.pattern.PatternComponent;
import org.iri4j.web.internal.pattern.PatternException;
import org.iri4j.web.internal.pattern.PatternOptions;
import org.iri4j.web.internal.pattern.PatternStrings;
import org.iri4j.web.internal.regex.RegexException;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The URL Pattern Standard's §1.4 "create": a pattern string or an init processed into eight
 * component pattern strings, each compiled with its encoding callback and options; and the
 * errors of every step turned into one {@link InvalidInputException} with a
 * {@link UrlPatternCode}, the component and the index.
 */
final class PatternCompilation {

    private static final String[] SPECIAL_SCHEMES = {"ftp", "file", "http", "https", "ws", "wss"};

    private PatternCompilation() {}

    static Map<UrlPatternComponent, CompiledComponent> ofString(
            String pattern, String baseUrl, UrlPatternOptions options) {
        PatternSource source = PatternSource.ofString(pattern);
        UrlPatternInit init = source.init(baseUrl);
        if (baseUrl == null && !init.has(UrlPatternComponent.PROTOCOL)) {
            throw UrlPatternCode.RELATIVE_WITHOUT_BASE.failure(
                    pattern, UrlPatternComponent.PROTOCOL, 0, "the pattern names no protocol and no base URL is given");
        }
        return create(init, options, source);
    }

    static Map<UrlPatternComponent, CompiledComponent> ofInit(UrlPatternInit init, UrlPatternOptions options) {
        return create(init, options, PatternSource.ofInit());
    }

    private static Map<UrlPatternComponent, CompiledComponent> create(
            UrlPatternInit init, UrlPatternOptions options, PatternSource source) {
        Map<UrlPatternComponent, String> processed;
        try {
            processed = PatternInits.process(init, InitType.PATTERN);
        } catch (IllegalArgumentException e) {
            String base = init.baseUrl().orElse("");
            throw UrlPatternCode.INVALID_BASE_URL.failure(
                    base, UrlPatternComponent.PROTOCOL, 0, "the base URL \"" + base + "\" is not a URL");
        }
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            processed.putIfAbsent(c, "*");
        }
        String protocol = processed.get(UrlPatternComponent.PROTOCOL);
        int defaultPort = Schemes.defaultPort(Schemes.kindOf(protocol));
        if (defaultPort >= 0 && processed.get(UrlPatternComponent.PORT).equals(Integer.toString(defaultPort))) {
            processed.put(UrlPatternComponent.PORT, "");
        }
        Map<UrlPatternComponent, CompiledComponent> compiled = new EnumMap<>(UrlPatternComponent.class);
        PatternOptions byCase = PatternOptions.DEFAULT.withIgnoreCase(options.ignoreCase());
        compiled.put(UrlPatternComponent.PROTOCOL, compile(processed, UrlPatternComponent.PROTOCOL, source));
        compiled.put(UrlPatternComponent.USERNAME, compile(processed, UrlPatternComponent.USERNAME, source));
        compiled.put(UrlPatternComponent.PASSWORD, compile(processed, UrlPatternComponent.PASSWORD, source));
        compiled.put(UrlPatternComponent.HOSTNAME, compile(processed, UrlPatternComponent.HOSTNAME, source));
        compiled.put(UrlPatternComponent.PORT, compile(processed, UrlPatternComponent.PORT, source));
        boolean special = matchesSpecialScheme(compiled.get(UrlPatternComponent.PROTOCOL));
        compiled.put(
                UrlPatternComponent.PATHNAME,
                special
                        ? compile(
                                processed,
                                UrlPatternComponent.PATHNAME,
                                source,
                                PatternCanonicalizer::pathname,
                                PatternOptions.PATHNAME.withIgnoreCase(options.ignoreCase()))
                        : compile(
                                processed,
                                UrlPatternComponent.PATHNAME,
                                source,
                                PatternCanonicalizer::opaquePathname,
                                byCase));
        compiled.put(
                UrlPatternComponent.SEARCH,
                compile(processed, UrlPatternComponent.SEARCH, source, PatternCanonicalizer::search, byCase));
        compiled.put(
                UrlPatternComponent.HASH,
                compile(processed, UrlPatternComponent.HASH, source, PatternCanonicalizer::hash, byCase));
        return compiled;
    }

    /** The components compiled with the default or hostname options, case-sensitive. */
    private static CompiledComponent compile(
            Map<UrlPatternComponent, String> processed, UrlPatternComponent c, PatternSource source) {
        return switch (c) {
            case PROTOCOL -> compile(processed, c, source, PatternCanonicalizer::protocol, PatternOptions.DEFAULT);
            case USERNAME -> compile(processed, c, source, PatternCanonicalizer::username, PatternOptions.DEFAULT);
            case PASSWORD -> compile(processed, c, source, PatternCanonicalizer::password, PatternOptions.DEFAULT);
            case HOSTNAME ->
                compile(
                        processed,
                        c,
                        source,
                        PatternStrings.isIpv6Hostname(processed.get(c))
                                ? PatternCanonicalizer::ipv6Hostname
                                : PatternCanonicalizer::hostname,
                        PatternOptions.HOSTNAME);
            case PORT -> compile(processed, c, source, v -> PatternCanonicalizer.port(v, null), PatternOptions.DEFAULT);
            default -> throw new IllegalArgumentException(c.key());
        };
    }

    private static CompiledComponent compile(
            Map<UrlPatternComponent, String> processed,
            UrlPatternComponent c,
            PatternSource source,
            EncodingCallback callback,
            PatternOptions options) {
        String text = processed.get(c);
        try {
            return CompiledComponent.compile(text, callback, options);
        } catch (PatternException e) {
            throw source.failure(UrlPatternCode.valueOf(e.code().name()), c, text, e.index(), e.reason());
        } catch (RegexException e) {
            // an engine cap (index -1) is the component's as a whole: put at its start
            throw source.failure(UrlPatternCode.valueOf(e.code().name()), c, text, Math.max(0, e.index()), e.detail());
        }
    }

    /** §1.5 "protocol component matches a special scheme". */
    static boolean matchesSpecialScheme(CompiledComponent protocol) {
        for (String scheme : SPECIAL_SCHEMES) {
            if (protocol.test(scheme)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a protocol pattern, compiled, matches a special scheme (for the constructor string parser). */
    private static boolean isSpecial(String protocolPattern) {
        return matchesSpecialScheme(
                CompiledComponent.compile(protocolPattern, PatternCanonicalizer::protocol, PatternOptions.DEFAULT));
    }

    /**
     * Where a component's pattern string came from, to say where an error is: in the pattern
     * string the user wrote (at the component's offset in it), or in the component alone.
     */
    private record PatternSource(String pattern, ConstructorStringParts parts) {

        static PatternSource ofInit() {
            return new PatternSource(null, null);
        }

        /** §1.6 "parse a constructor string", its errors reported in the protocol. */
        static PatternSource ofString(String pattern) {
            try {
                return new PatternSource(
                        pattern, ConstructorStringParser.parse(pattern, PatternCompilation::isSpecial));
            } catch (PatternException e) {
                throw UrlPatternCode.valueOf(e.code().name())
                        .failure(pattern, UrlPatternComponent.PROTOCOL, e.index(), inProtocol(e.reason(), e.index()));
            } catch (RegexException e) {
                // the protocol is the pattern's start: its index is the pattern's
                throw UrlPatternCode.valueOf(e.code().name())
                        .failure(pattern, UrlPatternComponent.PROTOCOL, e.index(), inProtocol(e.detail(), e.index()));
            }
        }

        private static String inProtocol(String why, int index) {
            return why + " (in the protocol, at index " + Math.max(0, index) + ")";
        }

        UrlPatternInit init(String baseUrl) {
            UrlPatternInit.Builder init = UrlPatternInit.builder();
            for (UrlPatternComponent c : UrlPatternComponent.values()) {
                String value = parts.get(PatternComponent.valueOf(c.name()));
                if (value != null) {
                    init.set(c, value);
                }
            }
            if (baseUrl != null) {
                init.baseUrl(baseUrl);
            }
            return init.build();
        }

        /** The error at {@code index} of a component's pattern string {@code text}. */
        InvalidInputException failure(UrlPatternCode code, UrlPatternComponent c, String text, int index, String why) {
            String written = parts == null ? null : parts.get(PatternComponent.valueOf(c.name()));
            int start = parts == null ? -1 : parts.start(PatternComponent.valueOf(c.name()));
            // a relative pathname is read after the base URL's directory: count from where it was written
            int added = written == null ? -1 : text.length() - written.length();
            if (start >= 0 && added >= 0 && index >= added && text.endsWith(written)) {
                int at = start + index - added;
                return code.failure(pattern, c, at, why + " (in the " + c.key() + ", at index " + at + ")");
            }
            int at = Math.max(0, Math.min(index, text.length()));
            return code.failure(
                    text, c, at, why + " (in the " + c.key() + " pattern \"" + text + "\" at index " + at + ")");
        }
    }
}
