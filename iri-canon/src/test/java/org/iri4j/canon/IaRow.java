package org.iri4j.canon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.archive.ArchiveCanonicalizer;
import org.iri4j.canon.internal.archive.ArchiveEscapes;
import org.iri4j.canon.internal.archive.ArchiveHost;
import org.iri4j.canon.internal.archive.ArchiveParser;
import org.iri4j.canon.internal.archive.ArchivePath;
import org.iri4j.canon.internal.archive.ArchiveQuery;
import org.iri4j.canon.internal.archive.ArchiveUrl;

/**
 * A row of the Internet Archive's test data ({@code ia/*.json}, see SOURCE.md): the source test,
 * the call it makes (the Archive's method, named for what it does), its options (the Python
 * {@code surt} package's keyword arguments), the input and the expected answer; and iri4j's
 * answer to the same call.
 */
record IaRow(String file, String test, String call, String options, String input, String expected) {

    /** The rows of a file of {@code ia/}. */
    static List<IaRow> rows(String file) {
        List<IaRow> rows = new ArrayList<>();
        for (Object item : (List<?>) TestJson.resource("ia/" + file)) {
            Map<String, Object> row = new HashMap<>();
            TestJson.members(item).forEach(m -> row.put(m.getKey(), m.getValue()));
            rows.add(new IaRow(
                    file,
                    (String) row.get("test"),
                    (String) row.get("call"),
                    (String) row.get("options"),
                    (String) row.get("input"),
                    (String) row.get("expected")));
        }
        return rows;
    }

    /** What names the row in {@code ia/divergences.json}. */
    String key() {
        return String.join("\u0000", file, test, call, options, String.valueOf(input));
    }

    /**
     * iri4j's answer: the text, null where the Archive's answer is none, {@code failure: } and
     * the code or exception where iri4j refuses, {@code not offered: } and the options where iri4j
     * has no such option.
     */
    String actual() {
        try {
            return answer();
        } catch (InvalidInputException refused) {
            return "failure: " + refused.code();
        } catch (NullPointerException refused) {
            if (input != null) {
                throw refused;
            }
            return "failure: NullPointerException";
        }
    }

    private String answer() {
        return switch (call) {
            case "key" -> key(input);
            case "canonicalize" -> options.isEmpty() ? CanonProfile.IA.canonicalize(input) : notOffered();
            case "ia-rules" -> options.isEmpty() ? stage(input, ArchiveCanonicalizer::iaRules) : notOffered();
            case "basic" -> stage(input, ArchiveCanonicalizer::basic);
            case "parse" -> ArchiveParser.read(input).text();
            case "decode-once" -> ArchiveEscapes.decodeOnce(input);
            case "decode" -> ArchiveEscapes.decodeRepeatedly(input);
            case "ipv4" -> ArchiveHost.ipv4(input);
            case "sort" -> ArchiveQuery.sorted(input);
            case "www" -> ArchiveHost.withoutWww(input);
            case "default-port" -> String.valueOf(ArchiveCanonicalizer.defaultPort(input));
            case "path-session" -> ArchivePath.withoutSessionSegments(input);
            case "query-session" -> ArchiveQuery.withoutSessionIds(input);
            case "host-surt" -> hostKey(input);
            default -> throw new IllegalStateException("no call " + call);
        };
    }

    /** A link read, then one stage of the Archive's canonicalizer (a record passes as it is). */
    private static String stage(String link, java.util.function.UnaryOperator<ArchiveUrl> stage) {
        ArchiveUrl url = ArchiveParser.read(link);
        return url.isRecord() ? url.text() : stage.apply(url).text();
    }

    /** {@code surt.surt(url, **options)}, or {@code WaybackURLKeyMaker.makeKey(url)}, as iri4j's keys give it. */
    private String key(String link) {
        SurtKeys keys = keysFor(options);
        return keys == null ? notOffered() : keys.surt(link);
    }

    /**
     * The keys the Python package's options ask for: without options the CDX key; with the scheme
     * or the trailing comma, urlcanon's form of the Archive's canonical form; {@code
     * reverse_ipaddr=False}, a form that keeps an address as it is.
     */
    static SurtKeys keysFor(String options) {
        SurtKeys ia = SurtKeys.standard().withProfile(CanonProfile.IA);
        return switch (options) {
            case "", "reverse_ipaddr", "with_scheme=False", "with_scheme=False,trailing_comma=False" -> SurtKeys.cdx();
            case "trailing_comma", "with_scheme=False,trailing_comma" -> ia.withoutScheme();
            case "with_scheme", "with_scheme,host_massage" -> ia.withoutTrailingComma();
            case "with_scheme,trailing_comma", "trailing_comma,with_scheme" -> ia;
            case "reverse_ipaddr=False" -> ia.withoutScheme().withoutTrailingComma();
            case "canonicalizer=identity" -> SurtKeys.standard().withoutScheme().withoutTrailingComma();
            default -> null;
        };
    }

    /** {@code hostToSURT(host[, reverse_ipaddr])}. */
    private String hostKey(String host) {
        if (options.equals("reverse_ipaddr=False")) {
            return SurtKeys.standard().withoutTrailingComma().hostOfCanonical("http://" + host + "/");
        }
        return new KeyText(host.length())
                .appendArchiveHost(host, 0, host.length())
                .toString();
    }

    private String notOffered() {
        return "not offered: " + options;
    }
}
