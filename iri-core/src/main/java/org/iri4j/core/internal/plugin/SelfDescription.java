package org.iri4j.core.internal.plugin;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iri4j.api.IriCode;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.syntax.CharClass;

/**
 * What a plugin says about itself, checked once when an environment is built: its scheme
 * names, the schemes it replaces, and its codes. An answer that breaks the SPI's rules is refused with an
 * {@link IllegalArgumentException} saying which rule, which the environment turns into an
 * {@link org.iri4j.spi.PluginProblem.Kind#INVALID} problem, leaving the plugin out: the
 * environment takes nothing a plugin says in a form the SPI does not allow, rather than
 * repairing it in silence.
 */
public final class SelfDescription {

    private SelfDescription() {}

    /**
     * A scheme name as {@code SchemeRules.schemes()} must give it: {@code scheme = ALPHA
     * *( ALPHA / DIGIT / "+" / "-" / "." )} (RFC 3986 §3.1), in lower case, the form that
     * RFC 3986 §3.1 says producers should use and that the SPI asks for. An upper-case
     * name is refused, not lower-cased: a plugin that spells its schemes otherwise than the
     * SPI says may compare them otherwise too.
     *
     * @param scheme a scheme name the plugin gave
     * @return {@code scheme}
     * @throws IllegalArgumentException if it is null, no scheme name, or not in lower case
     */
    public static String requireScheme(String scheme) {
        boolean ok = scheme != null && !scheme.isEmpty() && CharClass.is(scheme.charAt(0), CharClass.ALPHA);
        for (int i = 1; ok && i < scheme.length(); i++) {
            ok = CharClass.is(scheme.charAt(i), CharClass.SCHEME);
        }
        if (!ok) {
            throw new IllegalArgumentException("schemes() holds " + quoted(scheme)
                    + ", which is no scheme: ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ) (RFC 3986 §3.1)");
        }
        for (int i = 0; i < scheme.length(); i++) {
            if (scheme.charAt(i) >= 'A' && scheme.charAt(i) <= 'Z') {
                throw new IllegalArgumentException(
                        "schemes() holds " + quoted(scheme) + ", which is not in lower case; "
                                + "SchemeRules.schemes() gives scheme names in lower case (RFC 3986 §3.1)");
            }
        }
        return scheme;
    }

    /**
     * The schemes a plugin says it replaces ({@code SchemeRules.replaces()}), checked and
     * copied: each one of its own {@code schemes()}, since a plugin replaces another only for
     * a scheme it handles itself (and a name it does not claim, mistyped perhaps, would
     * replace nothing while looking as if it did).
     *
     * @param replaces what {@code replaces()} returned
     * @param schemes  what {@code schemes()} returned, already checked
     * @return an immutable copy
     * @throws IllegalArgumentException if it is null, or holds null or a scheme not among {@code schemes}
     */
    public static Set<String> requireReplaces(Set<String> replaces, Set<String> schemes) {
        if (replaces == null) {
            throw new IllegalArgumentException(
                    "replaces() returned null; a plugin that replaces no other returns an empty set");
        }
        for (String scheme : replaces) {
            if (scheme == null || !schemes.contains(scheme)) {
                throw new IllegalArgumentException("replaces() holds " + quoted(scheme)
                        + ", which is not among its schemes(): a plugin replaces another only for a scheme it"
                        + " claims itself");
            }
        }
        return Set.copyOf(replaces);
    }

    /**
     * The codes a plugin or a host mapper declares, checked and copied (asked once, they must
     * not change later). Each has a namespace of the plugin's own, {@code [a-z][a-z0-9-]*}
     * (the empty namespace is the core's: a plugin's code there would pass for one of
     * {@link IriCode}), a name {@code [A-Z][A-Z0-9_]*} and a severity; no id twice
     * ({@link ViolationCode} javadoc: severity maps and tools key on the id).
     *
     * @param codes what {@code codes()} returned
     * @return an immutable copy
     * @throws IllegalArgumentException naming the first code that breaks a rule
     */
    public static List<ViolationCode> requireCodes(List<? extends ViolationCode> codes) {
        if (codes == null) {
            throw new IllegalArgumentException("codes() returned null");
        }
        Set<String> ids = new HashSet<>();
        for (ViolationCode code : codes) {
            if (code == null || code.namespace() == null || code.name() == null || code.severity() == null) {
                throw new IllegalArgumentException("codes() holds a code without namespace, name or severity: "
                        + (code == null ? "null" : quoted(code.namespace()) + ", " + quoted(code.name())));
            }
            requireNamespace(code);
            if (!isUpperCaseName(code.name())) {
                throw new IllegalArgumentException("codes() holds " + quoted(code.id()) + ", whose name "
                        + quoted(code.name()) + " is not [A-Z][A-Z0-9_]* (ViolationCode.name())");
            }
            if (!ids.add(code.id())) {
                throw new IllegalArgumentException(
                        "codes() holds the id " + quoted(code.id()) + " twice; an id names one code");
            }
        }
        return List.copyOf(codes);
    }

    /**
     * A plugin's name ({@link org.iri4j.spi.Plugin#name()}): for messages, so it must be there.
     *
     * @param name what {@code name()} returned
     * @return the name
     * @throws IllegalArgumentException if it is null or blank
     */
    public static String requireName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(
                    "name() returned " + quoted(name) + "; a plugin names itself for messages");
        }
        return name;
    }

    /** The namespace: the plugin's own, never the core's empty one. */
    private static void requireNamespace(ViolationCode code) {
        String namespace = code.namespace();
        if (namespace.isEmpty()) {
            throw new IllegalArgumentException("codes() holds "
                    + (isCoreName(code.name())
                            ? "the core's code " + code.name() + "; a plugin declares codes of its own"
                            : quoted(code.name()) + " in the empty namespace, which is the core's")
                    + ": give it a namespace of the plugin's own, [a-z][a-z0-9-]* (ViolationCode.namespace())");
        }
        if (!isLowerCaseNamespace(namespace)) {
            throw new IllegalArgumentException("codes() holds " + quoted(code.id()) + ", whose namespace "
                    + quoted(namespace) + " is not [a-z][a-z0-9-]* (ViolationCode.namespace())");
        }
    }

    /**
     * What a plugin said, for a message: quoted, at most 64 characters, controls and bidi
     * characters shown as code points ({@link MessageText#quote}); a plugin's answer
     * is no text to print as it is.
     */
    private static String quoted(String said) {
        return said == null ? "null" : MessageText.quote(said, 0, said.length());
    }

    private static boolean isCoreName(String name) {
        for (IriCode core : IriCode.values()) {
            if (core.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** {@code [a-z][a-z0-9-]*}. */
    private static boolean isLowerCaseNamespace(String s) {
        boolean ok = !s.isEmpty() && s.charAt(0) >= 'a' && s.charAt(0) <= 'z';
        for (int i = 1; ok && i < s.length(); i++) {
            char c = s.charAt(i);
            ok = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-';
        }
        return ok;
    }

    /** {@code [A-Z][A-Z0-9_]*}. */
    private static boolean isUpperCaseName(String s) {
        boolean ok = !s.isEmpty() && s.charAt(0) >= 'A' && s.charAt(0) <= 'Z';
        for (int i = 1; ok && i < s.length(); i++) {
            char c = s.charAt(i);
            ok = c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
        }
        return ok;
    }
}
