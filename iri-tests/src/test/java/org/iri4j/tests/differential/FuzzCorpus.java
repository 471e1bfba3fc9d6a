package org.iri4j.tests.differential;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.tests.fuzz.FuzzInput;

/**
 * The committed Jazzer corpus of {@code FuzzTargetsTest}, read as inputs for the differential
 * tests. A file is the UTF-8 text of its input (a byte that is not UTF-8 becomes U+FFFD); a
 * file of a two-input target holds two strings separated by the first TAB, and both are taken.
 */
final class FuzzCorpus {

    private static final String DIRECTORY = "/org/iri4j/tests/fuzz/FuzzTargetsTestInputs";

    /** The text of every file, in a stable order, read once. */
    private static final List<String> TEXTS =
            files().stream().map(FuzzCorpus::read).toList();

    private FuzzCorpus() {}

    /**
     * Every string of the corpus, without duplicates, in a stable order.
     *
     * @return the strings
     */
    static Set<String> strings() {
        Set<String> strings = new LinkedHashSet<>();
        for (String text : TEXTS) {
            Collections.addAll(strings, FuzzInput.pair(text)); // a text without TAB is its own pair
        }
        return strings;
    }

    /**
     * The pairs of the two-input targets, as base and reference.
     *
     * @return each pair as a two-element array
     */
    static List<String[]> pairs() {
        return TEXTS.stream()
                .filter(text -> text.indexOf('\t') >= 0)
                .map(FuzzInput::pair)
                .toList();
    }

    private static List<Path> files() {
        URL root = FuzzCorpus.class.getResource(DIRECTORY);
        if (root == null) {
            throw new IllegalStateException("fuzz corpus not on the class path: " + DIRECTORY);
        }
        try (Stream<Path> walk = Files.walk(Path.of(root.toURI()))) {
            return walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
