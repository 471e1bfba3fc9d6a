package org.iri4j.core.internal.layout;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.MessageSource;
import org.iri4j.api.ResolutionMode;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.syntax.DotSegments;
import org.iri4j.core.internal.syntax.ViolationSink;

/**
 * Relativization, the inverse of RFC 3986 §5.2: the shortest reference that resolves,
 * against a base, to exactly a given target.
 *
 * <p>The candidates are the forms a reference can take (RFC 3986 §4.2), from the shortest
 * kind to the longest: empty or fragment only; query only; a relative path (climbing with
 * {@code ".."} from the base's directory); an absolute path; a network path
 * ({@code "//" authority}); the target itself. The shortest that resolves to the target wins,
 * the earlier kind on a tie.
 *
 * <p>The common case, base and target with the same scheme and authority and absolute paths
 * without dot segments, is built directly ({@link #direct}): the one right candidate, whose
 * resolution by §5.2.2 is the target by the argument given there. Any other case is a
 * {@link Search}: each candidate is resolved against the base and kept only if it gives back
 * the target exactly, so the answer is right by construction. A test holds the two to the
 * same answers.
 */
public final class Relativizer {

    private Relativizer() {}

    /**
     * The shortest reference {@code r} with {@code resolve(base, r).equals(target)}.
     *
     * @param base   the base, with a scheme
     * @param target the target, with a scheme
     * @return the reference
     * @throws InvalidInputException if base or target has no scheme, or if no reference resolves
     *     to the target (its path has dot segments, which resolution removes)
     */
    public static Layout relativize(Layout base, Layout target) {
        ReferenceResolver.requireAbsolute(base, IriCode.BASE_NOT_ABSOLUTE, "base");
        ReferenceResolver.requireAbsolute(target, IriCode.TARGET_NOT_ABSOLUTE, "target");
        Layout direct = direct(base, target);
        return direct != null ? direct : search(base, target);
    }

    /**
     * The answer of the candidate search alone: every candidate resolved and checked. The
     * reference the direct construction is tested against.
     *
     * @param base   the base, with a scheme
     * @param target the target, with a scheme
     * @return the reference
     * @throws InvalidInputException if no reference resolves to the target
     */
    static Layout search(Layout base, Layout target) {
        Search search = new Search(base, target);
        String b = base.string();
        String t = target.string();
        String tail = t.substring(target.pathEnd());
        String fragment = target.hasFragment() ? t.substring(target.fragmentStart() - 1) : "";

        boolean sameScheme = b.regionMatches(0, t, 0, base.schemeEnd() + 1) && base.schemeEnd() == target.schemeEnd();
        boolean sameAuthority = sameScheme && sameAuthority(base, target);
        if (sameAuthority) {
            if (b.regionMatches(
                            base.pathStart(), t, target.pathStart(), target.endWithoutFragment() - target.pathStart())
                    && base.endWithoutFragment() - base.pathStart()
                            == target.endWithoutFragment() - target.pathStart()) {
                search.consider(fragment);
            }
            if (target.hasQuery() && samePath(base, target)) {
                search.consider(tail);
            }
            String basePath = base.path();
            for (String path : relativePaths(basePath, base.hasAuthority(), target.path())) {
                search.consider(path + tail);
            }
            if (DotSegments.has(basePath, 0, basePath.length())) {
                // Merging keeps the base's dot segments and removes them afterwards (§5.2.2), so
                // climbing from the cleaned base directory is usually the shorter way.
                for (String path : relativePaths(DotSegments.remove(basePath), base.hasAuthority(), target.path())) {
                    search.consider(path + tail);
                }
            }
            String path = target.path();
            if (path.startsWith("//")) {
                // "//" would start an authority (§4.2); "/." keeps it a path.
                search.consider("/." + path + tail);
            } else if (path.startsWith("/")) {
                search.consider(path + tail);
            }
        }
        if (sameScheme && target.hasAuthority()) {
            search.consider(t.substring(target.schemeEnd() + 1));
        }
        search.consider(t);
        return search.best();
    }

    /**
     * The shortest reference, built without trying candidates, when base and target have the
     * same scheme and authority and paths that start with "/" and hold no dot segment; null
     * otherwise. Why each answer resolves to the target (RFC 3986 §5.2.2, §5.2.3, §5.2.4):
     * <ul>
     *   <li>same path and query: the empty reference, or "#" fragment, takes the base's path
     *       and query and the reference's fragment;</li>
     *   <li>same path, target with another query: "?" query takes the base's path;</li>
     *   <li>otherwise a path: merged with the base's directory, a relative path climbs with
     *       one ".." per directory of the base below the common one and comes down the
     *       target's (dot segment removal does exactly that, as neither path holds a dot
     *       segment of its own); "./" guards a first segment with ":" (it would read as a
     *       scheme) or an empty one ("//" would start an authority), and "." stands for the
     *       directory itself. An absolute path is the target's path ("/." before one that
     *       starts with "//"). The shorter wins, the relative one on a tie, and both are
     *       shorter than a network path or the whole target. The target's query and fragment
     *       follow as they are.</li>
     * </ul>
     */
    static Layout direct(Layout base, Layout target) {
        String b = base.string();
        String t = target.string();
        int bp = base.pathStart();
        int tp = target.pathStart();
        int bpe = base.pathEnd();
        int tpe = target.pathEnd();
        boolean sameScheme = base.schemeEnd() == target.schemeEnd() && b.regionMatches(0, t, 0, base.schemeEnd());
        if (!sameScheme || !sameAuthority(base, target)) {
            return otherOrigin(target, sameScheme);
        }
        if (!base.hasAuthority() || !rootedWithoutDots(b, bp, bpe) || !rootedWithoutDots(t, tp, tpe)) {
            return null;
        }
        boolean samePath = samePath(base, target);
        Head head;
        if (samePath && sameQuery(base, target)) {
            head = new Head(0, "", target.hasFragment() ? target.fragmentStart() - 1 : t.length());
        } else if (samePath && target.hasQuery()) {
            head = new Head(0, "", tpe);
        } else if (tp == tpe) {
            return null; // an empty path is reached only by a network path: the search finds it
        } else {
            head = shorterPath(b, bp, bpe, t, tp, tpe);
        }
        return head.reference(target);
    }

    /**
     * A target of another scheme, or of the base's scheme and another authority, whose path
     * holds no dot segment: the only candidates are then the target itself and, when it has an
     * authority and the base's scheme, the shorter network path ({@code "//" authority ...}).
     * Either resolves to the target (§5.2.2: its authority, path and query are taken as they
     * are, and removing dot segments leaves a path without any as it is). Null otherwise.
     */
    private static Layout otherOrigin(Layout target, boolean sameScheme) {
        String t = target.string();
        if (DotSegments.has(t, target.pathStart(), target.pathEnd())) {
            return null;
        }
        if (!sameScheme) {
            return target;
        }
        if (!target.hasAuthority()) {
            return null;
        }
        int cut = target.schemeEnd() + 1;
        Layout network = new Layout(target);
        network.text = t.substring(cut);
        network.schemeEnd = -1;
        network.authorityStart -= cut;
        network.userinfoEnd = target.userinfoEnd() < 0 ? -1 : target.userinfoEnd() - cut;
        network.hostEnd -= cut;
        network.portStart = target.portStart() < 0 ? -1 : target.portStart() - cut;
        network.pathStart -= cut;
        network.queryStart = target.hasQuery() ? target.queryStart() - cut : -1;
        network.fragmentStart = target.hasFragment() ? target.fragmentStart() - cut : -1;
        return network;
    }

    /**
     * The shorter of the relative path and the absolute one, the relative one on a tie. Only
     * their lengths are compared: the chosen one is written once, with the rest of the target.
     */
    private static Head shorterPath(String b, int bp, int bpe, String t, int tp, int tpe) {
        Head relative = relativePath(b, bp, bpe, t, tp, tpe);
        boolean doubleSlash = t.startsWith("//", tp);
        return relative.length(tpe) <= tpe - tp + (doubleSlash ? 2 : 0)
                ? relative
                : new Head(0, doubleSlash ? "/." : "", tp);
    }

    private static boolean rootedWithoutDots(String s, int from, int to) {
        return (from == to || s.charAt(from) == '/') && !DotSegments.has(s, from, to);
    }

    private static boolean sameQuery(Layout base, Layout target) {
        if (base.hasQuery() != target.hasQuery()) {
            return false;
        }
        int length = base.queryEnd() - base.queryStart();
        return !base.hasQuery()
                || length == target.queryEnd() - target.queryStart()
                        && base.string().regionMatches(base.queryStart(), target.string(), target.queryStart(), length);
    }

    /**
     * The relative path from the base's directory (all of the base path up to its last "/",
     * or "/" for an empty path) to the target's path: up past the common directories, then
     * down; ".." rather than "../" when it ends by climbing. Counted, not written.
     */
    private static Head relativePath(String b, int bp, int bpe, String t, int tp, int tpe) {
        int dirEnd = b.lastIndexOf('/', bpe - 1) + 1;
        if (dirEnd <= bp) {
            dirEnd = bp; // empty base path: the directory is "/" (RFC 3986 §5.2.3)
        }
        int common = 0; // length of the common directory prefix, up to and with its last "/"
        int limit = Math.min(dirEnd - bp, tpe - tp);
        for (int i = 0; i < limit && b.charAt(bp + i) == t.charAt(tp + i); i++) {
            if (b.charAt(bp + i) == '/') {
                common = i + 1;
            }
        }
        if (dirEnd == bp) {
            common = 1; // the directory "/" and the target's leading "/"
        }
        int ups = 0;
        for (int i = bp + common; i < dirEnd; i++) {
            if (b.charAt(i) == '/') {
                ups++;
            }
        }
        int downStart = tp + common;
        if (ups == 0 && (downStart == tpe || t.charAt(downStart) == '/' || firstSegmentHasColon(t, downStart, tpe))) {
            return new Head(0, downStart == tpe ? "." : "./", downStart);
        }
        if (ups > 0 && downStart == tpe) {
            return new Head(ups - 1, "..", downStart); // ".." for the last "../"
        }
        return new Head(ups, "", downStart);
    }

    private static boolean firstSegmentHasColon(String s, int from, int to) {
        for (int i = from; i < to && s.charAt(i) != '/'; i++) {
            if (s.charAt(i) == ':') {
                return true;
            }
        }
        return false;
    }

    private static boolean sameAuthority(Layout base, Layout target) {
        if (base.hasAuthority() != target.hasAuthority()) {
            return false;
        }
        if (!base.hasAuthority()) {
            return true;
        }
        int length = base.pathStart() - base.authorityStart();
        return length == target.pathStart() - target.authorityStart()
                && base.string().regionMatches(base.authorityStart(), target.string(), target.authorityStart(), length);
    }

    private static boolean samePath(Layout base, Layout target) {
        int length = base.pathEnd() - base.pathStart();
        return length == target.pathEnd() - target.pathStart()
                && base.string().regionMatches(base.pathStart(), target.string(), target.pathStart(), length);
    }

    /**
     * Relative paths from the base's directory to the target's path: up with {@code "../"}
     * past the common directories, then down. With a shorter variant when the path ends by
     * climbing ({@code ".."} for {@code "../"}).
     */
    private static List<String> relativePaths(String basePath, boolean baseHasAuthority, String targetPath) {
        if (targetPath.isEmpty()) {
            // Only a rootless base merges "." to an empty path (§5.2.3, §5.2.4).
            return List.of(".");
        }
        String dir =
                baseHasAuthority && basePath.isEmpty() ? "/" : basePath.substring(0, basePath.lastIndexOf('/') + 1);
        int common = 0;
        int limit = Math.min(dir.length(), targetPath.length());
        for (int i = 0; i < limit && dir.charAt(i) == targetPath.charAt(i); i++) {
            if (dir.charAt(i) == '/') {
                common = i + 1;
            }
        }
        StringBuilder rel = new StringBuilder();
        for (int i = common; i < dir.length(); i++) {
            if (dir.charAt(i) == '/') {
                rel.append("../");
            }
        }
        String down = targetPath.substring(common);
        if (rel.length() == 0
                && (down.isEmpty() || down.startsWith("/") || firstSegmentHasColon(down, 0, down.length()))) {
            rel.append(down.isEmpty() ? "." : "./");
        }
        rel.append(down);
        String path = rel.toString();
        if (path.endsWith("../")) {
            return List.of(path.substring(0, path.length() - 1), path);
        }
        return List.of(path);
    }

    /**
     * A reference of the direct construction: {@code ups} times "../", then {@code lead}, then
     * the target's text from {@code from} on (the rest of its path, its query and fragment).
     */
    private record Head(int ups, String lead, int from) {

        /** The length of the part before the target's path end {@code pathEnd}. */
        int length(int pathEnd) {
            return 3 * ups + lead.length() + pathEnd - from;
        }

        /** The reference, written in one buffer, and its layout read from the target's. */
        Layout reference(Layout target) {
            String t = target.string();
            int prefix = 3 * ups + lead.length();
            String text;
            if (prefix == 0) {
                text = t.substring(from);
            } else {
                StringBuilder out = new StringBuilder(prefix + t.length() - from);
                for (int i = 0; i < ups; i++) {
                    out.append("../");
                }
                text = out.append(lead).append(t, from, t.length()).toString();
            }
            int shift = prefix - from;
            Layout relative = new Layout();
            relative.text = text;
            relative.pathStart = 0;
            relative.queryStart = target.hasQuery() && target.queryStart() > from ? target.queryStart() + shift : -1;
            relative.fragmentStart = target.hasFragment() ? target.fragmentStart() + shift : -1;
            return relative;
        }
    }

    /** The candidates tried so far and the best one. */
    private static final class Search {
        private final Layout base;
        private final Layout target;
        private Layout best;

        Search(Layout base, Layout target) {
            this.base = base;
            this.target = target;
        }

        void consider(String candidate) {
            if (best != null && candidate.length() >= best.string().length()) {
                return;
            }
            Layout ref = ReferenceParser.parse(candidate, IriRule.IRI_REFERENCE, ViolationSink.ABANDONING);
            if (ref == null) {
                return;
            }
            Layout resolved = ReferenceResolver.resolve(base, ref, ResolutionMode.STRICT);
            if (resolved.string().equals(target.string())) {
                best = ref;
            }
        }

        Layout best() {
            if (best != null) {
                return best;
            }
            String t = target.string();
            int pathStart = target.pathStart();
            String b = base.string();
            MessageSource message = () -> "target " + MessageText.quote(t, 0, t.length())
                    + " has dot segments at index "
                    + pathStart + " in path that resolution always removes (RFC 3986 §5.2.4), so no reference"
                    + " resolves to it against base " + MessageText.quote(b, 0, b.length()) + "; remove them first";
            boolean dots = DotSegments.has(t, pathStart, target.pathEnd());
            throw new InvalidInputException(
                    t,
                    List.of(Violation.of(
                            IriCode.TARGET_NOT_REACHABLE,
                            Component.PATH,
                            pathStart,
                            dots ? target.pathEnd() : pathStart,
                            message)));
        }
    }
}
