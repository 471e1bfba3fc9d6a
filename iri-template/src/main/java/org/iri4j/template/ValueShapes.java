package org.iri4j.template;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The Java values that are template values (RFC 6570 §2.3), and the refusal of the others. */
final class ValueShapes {

    private ValueShapes() {}

    /** A value from a string, a number, a Boolean, a list or a map of those. */
    static TemplateValue value(String name, Object value) {
        if (value instanceof TemplateValue given) {
            return given;
        }
        if (value instanceof List<?> list) {
            List<String> members = new ArrayList<>(list.size());
            for (Object member : list) {
                members.add(scalar(name, member));
            }
            return TemplateValue.of(members);
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, String> pairs = new LinkedHashMap<>();
            map.forEach((key, member) -> {
                if (member != null) {
                    pairs.put(scalar(name, key), scalar(name, member));
                }
            });
            return TemplateValue.of(pairs);
        }
        return TemplateValue.of(scalar(name, value));
    }

    /** A string from a string, a number or a Boolean. */
    static String scalar(String name, Object value) {
        // A BigDecimal as its toString writes it: 37.76, -122.427, 6.
        if (value instanceof CharSequence || value instanceof Boolean || value instanceof Number) {
            return value.toString();
        }
        String what = value == null
                ? "null"
                : value instanceof List || value instanceof Map
                        ? "a nested " + (value instanceof List ? "list" : "object")
                        : "a " + value.getClass().getName();
        String message = "variable \"" + name + "\" holds " + what + ": RFC 6570 §2.3 values are strings, lists of"
                + " strings and associative arrays of strings";
        throw TemplateCode.UNSUPPORTED_VALUE.failure(name, 0, name.length(), message);
    }
}
