package org.iri4j.cli;

import java.util.List;

/**
 * A JSON object (RFC 8259 §4) written member by member, on one line.
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
            Json.string(members, value);
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
            Json.string(members, values.get(i));
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
        return Json.string(members, name).append(':');
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
