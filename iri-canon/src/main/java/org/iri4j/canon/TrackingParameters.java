package org.iri4j.canon;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Reader;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iri4j.canon.internal.params.TrackingListParser;
import org.iri4j.canon.internal.params.TrackingNames;
import org.iri4j.canon.internal.step.StripTrackingParams;

/**
 * The query parameters that say where a click came from or who made it, not which resource a
 * link names, which {@link CanonStep#STRIP_TRACKING_PARAMS} removes: a list of names
 * ({@code gclid}) and prefixes ({@code utm_*}). iri4j ships one ({@link #defaults()}, the file
 * {@code tracking-params.txt}, each entry with its source: docs/DATA.md); another is read at run
 * time ({@link #load}, {@link #parse}) or made from the shipped one ({@link #with}), and a
 * profile uses it through {@link CanonProfile#withTrackingParameters}.
 *
 * <p><b>Matching.</b> A parameter is a part of the query between {@code &}, its name the part up
 * to its first {@code =}. The name is read as the URL Standard's application/x-www-form-urlencoded
 * parser reads it (§5.1: {@code +} a space, {@code %5F} an underscore), since that is the name a
 * server's form reader and an analytics script see, and compared with the entries with ASCII
 * letters in any case, as Firefox's query stripping compares (it lower-cases the decoded name):
 * {@code utm_source}, {@code UTM_Source} and {@code utm%5Fsource} are one parameter, which
 * {@code utm_*} names; {@code utm} and {@code xutm_source} are not on the list. Matching in any
 * case also makes the step give one answer before and after {@link CanonStep#LOWERCASE_QUERY}.
 *
 * <table>
 *   <caption>{@link #defaults()} on names as a query writes them</caption>
 *   <tr><th>name</th><th>{@link #matches}</th></tr>
 *   <tr><td>{@code utm_source}, {@code UTM_MEDIUM}, {@code utm%5Fcampaign}</td><td>true ({@code utm_*})</td></tr>
 *   <tr><td>{@code gclid}, {@code FBCLID}, {@code %66bclid}</td><td>true</td></tr>
 *   <tr><td>{@code gclid2}, {@code utm}, {@code q}, {@code id}, empty</td><td>false</td></tr>
 * </table>
 *
 * <p>Immutable and thread-safe. Serializable, so that a profile using a list loaded where a job
 * starts travels to its tasks: a list is written as its entries and read back checked.
 *
 * @since 0.1.0
 */
public final class TrackingParameters implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The shipped list, beside this class. */
    private static final String BUNDLED_FILE = "tracking-params.txt";

    /** The entries as written, each once (in any case), in order. */
    @SuppressWarnings("serial") // an immutable List.copyOf list
    private final List<String> entries;
    /** Where the list comes from, as {@link #source()} gives it. */
    private final String source;
    /** The entries as keys ({@link TrackingNames#key}), sorted: what equality compares. */
    @SuppressWarnings("serial") // an immutable List.copyOf list
    private final List<String> keys;
    /** The entries as a trie; made again when a list is read back. */
    private final transient TrackingNames names;
    /** The step that removes the parameters, with {@link #names}. */
    private final transient StripTrackingParams step;

    private TrackingParameters(List<String> entries, String source) {
        Map<String, String> byKey = new LinkedHashMap<>();
        for (String entry : entries) {
            byKey.putIfAbsent(TrackingNames.key(entry), entry);
        }
        this.entries = List.copyOf(byKey.values());
        this.source = source;
        this.keys = byKey.keySet().stream().sorted().toList();
        this.names = TrackingNames.of(keys);
        this.step = new StripTrackingParams(names);
    }

    /** The shipped list, read on first use (the holder idiom: the JVM makes that thread-safe). */
    private static final class Bundled {
        static final TrackingParameters LIST = read();

        private static TrackingParameters read() {
            try (InputStream in = TrackingParameters.class.getResourceAsStream(BUNDLED_FILE)) {
                if (in == null) {
                    throw new IllegalStateException("the resource " + BUNDLED_FILE + " is missing from iri-canon");
                }
                return parse(new InputStreamReader(in, StandardCharsets.UTF_8), BUNDLED_FILE);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the bundled " + BUNDLED_FILE, e);
            }
        }
    }

    /**
     * The list iri4j ships, {@code tracking-params.txt}: campaign parameters (Google Analytics'
     * {@code utm_*}, Matomo's), ad click identifiers (Google's {@code gclid}, Meta's
     * {@code fbclid}, Microsoft's {@code msclkid}, …) and e-mail campaign tokens (Mailchimp,
     * HubSpot, Marketo, …), each with the source that names it.
     *
     * @return the shipped list, the same instance on every call
     */
    public static TrackingParameters defaults() {
        return Bundled.LIST;
    }

    /**
     * Reads a list in the format of {@code tracking-params.txt}: one entry a line, a name
     * ({@code gclid}) or a prefix ending in {@code *} ({@code utm_*}), as the name reads
     * decoded (URL Standard §5.1); after {@code #}, a comment; blank lines skipped. An entry is
     * US-ASCII visible characters but {@code # % & + =}, with {@code *} only at its end after
     * one character at least. An entry listed twice, in any case, counts once.
     *
     * @param reader the list's text; read to its end, not closed
     * @return the list; its {@link #source()} is {@code "Reader"}
     * @throws IOException              if reading fails
     * @throws IllegalArgumentException for a bad line, naming its number, the index in the
     *     line, the character and the rule: {@code line 3, index 4: U+0026 AMPERSAND in "utm&x": …}
     */
    public static TrackingParameters parse(Reader reader) throws IOException {
        return parse(Objects.requireNonNull(reader, "reader"), "Reader");
    }

    private static TrackingParameters parse(Reader reader, String source) throws IOException {
        return new TrackingParameters(TrackingListParser.parse(reader), source);
    }

    /**
     * Reads a list from a file in UTF-8, as {@link #parse(Reader)} does. A file that holds no
     * entry (empty, or comments only, as a failed download leaves) is refused: a profile would
     * remove nothing without a sign of it.
     *
     * @param file the file
     * @return the list; its {@link #source()} is the file's name
     * @throws IOException              if reading fails, or the file is not UTF-8 (the message says so)
     * @throws IllegalArgumentException for a bad line, as {@link #parse(Reader)} says, or a file
     *     without an entry
     */
    public static TrackingParameters load(Path file) throws IOException {
        Path name = Objects.requireNonNull(file, "file").getFileName();
        String source = name == null ? file.toString() : name.toString();
        TrackingParameters list;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            list = parse(reader, source);
        } catch (CharacterCodingException e) {
            throw new IOException(source + " is not UTF-8", e);
        }
        if (list.entries.isEmpty()) {
            throw new IllegalArgumentException(source + " holds no entry");
        }
        return list;
    }

    /**
     * This list and more entries: {@code TrackingParameters.defaults().with("ref_src", "spm_*")}.
     *
     * @param more names or prefixes ending in {@code *}, as a line of a list holds them
     * @return the longer list; this one if it has them all already
     * @throws IllegalArgumentException naming the entry (its position among the arguments), the
     *     index in it, the character and the rule, for one a list may not hold
     */
    public TrackingParameters with(String... more) {
        List<String> all = new ArrayList<>(entries);
        for (int i = 0; i < more.length; i++) {
            String entry = Objects.requireNonNull(more[i], "entry");
            String problem = TrackingListParser.problem(entry, 0, entry.length());
            if (problem != null) {
                throw new IllegalArgumentException("entry " + (i + 1) + " of " + more.length + ", " + problem);
            }
            all.add(entry);
        }
        return extended(all, source + " + " + String.join(", ", more));
    }

    /**
     * This list and another's entries: the shipped list with a file of one's own,
     * {@code defaults().with(TrackingParameters.load(file))}.
     *
     * @param more the other list
     * @return the longer list; this one if it has the other's entries already
     */
    public TrackingParameters with(TrackingParameters more) {
        List<String> all = new ArrayList<>(entries);
        all.addAll(more.entries);
        return extended(all, source + " + " + more.source);
    }

    private TrackingParameters extended(List<String> all, String newSource) {
        TrackingParameters longer = new TrackingParameters(all, newSource);
        return longer.keys.size() == keys.size() ? this : longer;
    }

    /**
     * Whether a query parameter's name is on the list: decoded as URL Standard §5.1 decodes it,
     * equal to an entry or starting with a prefix entry, ASCII letters in any case.
     *
     * @param name the name as a query writes it, escapes and all ({@code utm%5Fsource})
     * @return true if the step removes a parameter of that name
     */
    public boolean matches(String name) {
        String n = Objects.requireNonNull(name, "name");
        int delimiter = 0;
        while (delimiter < n.length() && n.charAt(delimiter) != '=' && n.charAt(delimiter) != '&') {
            delimiter++;
        }
        return delimiter == n.length() && names.isTracking(n, 0, n.length()); // a name holds no = or &
    }

    /**
     * The entries, each once, in the order first listed and as first written.
     *
     * @return an immutable list, for example {@code [utm_*, gclid, …]}
     */
    public List<String> entries() {
        return entries;
    }

    /**
     * Where the list comes from: {@code tracking-params.txt} for {@link #defaults()}, the file's
     * name for {@link #load}, {@code "Reader"} for {@link #parse}; with {@code " + "} and what
     * {@link #with} added.
     *
     * @return a description of the list's origin
     */
    public String source() {
        return source;
    }

    /** The step that removes this list's parameters. */
    StripTrackingParams step() {
        return step;
    }

    /**
     * Lists are equal when they name the same parameters: the same entries, in any order and
     * case, wherever they come from.
     *
     * @param o another object
     * @return whether it is an equal list
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof TrackingParameters other && other.keys.equals(keys);
    }

    /** The same in every JVM (a profile's hash includes it): from the entries in lower case. */
    @Override
    public int hashCode() {
        return keys.hashCode();
    }

    /**
     * The list's origin and size, for logs.
     *
     * @return for example {@code "TrackingParameters[tracking-params.txt, 60 entries]"}
     */
    @Override
    public String toString() {
        return "TrackingParameters[" + source + ", " + entries.size() + " entries]";
    }

    /**
     * A list is read back through its serialized form only, which checks it.
     *
     * @param in the stream
     * @throws InvalidObjectException always: a stream that holds this class itself was not
     *     written by it
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a tracking list is read back from its serialized form");
    }

    /**
     * The serialized form: the entries and the source, checked when read back.
     *
     * @return the form written in this list's place
     */
    private Object writeReplace() {
        return new Form(entries, source);
    }

    /**
     * A list as it is written to a stream: its entries and its source, checked as a list's
     * lines are when read back.
     *
     * @param entries the entries
     * @param source  the origin
     */
    private record Form(List<String> entries, String source) implements Serializable {
        private Object readResolve() throws InvalidObjectException {
            if (entries == null || source == null) {
                throw new InvalidObjectException("a tracking list without its entries or source");
            }
            for (String entry : entries) {
                String problem = entry == null ? "a null entry" : TrackingListParser.problem(entry, 0, entry.length());
                if (problem != null) {
                    throw new InvalidObjectException("a tracking list with a bad entry: " + problem);
                }
            }
            TrackingParameters list = new TrackingParameters(entries, source);
            return list.equals(defaults()) && source.equals(defaults().source) ? defaults() : list;
        }
    }
}
