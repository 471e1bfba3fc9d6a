package org.iri4j.web.internal.pattern;

import org.iri4j.web.internal.pattern.Part.Modifier;
import org.iri4j.web.internal.pattern.Part.PartType;

/** Short ways to write parts in tests (URL Pattern Standard §2.1.3 Parts). */
final class Parts {

    private Parts() {}

    static Part fixed(String value) {
        return new Part(PartType.FIXED_TEXT, value, Modifier.NONE, "", "", "");
    }

    static Part fixed(String value, Modifier modifier) {
        return new Part(PartType.FIXED_TEXT, value, modifier, "", "", "");
    }

    static Part segment(String name, String prefix, String suffix, Modifier modifier) {
        return new Part(PartType.SEGMENT_WILDCARD, "", modifier, name, prefix, suffix);
    }

    static Part full(String name, String prefix, String suffix, Modifier modifier) {
        return new Part(PartType.FULL_WILDCARD, "", modifier, name, prefix, suffix);
    }

    static Part regexp(String value, String name, String prefix, String suffix, Modifier modifier) {
        return new Part(PartType.REGEXP, value, modifier, name, prefix, suffix);
    }
}
