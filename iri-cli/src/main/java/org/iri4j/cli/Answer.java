package org.iri4j.cli;

import java.util.List;

/**
 * A command's answer to its inputs, in every form it prints: the text lines of a single run,
 * the one text line of a batch, and the JSON members of {@code --format json}.
 */
final class Answer {

    private final List<String> lines;
    private final String batchLine;
    private final JsonObject json;
    private final boolean negative;

    private Answer(List<String> lines, String batchLine, JsonObject json, boolean negative) {
        this.lines = List.copyOf(lines);
        this.batchLine = batchLine;
        this.json = json;
        this.negative = negative;
    }

    /**
     * An answer that is one string, in text as it is and in JSON under a name.
     *
     * @param name  the JSON member, e.g. {@code "uri"}
     * @param value the string
     * @return the answer
     */
    static Answer of(String name, String value) {
        return new Answer(List.of(value), value, new JsonObject().string(name, value), false);
    }

    /**
     * An answer that is one line of text and a JSON object of its own.
     *
     * @param line the text line, single and batch
     * @param json the JSON members
     * @return the answer
     */
    static Answer of(String line, JsonObject json) {
        return new Answer(List.of(line), line, json, false);
    }

    /**
     * An answer that prints more than one line when single.
     *
     * @param lines     the text lines of a single run
     * @param batchLine the one text line of a batch
     * @param json      the JSON members
     * @return the answer
     */
    static Answer of(List<String> lines, String batchLine, JsonObject json) {
        return new Answer(lines, batchLine, json, false);
    }

    /**
     * The same answer, negative or not: a negative answer ({@code check}: invalid,
     * {@code compare}: different) makes a single run exit 1, so that it works in {@code if}.
     *
     * @param isNegative whether it is negative
     * @return the answer
     */
    Answer negative(boolean isNegative) {
        return isNegative == negative ? this : new Answer(lines, batchLine, json, isNegative);
    }

    List<String> lines() {
        return lines;
    }

    String batchLine() {
        return batchLine;
    }

    JsonObject json() {
        return json;
    }

    boolean isNegative() {
        return negative;
    }
}
