/**
 * Implementation, not exported by the module: the scheme plugins and host mappers in use.
 * {@code PluginDiscovery} loads them with {@link java.util.ServiceLoader}, each provider
 * guarded; {@code SelfDescription} checks what each says about itself (lower-case scheme
 * names, codes in a namespace of its own); {@code Precedence} is the one tie rule, which
 * lists every loser (a conflict, or a notice that it was superseded); {@code PluginRegistry}
 * matches scheme names case-insensitively (RFC 3986 §3.1). {@code SchemeEntry} and {@code GuardedHostMapper} ask a
 * plugin about itself once (default port, RFC 3986 §6.2.3; DNS host, RFC 3987 §3.1) and turn
 * a failure at run time into a {@code PluginFailure} that names the plugin.
 *
 * @since 0.1.0
 */
package org.iri4j.core.plugin;
