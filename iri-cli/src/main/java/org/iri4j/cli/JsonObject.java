package org.iri4j.cli;

import java.util.List;

/**
 * A JSON object (RFC 8259 §4) written member by member, on one line, its strings (§7) escaped
 * so that they stay on one line and survive any output encoding.
 */
final class JsonObject {

    private final StringBuilder members = new StringBuilder();

    /**
     * Adds a string member.
     *
     * @param name  the name
     * @param value the value; null gives JSON null
     * @return this
     */
    JsonObject string(String name, String value) {
        name(name);
        if (value == null) {
            members.append("null");
        } else {
            appendString(members, value);
        }
        return this;
    }

    JsonObject bool(String name, boolean value) {
        name(name).append(value);
        return this;
    }

    JsonObject number(String name, long value) {
        name(name).append(value);
        return this;
    }

    JsonObject strings(String name, List<String> values) {
        name(name).append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                members.append(',');
            }
            appendString(members, values.get(i));
        }
        members.append(']');
        return this;
    }

    JsonObject object(String name, JsonObject value) {
        name(name).append(value);
        return this;
    }

    JsonObject objects(String name, List<JsonObject> values) {
        name(name).append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                members.append(',');
            }
            members.append(values.get(i));
        }
        members.append(']');
        return this;
    }

    /**
     * Adds the members of another object after these.
     *
     * @param other the other object
     * @return this
     */
    JsonObject members(JsonObject other) {
        if (other.members.length() > 0) {
            if (members.length() > 0) {
                members.append(',');
            }
            members.append(other.members);
        }
        return this;
    }

    private StringBuilder name(String name) {
        if (members.length() > 0) {
            members.append(',');
        }
        return appendString(members, name).append(':');
    }

    /**
     * Appends a JSON string (RFC 8259 §7): quotes and backslashes escaped, and every character
     * {@link Terminal}'s rule escapes (controls, C1 controls included, U+2028, U+2029, bidi
     * formatting characters, lone surrogates) as that rule writes it, which is JSON's own escape:
     * a reader gets the character back, a terminal that shows the JSON is not reordered.
     *
     * @param out   where to append
     * @param value the string
     * @return {@code out}
     */
    static StringBuilder appendString(StringBuilder out, String value) {
        out.append('"');
        int length = value.length();
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (Terminal.mustEscape(value, i)) {
                Terminal.appendEscape(out, c);
            } else {
                out.append(c);
            }
        }
        return out.append('"');
    }

    /** @return the object as JSON text, on one line */
    @Override
    public String toString() {
        return new StringBuilder(members.length() + 2)
                .append('{')
                .append(members)
                .append('}')
                .toString();
    }
}
