package org.iri4j.canon;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.step.HostDots;
import org.iri4j.canon.internal.step.QueryParts;
import org.iri4j.canon.internal.step.SessionIds;
import org.iri4j.canon.internal.url.PercentBytes;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.internal.host.Ipv4;

/**
 * One row of urlcanon's test data and what iri4j answers for it: the operation each file and
 * section names, applied to the row's input read as text ({@link UrlcanonBytes}).
 */
record UrlcanonRow(String file, String section, String input, String expected) {

    /**
     * What urlcanon's row asks of iri4j. urlcanon tests its path-dot resolution apart from its
     * step that makes a special URL's backslashes slashes; the URL Standard's parser does both
     * in one pass (§4.4 path state), so for special paths the row's answer is read with slashes.
     */
    String expectedOfIri4j() {
        String e = UrlcanonBytes.text(expected);
        return file.equals("path_dots.json") && section.equals("special") ? e.replace('\\', '/') : e;
    }

    /** What iri4j answers; a failure as {@code failure: <code>}. */
    String actual() {
        String in = UrlcanonBytes.text(input);
        try {
            return compute(in);
        } catch (InvalidInputException e) {
            return "failure: " + e.code().id();
        }
    }

    private String compute(String in) {
        switch (file + "/" + section) {
            case "semantic_precise.json/":
                return CanonProfile.SEMANTIC_PRECISE.canonicalize(in);
            case "aggressive.json/":
                return CanonProfile.AGGRESSIVE.canonicalize(in);
            case "surt.json/google":
            case "surt.json/googleSupplementalFromSurt":
                return SafeBrowsingKey.of(in).text();
            case "surt.json/unescapeRepeatedly":
                return new String(
                        PercentBytes.decodeRepeatedly(in.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
            case "surt.json/alphaRorderQuery":
                return QueryParts.sort(in);
            case "surt.json/massageHost":
                return HostDots.stripWww(in);
            case "surt.json/Canonicalizer.IA":
            case "surt.json/Canonicalizer.DefaultIA":
                return CanonProfile.IA.canonicalize(in);
            case "surt.json/defaultIASurt":
                return SurtKeys.cdx().surt(in);
            case "surt.json/stripPathSessionId":
                int q = in.indexOf('?');
                return q < 0
                        ? SessionIds.stripFromPath(in, false)
                        : SessionIds.stripFromPath(in.substring(0, q), false) + in.substring(q);
            default:
                return computeSurt(in);
        }
    }

    private String computeSurt(String in) {
        switch (file + "/" + section) {
            case "ssurt.json/ssurtHost":
                return SurtKeys.ssurtHost(in);
            case "ssurt.json/reverseHost":
                return SurtKeys.reverseHost(in);
            case "ssurt.json/ssurt":
                return SurtKeys.ssurtOfCanonical(href(in));
            case "ssurt.json/surt":
                return SurtKeys.standard().surtOfCanonical(href(in));
            case "ssurt.json/surtWithoutScheme":
                return SurtKeys.standard().withoutScheme().surtOfCanonical(href(in));
            case "ssurt.json/surtWithoutTrailingComma":
                return SurtKeys.standard().withoutTrailingComma().surtOfCanonical(href(in));
            case "path_dots.json/special":
                return pathname("http://h" + in);
            case "path_dots.json/nonspecial":
                return pathname(in.startsWith("/") ? "foo://h" + in : "foo:" + in);
            case "funky_ipv4.json/":
                return Ipv4.dottedDecimal(in);
            default:
                return "unknown section";
        }
    }

    private static String href(String in) {
        return WebUrl.parse(in).href();
    }

    private static String pathname(String url) {
        WebUrlResult read = WebUrl.read(url, null, WebUrlOptions.defaults());
        return read.url().map(WebUrl::pathname).orElse("failure");
    }

    /** The rows of one file: an object of sections of rows, or an object of rows (section ""). */
    static List<UrlcanonRow> rows(String file) {
        Object json = TestJson.resource("urlcanon/" + file);
        List<UrlcanonRow> rows = new java.util.ArrayList<>();
        for (var member : TestJson.members(json)) {
            if (member.getValue() instanceof List<?>) {
                for (var row : TestJson.members(member.getValue())) {
                    rows.add(new UrlcanonRow(file, member.getKey(), row.getKey(), (String) row.getValue()));
                }
            } else {
                rows.add(new UrlcanonRow(file, "", member.getKey(), (String) member.getValue()));
            }
        }
        return rows;
    }
}
