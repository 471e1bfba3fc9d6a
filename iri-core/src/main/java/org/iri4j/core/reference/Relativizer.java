package org.iri4j.core.reference;

import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.api.ResolutionMode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.syntax.DotSegments;
import org.iri4j.core.syntax.ViolationCollector;
import org.iri4j.core.syntax.ViolationMessages;

/**
 * Relativization, the inverse of RFC 3986 §5.2: the shortest reference that resolves,
 * against a base, to exactly a given target.
 *
 * <p>The candidates are the forms a reference can take (RFC 3986 §4.2), from the shortest
 * kind to the longest: empty or fragment only; query only; a relative path (climbing with
 * {@code ".."} from the base's directory); an absolute path; a network path
 * ({@code "//" authority}); the target itself. Each candidate is resolved against the base
 * and kept only if it gives back the target exactly, so the answer is right by construction;
 * of those, the shortest wins, the earlier kind on a tie.
 *
 * @since 0.1.0
 */
public final class Relativizer {

    private Relativizer() {
    }

    /**
     * The shortest reference {@code r} with {@code resolve(base, r).equals(target)}.
     *
     * @param base   the base, with a scheme
     * @param target the target, with a scheme
     * @return the reference
     * @throws IriSyntaxException if base or target has no scheme, or if no reference resolves
     *     to the target (its path has dot segments, which resolution removes)
     */
    public static ParsedIri relativize(ParsedIri base, ParsedIri target) {
        ReferenceResolver.requireAbsolute(base, IriCode.BASE_NOT_ABSOLUTE, "base");
        ReferenceResolver.requireAbsolute(target, IriCode.TARGET_NOT_ABSOLUTE, "target");
        Search search = new Search(base, target);
        String b = base.string();
        String t = target.string();
        String tail = t.substring(target.pathEnd());
        String fragment = target.hasFragment() ? t.substring(target.fragmentStart() - 1) : "";

        boolean sameScheme = b.regionMatches(0, t, 0, base.schemeEnd() + 1) && base.schemeEnd() == target.schemeEnd();
        boolean sameAuthority = sameScheme && sameAuthority(base, target);
        if (sameAuthority) {
            if (b.regionMatches(base.pathStart(), t, target.pathStart(), target.endWithoutFragment() - target.pathStart())
                    && base.endWithoutFragment() - base.pathStart() == target.endWithoutFragment() - target.pathStart()) {
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

    private static boolean sameAuthority(ParsedIri base, ParsedIri target) {
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

    private static boolean samePath(ParsedIri base, ParsedIri target) {
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
        String dir = baseHasAuthority && basePath.isEmpty() ? "/" : basePath.substring(0, basePath.lastIndexOf('/') + 1);
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
        if (rel.length() == 0 && (down.isEmpty() || down.startsWith("/") || firstSegmentHasColon(down))) {
            rel.append(down.isEmpty() ? "." : "./");
        }
        rel.append(down);
        String path = rel.toString();
        if (path.endsWith("../")) {
            return List.of(path.substring(0, path.length() - 1), path);
        }
        return List.of(path);
    }

    private static boolean firstSegmentHasColon(String path) {
        for (int i = 0; i < path.length() && path.charAt(i) != '/'; i++) {
            if (path.charAt(i) == ':') {
                return true;
            }
        }
        return false;
    }

    /** The candidates tried so far and the best one. */
    private static final class Search {
        private final ParsedIri base;
        private final ParsedIri target;
        private ParsedIri best;

        Search(ParsedIri base, ParsedIri target) {
            this.base = base;
            this.target = target;
        }

        void consider(String candidate) {
            if (best != null && candidate.length() >= best.string().length()) {
                return;
            }
            ViolationCollector errors = ViolationCollector.counting(candidate, false);
            ParsedIri ref = ReferenceParser.parse(candidate, IriRule.IRI_REFERENCE, errors, base.env());
            if (errors.hasErrors()) {
                return;
            }
            ParsedIri resolved = ReferenceResolver.resolve(base, ref, ResolutionMode.STRICT);
            if (resolved.string().equals(target.string())) {
                best = ref;
            }
        }

        ParsedIri best() {
            if (best != null) {
                return best;
            }
            String t = target.string();
            int pathStart = target.pathStart();
            String message = "target " + ViolationMessages.excerpt(t, 0, t.length()) + " has dot segments at index "
                    + pathStart + " in path that resolution always removes (RFC 3986 §5.2.4), so no reference"
                    + " resolves to it against base " + ViolationMessages.excerpt(base.string(), 0, base.string().length())
                    + "; remove them first";
            boolean dots = DotSegments.has(t, pathStart, target.pathEnd());
            throw new IriSyntaxException(t, List.of(new Violation(IriCode.TARGET_NOT_REACHABLE, Severity.ERROR,
                    Component.PATH, pathStart, dots ? target.pathEnd() : pathStart, message)));
        }
    }
}
