package org.iri4j.core.internal.layout;

/**
 * Writes a component's text into an assembly: as it is ({@link #COPY}), or transformed on
 * the way (percent-encoded, decoded, case-normalized, mapped through ToASCII), so that a
 * mapping or a normalizer needs no intermediate string per component (RFC 3986 §5.3).
 */
@FunctionalInterface
public interface ComponentWriter {

    /** Writes a component as it is. */
    ComponentWriter COPY = (out, src, from, to) -> out.append(src, from, to);

    /** As the writer of a port: leaves out the port and its {@code ":"} (RFC 3986 §6.2.3). */
    ComponentWriter DROP = (out, src, from, to) -> {};

    /**
     * Appends the component {@code src[from, to)}, transformed as this writer does.
     *
     * @param out  the assembly's buffer, to append to only
     * @param src  the string holding the component
     * @param from its start
     * @param to   its end
     */
    void write(StringBuilder out, CharSequence src, int from, int to);
}
