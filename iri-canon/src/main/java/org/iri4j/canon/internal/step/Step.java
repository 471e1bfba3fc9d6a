package org.iri4j.canon.internal.step;

import java.util.function.UnaryOperator;
import org.iri4j.canon.internal.url.UrlParts;
import org.iri4j.canon.internal.url.UrlSpan;

/**
 * One canonicalization step ({@link org.iri4j.canon.CanonStep}) as one unit: its check, which
 * tells from a URL Standard serialization (§4.5) and its spans whether the step may change it;
 * its action on the parts of a URL taken apart; and the parts of the text its check reads. Most
 * links a crawler meets are canonical already, so a profile asks each step's check first and
 * takes a link apart only when one says yes.
 *
 * <p>The rule every step keeps, which the profile's runner relies on and {@code StepChecksTest}
 * holds each step to: a check may say "yes" where the action then changes nothing, never "no"
 * where it would; and where it says no, the action leaves the text as it is whatever the parts
 * outside {@link #reads()} hold. An action that changes nothing gives each part back as the very
 * string it was (no copy), so that a later step's check, on the text as read, still holds.
 *
 * <p>A new step is a subclass in this package, with its rule written in its own javadoc, and a
 * constant of {@link org.iri4j.canon.CanonStep} that holds an instance.
 */
public abstract class Step {

    /** The parts the check reads, a {@link UrlParts} mask. */
    private final int reads;

    /**
     * A step whose check reads some parts of the text.
     *
     * @param reads a mask of {@link UrlParts#SCHEME}, {@link UrlParts#USERINFO}, ...
     */
    Step(int reads) {
        this.reads = reads;
    }

    /**
     * Whether the step may change a URL Standard serialization.
     *
     * @param href the serialization (URL Standard §4.5)
     * @param span its spans
     * @return false only if the step leaves it as it is
     */
    public abstract boolean mayChange(String href, UrlSpan span);

    /**
     * Applies the step to a URL's parts.
     *
     * @param parts the parts, edited in place
     */
    public abstract void apply(UrlParts parts);

    /**
     * The parts of a URL whose text the check reads: once steps before it have left those parts
     * as they were, its answer on the text as read still holds.
     *
     * @return a {@link UrlParts} mask
     */
    public final int reads() {
        return reads;
    }

    /** Where the query of a serialization with a {@code ?} ends: at the {@code #}, or the end. */
    static int queryEnd(String href, UrlSpan span) {
        return span.hash < 0 ? href.length() : span.hash;
    }

    /** {@code what} in {@code text[start, end)}: its index, or -1. */
    static int indexOf(String text, String what, int start, int end) {
        // bounded by end: String.indexOf would read on through the rest of the text
        char first = what.charAt(0);
        for (int i = start, last = end - what.length(); i <= last; i++) {
            if (text.charAt(i) == first && text.startsWith(what, i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether lower-casing may change {@code text[start, end)}: an upper-case letter, or anything past US-ASCII. */
    static boolean hasUpperCase(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z' || c >= 0x80) {
                return true;
            }
        }
        return false;
    }

    /**
     * A host edited as the URL Standard's file host state keeps it (§4.4): a file URL's
     * {@code localhost} is the empty host, so that {@code file://www.localhost/} stripped of
     * {@code www} reads back as itself (found by fuzzing).
     */
    static String editHost(UrlParts p, UnaryOperator<String> edit) {
        String host = edit.apply(p.host);
        return host != p.host && "file".equals(p.scheme) && host.equalsIgnoreCase("localhost") ? "" : host;
    }

    /**
     * A path edited as the URL record holds it: without the {@code /.} the serializer puts before
     * a path that starts with {@code //} when there is no authority (URL Standard §4.5), which is
     * put back if the edited path still needs it, and left off if not (so that the text reads back
     * as the same path: found by fuzzing, {@code p:/.//} once stripped of its trailing slashes).
     */
    static String editPath(UrlParts p, UnaryOperator<String> edit) {
        boolean guarded = !p.hasAuthority && p.path.startsWith("/.//");
        String path = guarded ? p.path.substring(2) : p.path;
        String edited = edit.apply(path);
        if (edited == path) {
            return p.path; // the very string: the steps after it need not run again
        }
        return !p.hasAuthority && edited.startsWith("//") ? "/." + edited : edited;
    }
}
