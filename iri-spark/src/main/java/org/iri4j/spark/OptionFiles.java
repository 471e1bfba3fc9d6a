package org.iri4j.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The data files a session option names (a Public Suffix List, a tracking-parameter list), read
 * on the driver when a call is made: a file is read again only when it has changed (its
 * identity, size or modification time), however many calls a session makes, and a file that
 * cannot be read is the option's error, naming the option, its value and why.
 *
 * @param <T> what a file is read as
 */
final class OptionFiles<T> {

    /** Reads a file, refusing what is not a list of its kind. */
    @FunctionalInterface
    interface Reader<T> {
        T read(Path file) throws IOException;
    }

    /** A value, and the file's key, size and modification time when it was read. */
    private record Loaded<T>(Object fileKey, long size, long modified, T value) {

        boolean isOf(BasicFileAttributes file) {
            return Objects.equals(fileKey, file.fileKey())
                    && size == file.size()
                    && modified == file.lastModifiedTime().toMillis();
        }
    }

    /** The values read, by path, with what the file was when it was read. */
    private final Map<Path, Loaded<T>> loaded = new ConcurrentHashMap<>();

    private final String option;
    private final String kind;
    private final Reader<T> reader;

    /**
     * @param option the session option that names the file
     * @param kind   what the file must be, for the error ("a Public Suffix List file")
     * @param reader how a file is read
     */
    OptionFiles(String option, String kind, Reader<T> reader) {
        this.option = option;
        this.kind = kind;
        this.reader = reader;
    }

    /**
     * The file the option's value names, read or as read before.
     *
     * @param value the option's value, a path
     * @return what the file holds
     * @throws org.apache.spark.sql.AnalysisException {@code INVALID_CONF_VALUE.REQUIREMENT} when
     *     the file cannot be read or is not of its kind (the message says why)
     */
    T get(String value) {
        try {
            return load(Path.of(value.strip()).toAbsolutePath());
        } catch (NoSuchFileException e) {
            throw QueryErrors.badOptionValue(option, value, "no such file");
        } catch (IOException | IllegalArgumentException e) {
            // an unreadable file or path, or a bad line (the message names it)
            throw QueryErrors.badOptionValue(
                    option,
                    value,
                    "not " + kind + " that can be read: " + Objects.requireNonNullElse(e.getMessage(), e.toString()));
        }
    }

    private T load(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        Loaded<T> known = loaded.get(file); // two calls at once may both read a new file: either value is the same
        if (known != null && known.isOf(attributes)) {
            return known.value();
        }
        T value = reader.read(file);
        loaded.put(
                file,
                new Loaded<>(
                        attributes.fileKey(),
                        attributes.size(),
                        attributes.lastModifiedTime().toMillis(),
                        value));
        return value;
    }
}
