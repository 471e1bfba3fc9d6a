package org.iri4j.core.internal.plugin;

import org.iri4j.api.Iri;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.layout.Layout;
import org.iri4j.core.internal.value.IriValue;

/**
 * What a scheme plugin answered, read as the core's value: an {@link Iri} of the plugin's own
 * making is read through its {@code toString()} (plugin code too, so guarded), and it must keep
 * the scheme of the IRI the plugin was given.
 */
public final class PluginAnswer {

    private PluginAnswer() {}

    /**
     * Reads a plugin's answer.
     *
     * @param answer the plugin's answer, not null
     * @param asked  the IRI the plugin was given
     * @param entry  the plugin
     * @param method the plugin method that answered, for messages
     * @return the answer's layout, with the same scheme
     * @throws PluginFailure if it is no IRI reference, or has another scheme
     */
    public static Layout read(Iri answer, Layout asked, SchemeEntry entry, String method) {
        Layout read;
        try {
            read = IriValue.layoutOf(answer);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw new PluginFailure(entry.name(), method + " answered no IRI reference: " + MessageText.thrown(e), e);
        }
        if (read.schemeEnd() != asked.schemeEnd()
                || !read.string().regionMatches(0, asked.string(), 0, asked.schemeEnd())) {
            throw new PluginFailure(
                    entry.name(), method + " changed the scheme of " + excerpt(asked) + " into " + excerpt(read), null);
        }
        return read;
    }

    /** A reference for a message: quoted, capped, controls shown as code points. */
    private static String excerpt(Layout p) {
        return MessageText.quote(p.string(), 0, p.string().length());
    }
}
