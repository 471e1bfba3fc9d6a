package org.iri4j.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A command's answer to its inputs, in every form it prints: the text lines of a single run,
 * the one text line of a batch, the JSON members of {@code --format json}, and notes for
 * standard error. Text is made printable here, by {@link Terminal}'s rule, so that no answer
 * writes a control character.
 */
final class Answer {

    private final List<String> lines;
    private final String batchLine;
    private final JsonObject json;
    private final boolean negative;
    private final List<String> notes;

    private Answer(List<String> lines, String batchLine, JsonObject json, boolean negative, List<String> notes) {
        this.lines = List.copyOf(lines);
        this.batchLine = batchLine;
        this.json = json;
        this.negative = negative;
        this.notes = notes;
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
        return new Answer(List.of(line), line, new JsonObject().string(name, value), false, List.of());
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
        return new Answer(List.of(printable), printable, json, false, List.of());
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
        return new Answer(lines, batchLine, json, false, List.of());
    }

    /**
     * The same answer, negative or not: a negative answer ({@code check}: invalid,
     * {@code compare}: different) makes a single run exit 1, so that it works in {@code if}.
     *
     * @param isNegative whether it is negative
     * @return the answer
     */
    Answer negative(boolean isNegative) {
        return isNegative == negative ? this : new Answer(lines, batchLine, json, isNegative, notes);
    }

    /**
     * The same answer with one more note, which a single run in text prints on standard error
     * after the others: why an answer is empty ({@code domain}: {@code canon.PUBLIC_SUFFIX:
     * 'co.uk' is a public suffix ...}), why a host is not shown as written ({@code display}). A
     * batch has its one line per input only, and JSON says it in its members.
     *
     * @param text the note, in the form {@code CODE: MESSAGE}
     * @return the answer
     */
    Answer withNote(String text) {
        List<String> more = new ArrayList<>(notes);
        more.add(Terminal.printable(text));
        return new Answer(lines, batchLine, json, negative, List.copyOf(more));
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

    /** @return the notes for standard error, in order; empty when there are none */
    List<String> notes() {
        return notes;
    }
}
