/**
 * Implementation, not exported by the module. Layer 7 of the core (uses {@code value} and below): the scheme plugins and host mappers
 * of an environment. {@code PluginDiscovery} loads them with {@link java.util.ServiceLoader},
 * each provider guarded; {@code SelfDescription} checks what each says about itself
 * (lower-case scheme names, the schemes it replaces among its own, codes in a namespace of its
 * own); {@code PluginResolution} and {@code Precedence} apply the one tie rule (priority, a
 * replacement only when declared, explicit before discovered, then class name: never the order
 * found), listing every loser; {@code SchemeTable} finds a
 * scheme's entry case-insensitively (RFC 3986 §3.1). {@code SchemeEntry} keeps a plugin's
 * traits (default port, RFC 3986 §6.2.3; DNS host, RFC 3987 §3.1), and it and
 * {@code GuardedHostMapper} turn a failure at run time into a {@code PluginFailure} that
 * names the plugin. {@code PluginSet} is the immutable result.
 */
package org.iri4j.core.internal.plugin;
