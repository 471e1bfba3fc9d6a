package org.iri4j.cli;

import java.util.List;
import java.util.Optional;

/**
 * A command's answer to its inputs, in every form it prints: the text lines of a single run,
 * the one text line of a batch, the JSON members of {@code --format json}, and a note for
 * standard error. Text is made printable here, by {@link Terminal}'s rule, so that no answer
 * writes a control character.
 */
final class Answer {

    private final List<String> lines;
    private final String batchLine;
    private final JsonObject json;
    private final boolean negative;
    private final String note;

    private Answer(List<String> lines, String batchLine, JsonObject json, boolean negative, String note) {
        this.lines = List.copyOf(lines);
        this.batchLine = batchLine;
        this.json = json;
        this.negative = negative;
        this.note = note;
    }

    /**
     * An answer that is one string, in text as it is and in JSON under a name.
     *
     * @param name  the JSON member, e.g. {@code "uri"}
     * @param value the string
     * @return the answer
     */
    static Answer of(String name, String value) {
        String line = Terminal.printable(value);
        return new Answer(List.of(line), line, new JsonObject().string(name, value), false, null);
    }

    /**
     * An answer that is one line of text and a JSON object of its own.
     *
     * @param line the text line, single and batch
     * @param json the JSON members
     * @return the answer
     */
    static Answer of(String line, JsonObject json) {
        String printable = Terminal.printable(line);
        return new Answer(List.of(printable), printable, json, false, null);
    }

    /**
     * An answer that prints more than one line when single, made of fields the command has made
     * printable itself ({@link BatchRunner#singleLine}), since its TABs separate them.
     *
     * @param lines     the text lines of a single run
     * @param batchLine the one text line of a batch
     * @param json      the JSON members
     * @return the answer
     */
    static Answer of(List<String> lines, String batchLine, JsonObject json) {
        return new Answer(lines, batchLine, json, false, null);
    }

    /**
     * The same answer, negative or not: a negative answer ({@code check}: invalid,
     * {@code compare}: different) makes a single run exit 1, so that it works in {@code if}.
     *
     * @param isNegative whether it is negative
     * @return the answer
     */
    Answer negative(boolean isNegative) {
        return isNegative == negative ? this : new Answer(lines, batchLine, json, isNegative, note);
    }

    /**
     * The same answer with a note that a single run in text prints on standard error: why an
     * answer is empty ({@code domain}: {@code canon.PUBLIC_SUFFIX: 'co.uk' is a public suffix
     * ...}). A batch has its one line per input only, and JSON says it in its members.
     *
     * @param text the note, in the form {@code CODE: MESSAGE}
     * @return the answer
     */
    Answer withNote(String text) {
        return new Answer(lines, batchLine, json, negative, Terminal.printable(text));
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

    /** @return the note for standard error, if there is one */
    Optional<String> note() {
        return Optional.ofNullable(note);
    }
}
