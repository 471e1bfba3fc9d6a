package org.iri4j.core.internal.plugin;

import java.util.List;
import java.util.function.Supplier;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * One scheme's plugin, with what it said about the scheme when the environment was built
 * (asked once, so that no operation asks again), and guards around the calls made at run
 * time: what the plugin throws there becomes a {@link PluginFailure} naming it.
 */
public final class SchemeEntry {

    private final SchemeRules plugin;
    private final String scheme;
    private final int priority;
    private final SchemeTraits traits;
    /** The default port, or -1: read on every scheme-level comparison, so kept as an int. */
    private final int defaultPort;
    /** Whether the plugin has a mapping step of its own, or keeps {@link SchemeRules#toUri}'s identity. */
    private final boolean mapsToUri;
    /** Whether the plugin has normalization rules of its own, or keeps {@link SchemeRules#normalize}'s identity. */
    private final boolean normalizes;

    private SchemeEntry(SchemeRules plugin, String scheme, int priority, SchemeTraits traits) {
        this.plugin = plugin;
        this.scheme = scheme;
        this.priority = priority;
        this.traits = traits;
        this.defaultPort = traits.defaultPort().orElse(-1);
        this.mapsToUri = overrides(plugin, "toUri");
        this.normalizes = overrides(plugin, "normalize");
    }

    /** Whether the plugin's class has its own method of that name (and the SPI's parameters), not the SPI's default. */
    private static boolean overrides(SchemeRules plugin, String method) {
        try {
            return plugin.getClass()
                            .getMethod(method, Iri.class, SchemeContext.class)
                            .getDeclaringClass()
                    != SchemeRules.class;
        } catch (NoSuchMethodException | SecurityException e) {
            return true; // asked, as if it had one
        }
    }

    /**
     * Asks a plugin what it says about one of its schemes.
     *
     * @param plugin   the plugin
     * @param scheme   one of its schemes, in lower case
     * @param priority its priority
     * @return the entry
     * @throws IllegalArgumentException if the plugin's traits are null
     * @throws RuntimeException         whatever the plugin throws, for the caller to report
     */
    public static SchemeEntry ask(SchemeRules plugin, String scheme, int priority) {
        SchemeTraits traits = plugin.traits(scheme);
        if (traits == null) {
            throw new IllegalArgumentException("traits(\"" + scheme + "\") returned null");
        }
        return new SchemeEntry(plugin, scheme, priority, traits);
    }

    /** @return the plugin */
    public SchemeRules plugin() {
        return plugin;
    }

    /** @return the scheme, in lower case */
    public String scheme() {
        return scheme;
    }

    /** @return the plugin's priority */
    public int priority() {
        return priority;
    }

    /** @return whether the scheme's registered-name host is a DNS name (RFC 3987 §3.1) */
    public boolean usesDnsHost() {
        return traits.dnsHost();
    }

    /** @return whether the scheme's path is opaque, so that no level removes its dot segments (RFC 3986 §3.3) */
    public boolean hasOpaquePath() {
        return traits.opaquePath();
    }

    /** @return the scheme's default port, or -1 if it has none (RFC 3986 §6.2.3) */
    public int defaultPort() {
        return defaultPort;
    }

    /** @return whether a document charset may apply to the scheme's queries (3987bis §6.3) */
    public boolean documentCharsetAppliesToQuery() {
        return traits.documentCharsetQuery();
    }

    /** @return whether an empty path with an authority is "/" in the scheme (RFC 3986 §6.2.3) */
    public boolean emptyPathAsRoot() {
        return traits.emptyPathAsRoot();
    }

    /**
     * @return whether the plugin has scheme-based normalization rules of its own (RFC 3986
     *     §6.2.3), not the identity: if not, its traits are its whole normal form
     */
    public boolean normalizes() {
        return normalizes;
    }

    /** @return whether the plugin has its own step of the IRI to URI mapping (3987bis §6), not the identity */
    public boolean mapsToUri() {
        return mapsToUri;
    }

    /** @return the plugin's class name and the scheme, for messages */
    public String name() {
        return plugin.getClass().getName() + " (scheme " + scheme + ")";
    }

    /**
     * The plugin's scheme-based normal form, guarded.
     *
     * @param iri     an IRI with this scheme, in syntax-based normal form, without fragment
     * @param context what the core lends
     * @return the plugin's answer, never null
     * @throws PluginFailure if the plugin throws or answers null
     */
    public Iri normalize(Iri iri, SchemeContext context) {
        // Called directly, not through guarded(): on every scheme-level normal form and
        // comparison, with no lambda to allocate or call through.
        Iri answer;
        try {
            answer = plugin.normalize(iri, context);
        } catch (PluginFailure f) {
            throw f; // a host mapper it called, named already
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw new PluginFailure(name(), PluginFailure.threw("normalize", e), e);
        }
        return nonNull("normalize", answer);
    }

    /**
     * The plugin's part of IRI to URI mapping, guarded.
     *
     * @param iri     an IRI with this scheme
     * @param context what the core lends
     * @return the plugin's answer, never null
     * @throws PluginFailure if the plugin throws or answers null
     */
    public Iri toUri(Iri iri, SchemeContext context) {
        return guarded("toUri", () -> plugin.toUri(iri, context));
    }

    /** A call to the plugin that answers an IRI, guarded. */
    private Iri guarded(String method, Supplier<Iri> call) {
        Iri answer;
        try {
            answer = call.get();
        } catch (PluginFailure f) {
            throw f; // a host mapper it called, named already
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw new PluginFailure(name(), PluginFailure.threw(method, e), e);
        }
        return nonNull(method, answer);
    }

    /** The answer of a plugin method, which must not be null. */
    private Iri nonNull(String method, Iri answer) {
        if (answer == null) {
            throw new PluginFailure(name(), method + " returned null", null);
        }
        return answer;
    }

    /**
     * The plugin's findings, guarded.
     *
     * @param iri     an IRI with this scheme that the generic syntax accepts
     * @param context what the core lends
     * @return the plugin's violations, never null
     * @throws PluginFailure if the plugin throws or answers null
     */
    public List<Violation> validate(Iri iri, SchemeContext context) {
        List<Violation> found;
        try {
            found = plugin.validate(iri, context);
        } catch (PluginFailure f) {
            throw f;
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw new PluginFailure(name(), PluginFailure.threw("validate", e), e);
        }
        if (found == null) {
            throw new PluginFailure(name(), "validate returned null", null);
        }
        return found;
    }
}
