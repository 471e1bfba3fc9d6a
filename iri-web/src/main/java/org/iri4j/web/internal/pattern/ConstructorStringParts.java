package org.iri4j.web.internal.pattern;

import java.util.Arrays;
import java.util.Locale;
import java.util.StringJoiner;
import org.iri4j.api.internal.MessageText;

/**
 * What "parse a constructor string" returns (URL Pattern Standard §1.6 Constructor string
 * parsing): the {@code URLPatternInit} members it set, each a pattern string cut from the
 * input, or a default the parser chose; and for each one cut from the input, the UTF-16 index
 * where it starts there, so that an error's index in a component becomes one in the input.
 *
 * <pre>
 * "https://example.com/foo?bar#baz" → protocol "https" at 0, hostname "example.com" at 8,
 *     pathname "/foo" at 19, search "bar" at 24, hash "baz" at 28, port "" (a default)
 * </pre>
 */
public final class ConstructorStringParts {

    private static final int NOT_IN_INPUT = -1;

    private final String[] values = new String[PatternComponent.values().length];
    private final int[] starts = new int[PatternComponent.values().length];

    ConstructorStringParts() {
        Arrays.fill(starts, NOT_IN_INPUT);
    }

    /** Sets a member; {@code start} is -1 for a default. */
    void set(PatternComponent component, String value, int start) {
        values[component.ordinal()] = value;
        starts[component.ordinal()] = start;
    }

    /**
     * A member of the init.
     *
     * @param component which
     * @return its pattern string, or null when the constructor string did not set it
     */
    public String get(PatternComponent component) {
        return values[component.ordinal()];
    }

    /**
     * Where a member starts in the constructor string. The protocol, when present, always starts
     * at 0.
     *
     * @param component which
     * @return the UTF-16 index of the member's first code point in the input; -1 when the member
     *     is absent or is a default the parser set (the empty string, or {@code /} for a pathname)
     */
    public int start(PatternComponent component) {
        return starts[component.ordinal()];
    }

    /**
     * Whether the constructor string set a member.
     *
     * @param component which
     * @return whether {@link #get} is not null
     */
    public boolean has(PatternComponent component) {
        return values[component.ordinal()] != null;
    }

    /** The members set, as {@code {protocol="https"@0, port=""}}, for tests and messages. */
    @Override
    public String toString() {
        StringJoiner out = new StringJoiner(", ", "{", "}");
        for (PatternComponent component : PatternComponent.values()) {
            String value = get(component);
            if (value != null) {
                int start = start(component);
                out.add(component.name().toLowerCase(Locale.ROOT) + "=" + MessageText.quote(value, 0, value.length())
                        + (start >= 0 ? "@" + start : ""));
            }
        }
        return out.toString();
    }
}
