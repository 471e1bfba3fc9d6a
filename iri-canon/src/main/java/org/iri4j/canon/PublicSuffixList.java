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
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.psl.AsciiHost;
import org.iri4j.canon.internal.psl.ListParser;
import org.iri4j.canon.internal.psl.RuleTable;

/**
 * The Public Suffix List (https://publicsuffix.org/list/): which part of a host is a public
 * suffix, under which anyone may register a name, and which is the registrable domain, the
 * public suffix and one label more (eTLD+1). It answers the URL Standard's "obtain the public
 * suffix" and "obtain the registrable domain" of a host (§3.2 "Host miscellaneous") by the
 * list's own algorithm (publicsuffix.org/list, "Algorithm"): rules {@code d}, wildcards
 * {@code *.d}, exceptions {@code !d}, and the implicit rule {@code *}, by which a top-level
 * label the list does not name is a public suffix (so {@code example.example} is registrable).
 *
 * <table>
 *   <caption>{@link #snapshot()} answers</caption>
 *   <tr><th>host</th><th>{@link #publicSuffix}</th><th>{@link #registrableDomain}</th></tr>
 *   <tr><td>{@code www.example.com}</td><td>{@code com}</td><td>{@code example.com}</td></tr>
 *   <tr><td>{@code EXAMPLE.COM}</td><td>{@code com}</td><td>{@code example.com}</td></tr>
 *   <tr><td>{@code example.com.}</td><td>{@code com.}</td><td>{@code example.com.}</td></tr>
 *   <tr><td>{@code whatwg.github.io}</td><td>{@code github.io}</td><td>{@code whatwg.github.io}</td></tr>
 *   <tr><td>{@code a.b.c.kobe.jp}</td><td>{@code c.kobe.jp}</td><td>{@code b.c.kobe.jp}</td></tr>
 *   <tr><td>{@code www.city.kobe.jp}</td><td>{@code kobe.jp}</td><td>{@code city.kobe.jp}</td></tr>
 *   <tr><td>{@code www.食狮.公司.cn}</td><td>{@code 公司.cn}</td><td>{@code 食狮.公司.cn}</td></tr>
 *   <tr><td>{@code www.xn--85x722f.xn--55qx5d.cn}</td><td>{@code xn--55qx5d.cn}</td>
 *       <td>{@code xn--85x722f.xn--55qx5d.cn}</td></tr>
 *   <tr><td>{@code com}</td><td>{@code com}</td><td>empty</td></tr>
 *   <tr><td>{@code 192.0.2.1}, {@code [::1]}, {@code .com}, {@code a..com}, null</td>
 *       <td>empty</td><td>empty</td></tr>
 * </table>
 *
 * <p><b>Hosts.</b> A host is read as the URL Standard serializes it (§3.6: ASCII, lower case,
 * punycode), and also in Unicode or mixed case: the answer comes back in the form of the input,
 * lower-cased, so {@code 食狮.公司.cn} and {@code xn--85x722f.xn--55qx5d.cn} have the same
 * registrable domain, each written its own way. A Unicode host is matched through its ASCII form
 * as the URL Standard's domain to ASCII gives it (§3.3, UTS #46, by the domain mapper iri-web
 * finds, such as {@code iri-idna}'s), with U+3002, U+FF0E and U+FF61 read as dots. Without such
 * a mapper, each label's IDNA2003 ToASCII ({@link java.net.IDN#toASCII}, RFC 3490 §4.1,
 * unassigned code points allowed) is used, and a label holding a deviation character (UTS #46
 * §2.3: {@code ß}, {@code ς}, ZWJ, ZWNJ), which IDNA2003 maps to another name, is no domain, as
 * the core refuses it. The list's
 * own rules are U-labels already (lower case, NFC), and are converted to punycode (RFC 3492) as
 * the list is read, without further mapping. A trailing dot is kept, as
 * §3.2 says. A host that is not a domain has no public suffix: null, the empty string, an
 * empty label (a leading dot, two dots in a row), a forbidden domain code point (§3.2), an IPv6
 * literal, a host ending in a number (an IPv4 address, §3.5), or a label with no ASCII form.
 *
 * <p><b>Sections.</b> The list holds an ICANN section and a PRIVATE one ({@link PslSection}).
 * A list answers with both, as browsers do and as OkHttp's {@code topPrivateDomain} does;
 * {@link #icannOnly()} answers with the ICANN section alone, as Guava's
 * {@code InternetDomainName.registrySuffix()} does: {@code whatwg.github.io} then has the
 * registrable domain {@code github.io}.
 *
 * <p>Immutable and thread-safe. A lookup on an ASCII host allocates nothing but its answer and
 * the {@code Optional} around it. Serializable, so that a job's tasks may carry a list loaded
 * where the job starts: a loaded list travels as its table, {@link #snapshot()} (and its
 * {@link #icannOnly()}) as a reference to the copy every JVM with iri4j holds.
 *
 * @since 0.1.0
 */
public final class PublicSuffixList implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The bundled list, a copy of publicsuffix/list (MPL 2.0, see public_suffix_list.NOTICE). */
    private static final String SNAPSHOT_FILE = "public_suffix_list.dat";

    /** The rules, both sections; serialized as its arrays, except the snapshot's ({@code writeReplace}). */
    private final RuleTable table;
    /** The sections this list answers with: {@code RuleTable.ALL_SECTIONS} or {@code RuleTable.ICANN_SECTION}. */
    private final int view;
    /** Where the list comes from, as {@link #source()} gives it. */
    private final String source;

    private PublicSuffixList(RuleTable table, int view, String source) {
        this.table = table;
        this.view = view;
        this.source = source;
    }

    /** The bundled list, read on first use (the holder idiom: the JVM makes that thread-safe). */
    private static final class Snapshot {
        static final PublicSuffixList LIST = read();

        private static PublicSuffixList read() {
            try (InputStream in = PublicSuffixList.class.getResourceAsStream(SNAPSHOT_FILE)) {
                if (in == null) {
                    throw new IllegalStateException("the resource " + SNAPSHOT_FILE + " is missing from iri-canon");
                }
                return parse(new InputStreamReader(in, StandardCharsets.UTF_8), ListRevision.describe(SNAPSHOT_FILE));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the bundled " + SNAPSHOT_FILE, e);
            }
        }
    }

    /**
     * The list bundled with iri4j: publicsuffix/list at the commit {@link #source()} names, read
     * and converted once, on first use (publicsuffix.org/list, "Format").
     *
     * @return the bundled list, the same instance on every call
     */
    public static PublicSuffixList snapshot() {
        return Snapshot.LIST;
    }

    /**
     * Reads a list in the format of {@code public_suffix_list.dat} (publicsuffix.org/list,
     * "Format"): blank lines, {@code //} comments, one rule per line read up to its first
     * whitespace, sections between {@code ===BEGIN ICANN DOMAINS===} and
     * {@code ===END ICANN DOMAINS===} and their PRIVATE twins. A rule before any section counts
     * as ICANN. A rule listed twice counts once. A wildcard may only be the whole first label
     * ({@code *.kobe.jp}), as in every rule the list has held.
     *
     * @param reader the list's text; read to its end, not closed
     * @return the list; its {@link #source()} is {@code "Reader"}
     * @throws IOException              if reading fails
     * @throws IllegalArgumentException if a line is not a blank line, a comment or a rule, or the
     *     section markers do not pair up; the message names the line number and what is wrong
     */
    public static PublicSuffixList parse(Reader reader) throws IOException {
        return parse(Objects.requireNonNull(reader, "reader"), "Reader");
    }

    private static PublicSuffixList parse(Reader reader, String source) throws IOException {
        return new PublicSuffixList(ListParser.parse(reader), RuleTable.ALL_SECTIONS, source);
    }

    /**
     * Reads a list from a file in UTF-8, as {@link #parse(Reader)} does: a list newer than the
     * bundled {@link #snapshot()}, fetched from https://publicsuffix.org/list/public_suffix_list.dat.
     *
     * A file that holds no rule (empty, or comments only, as a failed download leaves) is refused:
     * under the implicit rule alone every top-level label is a public suffix, and every answer
     * would be wrong without a sign of it. ({@link #parse(Reader)} takes such a text.)
     *
     * @param file the file
     * @return the list; its {@link #source()} is the file's name
     * @throws IOException              if reading fails, or the file is not UTF-8 (the message says so)
     * @throws IllegalArgumentException if a line is bad, as for {@link #parse(Reader)}, or the file
     *     holds no rule
     */
    public static PublicSuffixList load(Path file) throws IOException {
        Path name = Objects.requireNonNull(file, "file").getFileName();
        String source = name == null ? file.toString() : name.toString();
        PublicSuffixList list;
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            list = parse(reader, source);
        } catch (CharacterCodingException e) {
            throw new IOException(source + " is not UTF-8", e);
        }
        if (list.size() == 0) {
            throw new IllegalArgumentException(source + " holds no rule");
        }
        return list;
    }

    /**
     * This list without its PRIVATE section (publicsuffix.org/list, "Divisions"): the public
     * suffixes that registries delegate under ICANN, as Guava's {@code registrySuffix()} reads
     * them. {@code foo.github.io} has the registrable domain {@code github.io} here and
     * {@code foo.github.io} in the whole list.
     *
     * @return a view sharing this list's rules; this list if it is such a view already
     */
    public PublicSuffixList icannOnly() {
        return view == RuleTable.ICANN_SECTION
                ? this
                : new PublicSuffixList(table, RuleTable.ICANN_SECTION, source + " (ICANN section)");
    }

    /**
     * The URL Standard's "obtain the public suffix" of a host (§3.2): the part of the host the
     * list's prevailing rule covers (publicsuffix.org/list, "Algorithm"), a trailing dot kept.
     *
     * @param host a host, ASCII or Unicode, in any case; null is allowed
     * @return the public suffix in the host's own form and lower case, or empty if the host is
     *     null or not a domain
     */
    public Optional<String> publicSuffix(String host) {
        return Optional.ofNullable(SuffixLookup.suffix(table, view, host, 0));
    }

    /**
     * The URL Standard's "obtain the registrable domain" of a host (§3.2): its public suffix
     * and the label before it (eTLD+1), a trailing dot kept.
     *
     * @param host a host, ASCII or Unicode, in any case; null is allowed
     * @return the registrable domain in the host's own form and lower case, or empty if the host
     *     is null, not a domain, or a public suffix itself
     */
    public Optional<String> registrableDomain(String host) {
        return Optional.ofNullable(SuffixLookup.suffix(table, view, host, 1));
    }

    /**
     * A host's public suffix, registrable domain and section (URL Standard §3.2), and the reason
     * when it has no registrable domain: {@link CanonCode#NOT_A_HOST} with the character and its
     * index ({@code example.com:8080}: {@code U+003A COLON at index 11}), apart from a host that has
     * none: {@link CanonCode#IP_ADDRESS}, {@link CanonCode#PUBLIC_SUFFIX} or
     * {@link CanonCode#SINGLE_LABEL} ({@link DomainAnswer} has examples), looked for only then.
     *
     * @param host a host, ASCII or Unicode, in any case
     * @return the answer; never throws for a bad host ({@link DomainAnswer#requireHost()} does)
     * @throws NullPointerException if the host is null
     */
    public DomainAnswer lookup(String host) {
        return SuffixLookup.lookup(table, view, Objects.requireNonNull(host, "host"));
    }

    /**
     * {@link #lookup} on the host of a link, read as {@link CrawlLinks#read} reads it (a link
     * without a scheme as {@code http://}): the answer, or the reason there is none, whose
     * indexes point into the link. A link that fails or names no host is answered with its
     * failure (the URL Standard's {@code url} codes, {@link CanonCode#NO_HOST}); a link's host
     * that has no registrable domain, with the host's reason marking the whole link.
     *
     * <table>
     *   <caption>Links looked up in {@link #snapshot()}</caption>
     *   <tr><th>link</th><th>{@link DomainAnswer#registrableDomain()}</th><th>{@link DomainAnswer#reason()}</th></tr>
     *   <tr><td>{@code HTTPS://www.Example.co.uk:8080/x}</td><td>{@code example.co.uk}</td><td>empty</td></tr>
     *   <tr><td>{@code www.example.co.uk/a}</td><td>{@code example.co.uk}</td><td>empty</td></tr>
     *   <tr><td>{@code http://192.0.2.1/}</td><td>empty</td><td>{@link CanonCode#IP_ADDRESS}</td></tr>
     *   <tr><td>{@code mailto:a@example.com}</td><td>empty</td><td>{@link CanonCode#NO_HOST}</td></tr>
     *   <tr><td>{@code http://[::1}</td><td>empty</td><td>{@code url.IPV6_UNCLOSED}</td></tr>
     * </table>
     *
     * @param link the link as found
     * @return the answer; {@link DomainAnswer#isHost()} is false for a link that names no host
     * @throws NullPointerException if the link is null
     */
    public DomainAnswer lookupLink(String link) {
        String host;
        try {
            host = CrawlLinks.host(Objects.requireNonNull(link, "link"));
        } catch (InvalidInputException noHost) {
            return DomainAnswer.noHost(link, noHost.violation()); // the reason is the answer: its message is wanted
        }
        return lookup(host).inLink(link);
    }

    /**
     * Whether a host is a public suffix (URL Standard §3.2): its public suffix is the whole host,
     * so it has no registrable domain. {@code com}, {@code co.uk}, {@code github.io} are; an
     * unlisted top-level label such as {@code example} is too (the implicit rule {@code *}).
     *
     * @param host a host, ASCII or Unicode, in any case; null is allowed
     * @return true if the host is a domain and all of it is its public suffix
     */
    public boolean isPublicSuffix(String host) {
        return SuffixLookup.isPublicSuffix(table, view, host);
    }

    /**
     * Whether two hosts are the same site, as HTML's "schemelessly same site" compares the hosts
     * of two origins with the URL Standard's registrable domain (§3.2): the hosts are equal, or
     * both have a registrable domain and those are equal. Hosts are compared in their ASCII form,
     * so {@code 食狮.公司.cn} and {@code www.xn--85x722f.xn--55qx5d.cn} are the same site;
     * {@code example.com} and {@code example.com.} are not.
     *
     * @param hostA a host; null is allowed and is no site
     * @param hostB another host; null is allowed and is no site
     * @return true if they are the same site
     */
    public boolean sameSite(String hostA, String hostB) {
        if (hostA == null || hostB == null) {
            return false;
        }
        if (hostA.equals(hostB)) {
            return true;
        }
        String asciiA = AsciiHost.domain(hostA);
        String asciiB = AsciiHost.domain(hostB);
        if (asciiA == null || asciiB == null) {
            return false;
        }
        if (asciiA.equals(asciiB)) {
            return true;
        }
        String siteA = SuffixLookup.suffix(table, view, asciiA, 1);
        return siteA != null && siteA.equals(SuffixLookup.suffix(table, view, asciiB, 1));
    }

    /**
     * Which section of the list held the rule that decided a host's public suffix
     * (publicsuffix.org/list, "Algorithm": the prevailing rule).
     *
     * @param host a host, ASCII or Unicode, in any case; null is allowed
     * @return the section, or empty if the host is not a domain or the implicit rule {@code *}
     *     decided (a top-level label the list does not name)
     */
    public Optional<PslSection> section(String host) {
        return Optional.ofNullable(SuffixLookup.section(table, view, host));
    }

    /**
     * Where this list comes from: for {@link #snapshot()} the file, the commit of
     * publicsuffix/list and its date, such as
     * {@code "public_suffix_list.dat e8c9a2b2b2856b6449999dd0ec0d118f364ed0cd (2026-08-19)"}; for {@link #load(Path)} the file's
     * name; for {@link #parse(Reader)} {@code "Reader"}; with {@code " (ICANN section)"} added
     * for the view {@link #icannOnly()} makes.
     *
     * @return a description of the list's origin
     */
    public String source() {
        return source;
    }

    /**
     * The number of distinct rules this list uses (publicsuffix.org/list, "Format"): exact,
     * wildcard and exception rules, the ICANN section's alone for {@link #icannOnly()}.
     *
     * @return the number of rules
     */
    public int size() {
        return table.size(view);
    }

    /**
     * The list's origin and size, for logs.
     *
     * @return for example {@code "PublicSuffixList[public_suffix_list.dat …, 10248 rules]"}
     */
    @Override
    public String toString() {
        return "PublicSuffixList[" + source + ", " + size() + " rules]";
    }

    /**
     * A list read back from a stream must be whole, and answer with one of the views there are.
     *
     * @param in the stream
     * @throws IOException            if the stream fails, or holds no whole list
     *                                ({@link InvalidObjectException})
     * @throws ClassNotFoundException if a class of the stream is unknown
     */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (table == null || source == null || view != RuleTable.ALL_SECTIONS && view != RuleTable.ICANN_SECTION) {
            throw new InvalidObjectException("a Public Suffix List without its table, source or sections");
        }
    }

    /**
     * The bundled list is written as a reference to itself, not as its table.
     *
     * @return a {@link SnapshotView} for the snapshot's lists, this list otherwise
     */
    private Object writeReplace() {
        boolean bundled = table == Snapshot.LIST.table;
        return bundled ? new SnapshotView(view) : this;
    }

    /**
     * The serialized form of {@link #snapshot()} and its {@link #icannOnly()}: read back, the
     * receiving JVM's own bundled list.
     *
     * @param view the sections the list answers with
     */
    private record SnapshotView(int view) implements Serializable {
        private Object readResolve() {
            PublicSuffixList bundled = snapshot();
            return view == bundled.view ? bundled : bundled.icannOnly();
        }
    }
}
