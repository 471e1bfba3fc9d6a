package org.iri4j.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.sql.internal.SQLConf;
import org.iri4j.canon.PublicSuffixList;

/**
 * The Public Suffix List file a session names in {@value IriFunctions#PUBLIC_SUFFIX_LIST_OPTION}:
 * read on the driver when a call is made, and carried to the executors in the call's
 * {@link FunctionSettings}, so that the file need be on the driver only. A file is read once while
 * its size and modification time stay the same, however many calls a session makes.
 */
final class SuffixListFiles {

    /** The lists read, by path, with the size and time they were read at. */
    private static final Map<Path, Loaded> LOADED = new ConcurrentHashMap<>();

    private SuffixListFiles() {}

    /** A list and the file's size and modification time when it was read. */
    private record Loaded(long size, long modified, PublicSuffixList list) {}

    /**
     * The list the option names.
     *
     * @param conf the session's configuration
     * @return the list, or null when the option is unset or blank (the list iri4j ships)
     * @throws org.apache.spark.sql.AnalysisException {@code INVALID_CONF_VALUE.REQUIREMENT} when
     *     the file cannot be read or a line of it is not a rule, a comment or a blank line
     */
    static PublicSuffixList ofOption(SQLConf conf) {
        String value = conf.getConfString(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, "");
        if (value.isBlank()) {
            return null;
        }
        try {
            return load(Path.of(value.strip()).toAbsolutePath());
        } catch (NoSuchFileException e) {
            throw QueryErrors.badOptionValue(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, value, "no such file");
        } catch (IOException | RuntimeException e) {
            // an unreadable file, a bad path, or a bad line (IllegalArgumentException naming it)
            throw QueryErrors.badOptionValue(
                    IriFunctions.PUBLIC_SUFFIX_LIST_OPTION,
                    value,
                    "not a Public Suffix List file that can be read: " + e.getMessage());
        }
    }

    private static PublicSuffixList load(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        long size = attributes.size();
        long modified = attributes.lastModifiedTime().toMillis();
        Loaded known = LOADED.get(file);
        if (known != null && known.size() == size && known.modified() == modified) {
            return known.list();
        }
        PublicSuffixList list = PublicSuffixList.load(file);
        LOADED.put(file, new Loaded(size, modified, list));
        return list;
    }
}
