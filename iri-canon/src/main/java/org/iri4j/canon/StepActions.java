package org.iri4j.canon;

import java.util.Locale;
import java.util.function.UnaryOperator;

/** What each {@link CanonStep} does to a URL's parts. */
final class StepActions {

    private StepActions() {}

    /**
     * Applies a step.
     *
     * @param step the step
     * @param p the parts, edited in place
     */
    static void apply(CanonStep step, UrlParts p) {
        switch (step) {
            case ASSUME_HTTP:
                break; // a way of reading the link, done before parsing
            case REMOVE_USERINFO:
                p.username = "";
                p.password = "";
                break;
            case FIX_HOST_DOTS:
                p.host = editHost(p, p.isSpecial() ? HostDots::fix : HostDots::fixOpaque);
                break;
            case DECODE_REPEATEDLY:
                decodeRepeatedly(p);
                break;
            case RECODE_QUERY:
                p.query = p.query == null ? null : QueryParts.recode(p.query);
                break;
            case COLLAPSE_SLASHES:
                p.path = p.isSpecial() ? PathDots.collapseSlashes(p.path) : p.path;
                break;
            case SORT_QUERY:
                p.query = p.query == null ? null : QueryParts.sort(p.query);
                break;
            case DROP_FRAGMENT:
                p.fragment = null;
                break;
            default:
                applyAggressive(step, p);
        }
    }

    private static void applyAggressive(CanonStep step, UrlParts p) {
        switch (step) {
            case HTTPS_TO_HTTP:
                httpsToHttp(p);
                break;
            case STRIP_WWW:
                p.host = p.hostIsAddress() ? p.host : editHost(p, HostDots::stripWww);
                break;
            case LOWERCASE_PATH:
                p.path = editPath(p, path -> path.toLowerCase(Locale.ROOT));
                break;
            case LOWERCASE_QUERY:
                p.query = p.query == null ? null : p.query.toLowerCase(Locale.ROOT);
                break;
            case STRIP_SESSION_IDS:
                p.query = p.query == null ? null : QueryParts.stripSessionIds(p.query);
                p.path = editPath(p, path -> SessionIds.stripFromPath(path, "file".equals(p.scheme)));
                break;
            case STRIP_TRAILING_SLASH:
                p.path = editPath(p, StepActions::stripTrailingSlash);
                break;
            case DROP_EMPTY_QUERY_PARAMS:
                p.query = p.query == null ? null : QueryParts.dropEmptyParts(p.query);
                break;
            case DROP_EMPTY_QUERY:
                p.query = p.query == null || p.query.isEmpty() ? null : p.query;
                break;
            case DROP_PORT:
                p.port = "";
                break;
            default:
                throw new AssertionError(step);
        }
    }

    /**
     * A host edited as the URL Standard's file host state keeps it (§4.4): a file URL's
     * {@code localhost} is the empty host, so that {@code file://www.localhost/} stripped of
     * {@code www} reads back as itself (found by fuzzing).
     */
    private static String editHost(UrlParts p, UnaryOperator<String> edit) {
        String host = edit.apply(p.host);
        return host != p.host && "file".equals(p.scheme) && host.equalsIgnoreCase("localhost") ? "" : host;
    }

    /**
     * A path edited as the URL record holds it: without the {@code /.} the serializer puts before
     * a path that starts with {@code //} when there is no authority (URL Standard §4.5), which is
     * put back if the edited path still needs it, and left off if not (so that the text reads back
     * as the same path: found by fuzzing, {@code p:/.//} once stripped of its trailing slashes).
     */
    private static String editPath(UrlParts p, UnaryOperator<String> edit) {
        boolean guarded = !p.hasAuthority && p.path.startsWith("/.//");
        String path = guarded ? p.path.substring(2) : p.path;
        String edited = edit.apply(path);
        if (edited == path) {
            return p.path; // the very string: the steps after it need not run again
        }
        return !p.hasAuthority && edited.startsWith("//") ? "/." + edited : edited;
    }

    private static void decodeRepeatedly(UrlParts p) {
        p.username = PercentBytes.recode(p.username, EncodeSet.USERINFO);
        p.password = PercentBytes.recode(p.password, EncodeSet.USERINFO);
        if (!p.isSpecial() && !p.host.startsWith("[")) {
            p.host = PercentBytes.recode(p.host, EncodeSet.OPAQUE_HOST);
        }
        if (p.hasOpaquePath()) {
            p.path = PercentBytes.recode(p.path, EncodeSet.OPAQUE_PATH);
        } else {
            EncodeSet set = pathSet(p);
            boolean file = "file".equals(p.scheme);
            p.path = editPath(p, path -> PathDots.remove(PercentBytes.recode(path, set), file));
        }
        p.fragment = p.fragment == null ? null : PercentBytes.recode(p.fragment, EncodeSet.FRAGMENT);
    }

    private static EncodeSet pathSet(UrlParts p) {
        if ("file".equals(p.scheme)) {
            return EncodeSet.FILE_PATH;
        }
        return p.isSpecial() ? EncodeSet.SPECIAL_PATH : EncodeSet.PATH;
    }

    private static void httpsToHttp(UrlParts p) {
        if ("https".equals(p.scheme)) {
            p.scheme = "http";
            if ("80".equals(p.port)) {
                p.port = ""; // the URL Standard drops a special scheme's default port (§4.4 port state)
            }
        }
    }

    private static String stripTrailingSlash(String path) {
        int end = path.length();
        while (end > 1 && path.charAt(end - 1) == '/') {
            end--;
        }
        return end == path.length() || !path.startsWith("/") ? path : path.substring(0, end);
    }
}
