package org.iri4j.web.internal.pattern;

/**
 * One part of a parsed pattern string (URL Pattern Standard §2.1.3, "part").
 *
 * @param type what the part matches
 * @param value the fixed text, or the regular expression of a {@link PartType#REGEXP} part
 *     (empty for the two wildcards)
 * @param modifier how often it may occur
 * @param name the group's name (a number for an unnamed group; empty for fixed text)
 * @param prefix fixed text before the group, inside its modifier
 * @param suffix fixed text after the group, inside its modifier
 */
public record Part(PartType type, String value, Modifier modifier, String name, String prefix, String suffix) {

    /** A part's type (URL Pattern Standard §2.1.3). */
    public enum PartType {
        /** Text matched as it is. */
        FIXED_TEXT,
        /** A custom regular expression group. */
        REGEXP,
        /** {@code :name} without a regexp: one or more code points other than the delimiter. */
        SEGMENT_WILDCARD,
        /** {@code *}: any code points. */
        FULL_WILDCARD
    }

    /** A part's modifier (URL Pattern Standard §2.1.3). */
    public enum Modifier {
        /** Exactly once. */
        NONE,
        /** {@code ?}. */
        OPTIONAL,
        /** {@code *}. */
        ZERO_OR_MORE,
        /** {@code +}. */
        ONE_OR_MORE;

        /**
         * "convert a modifier to a string" (§2.3): how the modifier is written.
         *
         * @return {@code ?}, {@code *}, {@code +}, or the empty string for none
         */
        public String text() {
            return switch (this) {
                case OPTIONAL -> "?";
                case ZERO_OR_MORE -> "*";
                case ONE_OR_MORE -> "+";
                case NONE -> "";
            };
        }
    }
}
