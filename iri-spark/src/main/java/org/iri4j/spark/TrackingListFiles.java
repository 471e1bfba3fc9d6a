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
import org.iri4j.canon.TrackingParameters;
import org.iri4j.canon.internal.tools.ProfileSpec;

/**
 * The tracking parameters a session adds in {@value IriFunctions#TRACKING_PARAMETERS_OPTION} to
 * iri4j's list, for {@code iri_canonicalize} with a profile that has strip-tracking-params
 * ({@code dedup}, {@code aggressive}, or {@code +strip-tracking-params}): read on the driver when
 * a call is made, and carried with the call's profile to the executors, so that the file need be
 * on the driver only. A file is read again only when it has changed (its identity, size or
 * modification time), however many calls a session makes.
 */
final class TrackingListFiles {

    /** The lists read, by path, with what the file was when it was read. */
    private static final Map<Path, Loaded> LOADED = new ConcurrentHashMap<>();

    private TrackingListFiles() {}

    /** A list, and the file's key, size and modification time when it was read. */
    private record Loaded(Object fileKey, long size, long modified, TrackingParameters list) {

        boolean isOf(BasicFileAttributes file) {
            return Objects.equals(fileKey, file.fileKey())
                    && size == file.size()
                    && modified == file.lastModifiedTime().toMillis();
        }
    }

    /**
     * A profile with the active session's tracking list.
     *
     * @param profile the canonicalization a call names
     * @return the profile with iri4j's list and the option's file, or the profile as it is when
     *     the option is unset or blank or no step of the profile reads a list (the file is then
     *     not read)
     * @throws org.apache.spark.sql.AnalysisException {@code INVALID_CONF_VALUE.REQUIREMENT} when
     *     the file cannot be read, is not UTF-8, has a bad line (the message names it) or holds no
     *     entry
     */
    static ProfileSpec ofActiveSession(ProfileSpec profile) {
        String value = SQLConf.get().getConfString(IriFunctions.TRACKING_PARAMETERS_OPTION, "");
        if (value.isBlank()
                || profile.withTrackingParameters(TrackingParameters.defaults()).isEmpty()) {
            return profile;
        }
        TrackingParameters own;
        try {
            own = load(Path.of(value.strip()).toAbsolutePath());
        } catch (NoSuchFileException e) {
            throw bad(value, "no such file");
        } catch (IOException | IllegalArgumentException e) {
            throw bad(
                    value,
                    "not a tracking parameter list that can be read: "
                            + Objects.requireNonNullElse(e.getMessage(), e.toString()));
        }
        return profile.withTrackingParameters(TrackingParameters.defaults().with(own))
                .orElseThrow();
    }

    private static RuntimeException bad(String value, String problem) {
        return QueryErrors.badOptionValue(IriFunctions.TRACKING_PARAMETERS_OPTION, value, problem);
    }

    private static TrackingParameters load(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        Loaded known = LOADED.get(file); // two calls at once may both read a new file: either list is the same
        if (known != null && known.isOf(attributes)) {
            return known.list();
        }
        TrackingParameters list = TrackingParameters.load(file); // refuses a file that is not UTF-8 or holds no entry
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
