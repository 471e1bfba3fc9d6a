package org.iri4j.core.internal.layout;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.ResolutionMode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.syntax.DotSegments;

/**
 * Reference resolution, RFC 3986 §5.2, which RFC 3987 §6.5 applies to IRIs as it is. Works
 * on the offsets of parsed references and writes the target in one go.
 */
public final class ReferenceResolver {

    private ReferenceResolver() {}

    /**
     * Resolves {@code ref} against {@code base} (RFC 3986 §5.2.2).
     *
     * <pre>
     * if defined(R.scheme) then            T = R, path without dot segments
     * else if defined(R.authority) then    T = Base.scheme + R, path without dot segments
     * else if R.path == "" then            T = Base without fragment; T.query = R.query if defined
     * else if R.path starts with "/" then  T = Base.scheme + Base.authority + R, path without dot segments
     * else                                 T.path = remove_dot_segments(merge(Base.path, R.path))
     * T.fragment = R.fragment
     * </pre>
     *
     * @param base the base; must have a scheme (§5.1); its fragment is ignored
     * @param ref  the reference
     * @param mode strict, or non-strict (a scheme equal to the base's is ignored)
     * @return the target; {@code ref} itself when it is already the target
     * @throws InvalidInputException if the base has no scheme
     */
    public static Layout resolve(Layout base, Layout ref, ResolutionMode mode) {
        requireAbsolute(base, IriCode.BASE_NOT_ABSOLUTE, "base");
        String b = base.string();
        String r = ref.string();
        boolean refHasScheme =
                ref.isAbsolute() && !(mode == ResolutionMode.NON_STRICT && sameSchemeIgnoringCase(base, ref));
        IriAssembler target = new IriAssembler(b.length() + r.length());
        if (refHasScheme) {
            if (!DotSegments.has(r, ref.pathStart(), ref.pathEnd())) {
                return ref;
            }
            target.scheme(r, 0, ref.schemeEnd());
            takeAuthorityAndPath(target, ref);
        } else {
            target.scheme(b, 0, base.schemeEnd());
            if (ref.hasAuthority()) {
                takeAuthorityAndPath(target, ref);
            } else {
                mergeIntoBase(target, base, ref);
            }
        }
        if (ref.hasFragment()) {
            target.fragment(r, ref.fragmentStart(), r.length());
        }
        return target.build();
    }

    /* T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query */
    private static void takeAuthorityAndPath(IriAssembler target, Layout ref) {
        if (ref.hasAuthority()) {
            target.authority(ref);
        }
        target.pathWithoutDots(ref.string(), ref.pathStart(), ref.pathEnd());
        query(target, ref);
    }

    /*
     * T.authority = Base.authority, then: an empty R.path takes Base.path (and Base.query
     * unless R has one); an absolute one is taken without dot segments; a relative one is
     * merged with Base.path (§5.2.3).
     */
    private static void mergeIntoBase(IriAssembler target, Layout base, Layout ref) {
        if (base.hasAuthority()) {
            target.authority(base);
        }
        String r = ref.string();
        if (ref.pathIsEmpty()) {
            target.path(base.string(), base.pathStart(), base.pathEnd());
            query(target, ref.hasQuery() ? ref : base);
            return;
        }
        if (r.charAt(ref.pathStart()) == '/') {
            target.pathWithoutDots(r, ref.pathStart(), ref.pathEnd());
        } else {
            target.mergedPath(base, ref);
        }
        query(target, ref);
    }

    private static void query(IriAssembler target, Layout from) {
        if (from.hasQuery()) {
            target.query(from.string(), from.queryStart(), from.queryEnd());
        }
    }

    private static boolean sameSchemeIgnoringCase(Layout base, Layout ref) {
        int length = base.schemeEnd();
        return length == ref.schemeEnd() && base.string().regionMatches(true, 0, ref.string(), 0, length);
    }

    /**
     * Throws unless the reference has a scheme.
     *
     * @param iri  the reference
     * @param code the code to throw with
     * @param role what the reference is for, for the message
     * @throws InvalidInputException if it has no scheme
     */
    static void requireAbsolute(Layout iri, ViolationCode code, String role) {
        if (!iri.isAbsolute()) {
            String s = iri.string();
            MessageSource message = () -> role + " " + MessageText.quote(s, 0, s.length())
                    + " at index 0 has no scheme; " + role + " must be an absolute IRI (RFC 3986 §5.1)";
            throw new InvalidInputException(
                    s,
                    List.of(Violation.of(code, Component.SCHEME, 0, 0, message).withSeverity(Severity.ERROR)));
        }
    }
}
