package org.iri4j.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.sql.internal.SQLConf;
import org.iri4j.canon.PublicSuffixList;

/**
 * The Public Suffix List a session names in {@value IriFunctions#PUBLIC_SUFFIX_LIST_OPTION}, for
 * the registrable-domain functions only: read on the driver when a call is made, and carried
 * with the call's work to the executors, so that the file need be on the driver only. A file is
 * read again only when it has changed (its identity, size or modification time), however many
 * calls a session makes.
 */
final class SuffixListFiles {

    /** The lists read, by path, with what the file was when it was read. */
    private static final Map<Path, Loaded> LOADED = new ConcurrentHashMap<>();

    private SuffixListFiles() {}

    /** A list, and the file's key, size and modification time when it was read. */
    private record Loaded(Object fileKey, long size, long modified, PublicSuffixList list) {

        boolean isOf(BasicFileAttributes file) {
            return Objects.equals(fileKey, file.fileKey())
                    && size == file.size()
                    && modified == file.lastModifiedTime().toMillis();
        }
    }

    /**
     * The list of the active session.
     *
     * @return the list the option names, or {@link PublicSuffixList#snapshot()} when it is unset
     *     or blank
     * @throws org.apache.spark.sql.AnalysisException {@code INVALID_CONF_VALUE.REQUIREMENT} when
     *     the file cannot be read, is not UTF-8, has a line that is not a rule, a comment or a
     *     blank line, or holds no rule at all (an empty download would make every top-level
     *     label a public suffix and every answer wrong)
     */
    static PublicSuffixList ofActiveSession() {
        String value = SQLConf.get().getConfString(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, "");
        if (value.isBlank()) {
            return PublicSuffixList.snapshot();
        }
        try {
            return load(Path.of(value.strip()).toAbsolutePath());
        } catch (NoSuchFileException e) {
            throw bad(value, "no such file");
        } catch (IOException | IllegalArgumentException e) {
            // an unreadable file or path, or a bad line (the message names it)
            throw bad(
                    value,
                    "not a Public Suffix List file that can be read: "
                            + Objects.requireNonNullElse(e.getMessage(), e.toString()));
        }
    }

    private static RuntimeException bad(String value, String problem) {
        return QueryErrors.badOptionValue(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, value, problem);
    }

    private static PublicSuffixList load(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        Loaded known = LOADED.get(file); // two calls at once may both read a new file: either list is the same
        if (known != null && known.isOf(attributes)) {
            return known.list();
        }
        PublicSuffixList list = PublicSuffixList.load(file); // refuses a file that is not UTF-8 or holds no rule
        LOADED.put(
                file,
                new Loaded(
                        attributes.fileKey(),
                        attributes.size(),
                        attributes.lastModifiedTime().toMillis(),
                        list));
        return list;
    }
}
